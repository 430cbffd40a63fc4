import { asc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { newsletterSubscribers, users } from '../db/schema.ts';
import type { Random } from './random.ts';

const BATCH = 5000;
/** One customer in this many signs up for the newsletter. */
const SHARE = 3;

/**
 * Newsletter subscribers from the venue's customers: every third one's address, signed up when they
 * joined, some more than once since, and about one in ten unsubscribed again.
 */
export async function makeSubscribers(db: Db, random: Random, now: Date): Promise<void> {
  const people = await db.select({ email: users.email, joined: users.createdAt }).from(users).orderBy(asc(users.createdAt), asc(users.id));
  const chosen = people.filter((_, index) => index % SHARE === 0);
  for (let first = 0; first < chosen.length; first += BATCH) {
    const rows = chosen.slice(first, first + BATCH).map(({ email, joined }) => {
      const lastSubmission = new Date(joined.getTime() + random.next() * (now.getTime() - joined.getTime()));
      return { email: email.toLowerCase(), subscribeCount: random.int(1, 4), isSubscribed: random.next() > 0.1, lastSubmission, createdAt: joined, updatedAt: lastSubmission };
    });
    await db.insert(newsletterSubscribers).values(rows).onConflictDoNothing({ target: newsletterSubscribers.email });
  }
}
