import { randomBytes } from 'node:crypto';
import { SPECIAL_OCCASIONS } from '#domain/contact-us';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { contactUs, hosts, users } from '../db/schema.ts';
import type { Random } from './random.ts';
import { WORDS } from './words.ts';

const BATCH = 5000;
const HOSTS = 12;
const MS_PER_DAY = 86_400_000;

/** "O'Neill" → "oneill", "Al Falasi" → "alfalasi": a name as an email's local part takes it. */
const localPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** A person with a name, a demo email (numbered, so unique), a mobile and a birthday. */
function person(random: Random, n: number) {
  const firstName = random.pick(WORDS.firstNames);
  const lastName = random.pick(WORDS.lastNames);
  const year = random.int(1970, 2004);
  return {
    firstName,
    lastName,
    email: `${localPart(firstName)}.${localPart(lastName)}${n}@${random.pick(WORDS.emailDomains)}`,
    mobileCode: random.pick(WORDS.mobileCodes),
    mobileNo: `5${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    dob: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
  };
}

/** The venue's customers, hosts and the site's enquiries; `users` of them, joined over the venue's history. */
export async function makePeople(db: Db, random: Random, size: { users: number; since: Date; now: Date }, progress: (done: number) => void): Promise<{ userIds: string[]; hostIds: string[] }> {
  const span = size.now.getTime() - size.since.getTime();
  const userIds: string[] = [];
  for (let first = 0; first < size.users; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, size.users - first) }, (_, i) => {
      const joined = new Date(size.since.getTime() + random.next() * span);
      return { ...person(random, first + i + 1), createdAt: joined, updatedAt: joined };
    });
    const made = await db.insert(users).values(rows).returning({ id: users.id });
    userIds.push(...made.map((u) => u.id));
    progress(userIds.length);
  }

  // Hosts never sign in here; they share one hash of a password nobody is told.
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  const made = await db
    .insert(hosts)
    .values(Array.from({ length: HOSTS }, (_, i) => {
      const { firstName, lastName } = person(random, i);
      return { firstName, lastName, email: `host.${localPart(firstName)}${i + 1}@example.com`, passwordHash, isBlocked: i === HOSTS - 1 };
    }))
    .returning({ id: hosts.id });

  const enquiries = Array.from({ length: Math.min(500, Math.max(12, Math.round(size.users / 200))) }, (_, i) => {
    const filed = new Date(size.now.getTime() - random.next() * 60 * MS_PER_DAY);
    const { firstName, lastName, email, mobileCode, mobileNo, dob } = person(random, size.users + i + 1);
    return {
      firstName,
      lastName,
      email,
      mobileCode,
      mobileNo,
      dob,
      specialOccasion: random.weighted(SPECIAL_OCCASIONS.map((o, k) => [o.code, k === 0 ? 5 : 2] as const)),
      status: random.chance(0.4) ? 2 : 1,
      createdAt: filed,
      updatedAt: filed,
    };
  });
  await db.insert(contactUs).values(enquiries);
  return { userIds, hostIds: made.filter((_, i) => i !== HOSTS - 1).map((h) => h.id) };
}
