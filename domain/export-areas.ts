import { AREAS } from './areas/index.ts';
import type { AreaDeclaration } from './declaration/area-declaration.ts';

/** Every area with a list (each has `GET /export/<name>.csv`), apart from domain/export.ts so the web's button does not load every declaration. */
export const EXPORT_AREAS: readonly AreaDeclaration[] = AREAS;
