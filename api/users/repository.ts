import { usersArea } from '#domain/areas/users';
import type { ListQuery } from '#domain/schemas/list';
import type { UserForm } from '#domain/schemas/user';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { changeAudited, createAudited, findLiveView, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { conflictAs409, takenField } from '../lib/conflict.ts';
import { peopleSearch } from '../lib/people-search.ts';
import { USER_MESSAGES } from './messages.ts';
import { presentUser, type UserView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

const area: RecordArea<typeof users, UserView> = { table: users, area: 'users', present: presentUser, ...recordMessages(usersArea) };

/** Bulk status, delete and restore calls of users: set-based on the same table. */
export const usersBulk: BulkRecords = { records: area };

/** A page of non-deleted (or with `deleted`, deleted) users, newest first, optionally matching a name or email. */
const ORDER: Ordering = newestFirst(users);
const filterOf = (query: Pick<ListQuery, 'search'>) => (query.search ? peopleSearch(users, query.search) : undefined);
export const listUsers = (db: Db, query: ListQuery): Promise<{ data: UserView[]; count: number }> => pageLive(db, area, query, orderOf(ORDER), filterOf(query));

/** Every user the list shows for `query`, chunk by chunk (the CSV export). */
export const userChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'>) => liveChunks(db, area, query, ORDER, filterOf(query));

/** A non-deleted user in its REST shape, or undefined. */
export const findUser = (db: Db, id: string): Promise<UserView | undefined> => findLiveView(db, area, id);

/** Creates a user and its audit row; a taken email is a 409 naming `email`. */
export const createUser = (db: Db, actorId: string, form: UserForm): Promise<UserView> =>
  conflictAs409(USER_MESSAGES.duplicate, ['email'], () => createAudited(db, actorId, area, form));

/** User changes the API offers; each is one audited transaction. */
export type UserChange = RecordChange<UserForm>;

/** Updates, deletes or restores a user in one audited transaction; a taken email is a 409 (naming `email` on an update). */
export const changeUser = (db: Db, actorId: string, id: string, change: UserChange): Promise<UserView> =>
  conflictAs409(USER_MESSAGES.duplicate, takenField(change, ['email']), () => changeAudited(db, actorId, area, id, change));
