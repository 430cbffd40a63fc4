type Definitions = readonly { kind: string; variableDefinitions?: readonly { variable: { name: { value: string } }; type: { kind: string } }[] }[];

const variableOf = (document: unknown, name: string) => {
  const definitions = (document as { definitions?: Definitions } | undefined)?.definitions ?? [];
  for (const d of definitions) {
    if (d.kind !== 'OperationDefinition') continue;
    const found = (d.variableDefinitions ?? []).find((v) => v.variable.name.value === name);
    if (found) return found;
  }
  return undefined;
};

/** Whether a GraphQL document declares `$name`: what its field takes, as codegen checked it against the schema. */
export function takesVariable(document: unknown, name: string): boolean {
  return variableOf(document, name) !== undefined;
}

/** Whether a GraphQL document declares `$name` and may go without it (its type is not `!`): a filter, not a parent's id. */
export function takesOptionalVariable(document: unknown, name: string): boolean {
  const variable = variableOf(document, name);
  return variable !== undefined && variable.type.kind !== 'NonNullType';
}
