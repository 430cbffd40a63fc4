import { asc, eq, ilike } from 'drizzle-orm';
import { sectionsArea } from '#domain/areas/sections';
import { Status } from '#domain/codes';
import type { ListQuery } from '#domain/schemas/list';
import type { SectionForm } from '#domain/schemas/section';
import type { Db } from '../db/database.ts';
import { floorTables, sections } from '../db/schema.ts';
import { changeAudited, createAudited, findLiveView, liveWhere, pageLive, type BulkRecords, type RecordArea, type RecordChange, recordMessages } from '../lib/audited-records.ts';
import { refuseManyWhileReferenced, refuseWhileReferenced } from '../lib/in-use.ts';
import { conflictAs409, takenField } from '../lib/conflict.ts';
import { containsPattern } from '../lib/like.ts';
import { SECTION_MESSAGES } from './messages.ts';
import { presentSection, type SectionView } from './present.ts';
import { liveChunks, newestFirst, orderOf, type Ordering } from '../export/area-export.ts';

/** The sections table as an audited, soft-deleted area. */
export const sectionArea: RecordArea<typeof sections, SectionView> = { table: sections, area: 'sections', present: presentSection, ...recordMessages(sectionsArea) };

/** Bulk calls of sections: set-based; a delete is refused for each section live tables still stand in. */
export const sectionsBulk: BulkRecords = { records: sectionArea, rules: { refuse: refuseManyWhileReferenced(floorTables, floorTables.sectionId, SECTION_MESSAGES.inUse) } };

/** A page of non-deleted sections, newest first, optionally filtered by name. */
const ORDER: Ordering = newestFirst(sections);
const filterOf = (query: Pick<ListQuery, 'search'>) => (query.search ? ilike(sections.name, containsPattern(query.search)) : undefined);
export const listSections = (db: Db, query: ListQuery): Promise<{ data: SectionView[]; count: number }> => pageLive(db, sectionArea, query, orderOf(ORDER), filterOf(query));

/** Every section the list shows for `query`, chunk by chunk (the CSV export). */
export const sectionChunks = (db: Db, query: Omit<ListQuery, 'limit' | 'offset'> & { status?: number }) => liveChunks(db, sectionArea, query, ORDER, filterOf(query));

/** Every active section by name: the table form's Section select. */
export const allActiveSections = async (db: Db): Promise<SectionView[]> =>
  (await db.select().from(sections).where(liveWhere(sections, eq(sections.status, Status.ACTIVE))).orderBy(asc(sections.name))).map(presentSection);

/** Renames, switches, deletes or restores a section; a taken name (409, naming `name` on an update), and a delete while live tables stand in it (409), are refused. */
export const changeSection = (db: Db, actorId: string, id: string, change: RecordChange<SectionForm>): Promise<SectionView> =>
  conflictAs409(SECTION_MESSAGES.duplicate, takenField(change, ['name']), () =>
    changeAudited(db, actorId, sectionArea, id, change, change.action === 'delete' ? refuseWhileReferenced(floorTables, floorTables.sectionId, id, SECTION_MESSAGES.inUse) : undefined),
  );

/** A non-deleted section, or undefined. */
export const findSection = (db: Db, id: string): Promise<SectionView | undefined> => findLiveView(db, sectionArea, id);

/** Creates a section and its audit row; a name a live section holds, whatever its case, is a 409 naming `name`. */
export const createSection = (db: Db, actorId: string, form: SectionForm): Promise<SectionView> =>
  conflictAs409(SECTION_MESSAGES.duplicate, ['name'], () => createAudited(db, actorId, sectionArea, form));
