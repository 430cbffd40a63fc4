import { Link } from 'wouter';
import { NOT_FOUND_PAGE } from '#domain/messages';

/** The 404 page of §2.2. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>{NOT_FOUND_PAGE.heading}</h1>
      <p>{NOT_FOUND_PAGE.text}</p>
      <Link href="/" className="button button--primary">{NOT_FOUND_PAGE.link}</Link>
    </main>
  );
}
