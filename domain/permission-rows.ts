import type { ModuleKey } from './modules.ts';
import type { Permission } from './permissions.ts';

/** A permission as GraphQL carries it: `module` where REST says `name` (docs/contracts.md). */
export interface PermissionRow {
  module: ModuleKey;
  all: boolean;
  add: boolean;
  view: boolean;
  edit: boolean;
  del: boolean;
}

/** REST/domain `{ name, … }` → GraphQL `{ module, … }`. */
export const toPermissionRow = ({ name, all, add, view, edit, del }: Pick<Permission, 'all' | 'add' | 'view' | 'edit' | 'del'> & { name: ModuleKey }): PermissionRow => ({
  module: name,
  all,
  add,
  view,
  edit,
  del,
});

/** GraphQL `{ module, … }` → REST `{ name, … }`; whoever receives it checks the module key. */
export const fromPermissionRow = ({ module, all, add, view, edit, del }: PermissionRow) => ({ name: module, all, add, view, edit, del });
