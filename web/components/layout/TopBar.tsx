import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../lib/session.ts';

/** The top bar of §2.1: "Welcome {name}" and a Logout link to the login route. */
export function TopBar() {
  const { name } = useSnapshot(session);
  return (
    <header className="topbar">
      <span>Welcome {name}</span>
      <Link href="/login" className="topbar__logout">Logout</Link>
    </header>
  );
}
