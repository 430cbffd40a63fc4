/** Whether a GraphQL document declares `$name`: what its field takes, as codegen checked it against the schema. */
export function takesVariable(document: unknown, name: string): boolean {
  const definitions = (document as { definitions?: readonly { kind: string; variableDefinitions?: readonly { variable: { name: { value: string } } }[] }[] } | undefined)?.definitions ?? [];
  return definitions.some((d) => d.kind === 'OperationDefinition' && (d.variableDefinitions ?? []).some((v) => v.variable.name.value === name));
}
