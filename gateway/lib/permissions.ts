import type { z } from 'zod';
import type { permissionSchema } from '#domain/schemas/role';
import type { Permission, PermissionInput } from '#gql/resolvers';

type RestPermission = z.infer<typeof permissionSchema>;

/** REST `{ name, … }` → GraphQL `{ module, … }`. */
export const toPermission = ({ name, all, add, view, edit, del }: RestPermission): Permission => ({ module: name, all, add, view, edit, del });

/** GraphQL `{ module, … }` → REST `{ name, … }`; the API validates the module key. */
export const fromPermissionInput = ({ module, all, add, view, edit, del }: PermissionInput) => ({ name: module, all, add, view, edit, del });
