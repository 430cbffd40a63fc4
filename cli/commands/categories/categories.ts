import { z } from 'zod';
import { categoriesArea } from '#domain/areas/categories';
import { areaCommand } from '../../lib/area-command.ts';
import { areaBulk, listWhere } from '../../lib/area-commands.ts';
import { changeCommand } from '../../lib/change-command.ts';
import { restoreCommand } from '../../lib/restore-command.ts';
import { deleteCommand, deleteNaming } from '../../lib/delete-command.ts';
import { getCommand } from '../../lib/get-command.ts';
import { listCommand } from '../../lib/list-command.ts';
import { printTable } from '../../lib/output.ts';
import { setStatusCommand } from '../../lib/set-status-command.ts';
import { categoriesAddRecordCommand } from './add-record.ts';
import { categoryColumns } from './category-fields.ts';
import { CategoriesDocument, CategoryDocument, DeleteCategoryDocument, RestoreCategoryDocument, SetCategoryAutoRenewalDocument, SetCategoryStatusDocument , categoriesBulkDocuments } from './documents.ts';
import { categoriesRecordsCommand } from './records.ts';

const onOff = z.enum(['on', 'off'], { error: 'Auto-renewal must be "on" or "off"' }).transform((v) => ({ autoRenewal: v === 'on' }));

const bulk = areaBulk(categoriesArea, categoriesBulkDocuments, listWhere({ document: CategoriesDocument }, 'categories', categoriesArea));

/** `venue categories …`: seating categories and their price records (module `categories`). */
export const categoriesCommand = areaCommand('categories', 'list, show and switch categories; list and add their price records', [
  listCommand({ area: categoriesArea, description: 'list categories with table count and current price', search: 'only categories whose name contains this text', document: CategoriesDocument, page: (data) => data.categories, columns: categoryColumns }),
  getCommand({
    description: 'show one category',
    noun: 'category',
    document: CategoryDocument,
    record: (data) => data.category,
    print: (c) => printTable([...categoryColumns, { header: 'Layout', value: (r) => r.layout.image }], [c]),
  }),
  setStatusCommand({ description: 'activate or deactivate a category', noun: 'category', document: SetCategoryStatusDocument, reply: (data) => ({ message: data.setCategoryStatus.message, record: data.setCategoryStatus.category }), bulk: bulk('status') }),
  changeCommand({
    name: 'set-auto-renewal',
    description: 'switch auto-renewal of the latest price record on or off',
    noun: 'category',
    value: { name: 'on|off', help: 'on or off', schema: onOff },
    document: SetCategoryAutoRenewalDocument,
    reply: (data) => ({ message: data.setCategoryAutoRenewal.message, record: data.setCategoryAutoRenewal.category }),
  }),
  deleteCommand({ description: 'delete a category without live tables (asks for confirmation unless --yes)', noun: 'category', document: DeleteCategoryDocument, result: (data) => data.deleteCategory, bulk: bulk('delete'), naming: deleteNaming(categoriesArea, CategoryDocument) }),
  restoreCommand({ description: 'restore a deleted category', noun: 'category', document: RestoreCategoryDocument, reply: (data) => ({ message: data.restoreCategory.message, record: data.restoreCategory.category }), bulk: bulk('restore') }),
  categoriesRecordsCommand,
  categoriesAddRecordCommand,
]);
