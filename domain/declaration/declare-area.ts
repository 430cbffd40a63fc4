import { STANDARD_OPERATIONS, type AreaDeclaration } from './area-declaration.ts';

/** Checks a declaration once, where it is written, and keeps its literal types for the layers. */
export function declareArea<const D extends AreaDeclaration>(declaration: D): D {
  const unknown = declaration.operations.filter((op) => !STANDARD_OPERATIONS.includes(op));
  if (unknown.length > 0) throw new Error(`${declaration.key}: unknown operations ${unknown.join(', ')}`);
  if (new Set(declaration.operations).size !== declaration.operations.length) throw new Error(`${declaration.key}: an operation is declared twice`);
  return declaration;
}
