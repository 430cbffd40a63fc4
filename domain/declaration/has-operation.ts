import type { AreaDeclaration, StandardOperation } from './area-declaration.ts';

/** Whether the area declares `operation`. */
export const hasOperation = (area: Pick<AreaDeclaration, 'operations'>, operation: StandardOperation): boolean => area.operations.includes(operation);
