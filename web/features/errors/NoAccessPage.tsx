import { Link } from 'wouter';
import { NOT_FOUND_PAGE } from '#domain/messages';
import { noAccessTo } from '../../lib/access.ts';

/** A screen that exists but that the account's role does not open (§6): said in words, instead of the 404 page. */
export function NoAccessPage({ label }: { label: string }) {
  return (
    <main className="not-found">
      <h1>{noAccessTo(label)}</h1>
      <p>Your role does not allow this screen. Ask the Admin if you need it.</p>
      <Link href="/" className="button button--primary">{NOT_FOUND_PAGE.link}</Link>
    </main>
  );
}
