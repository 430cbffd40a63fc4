import { useGraphQlJit } from '@envelop/graphql-jit';
import type { ExecutionArgs, GraphQLScalarType, TypeNode } from 'graphql';

// Only types from graphql here, no values: under Vite the executor's graphql and this module's could
// be two copies, and graphql's instanceof checks refuse a type from the other one.
const namedType = (type: TypeNode): string => (type.kind === 'NamedType' ? type.name.value : namedType(type.type));

/** A scalar the schema's SDL declares (Date, DateTime, Money), not one graphql-js specifies. */
const ownScalar = (type: unknown): type is GraphQLScalarType =>
  typeof type === 'object' && type !== null && 'parseValue' in type && !('getValues' in type) && !!(type as GraphQLScalarType).astNode;

/**
 * True unless a variable of one of the schema's own scalars (Date, DateTime, Money) holds a value
 * the scalar refuses. graphql-jit reports such a value as only "Expected type Date.", dropping the
 * scalar's reason ("Date must be a day written YYYY-MM-DD"); graphql-js keeps it, so that request
 * runs uncompiled. Every other request, valid ones included, runs compiled.
 */
export function customScalarsAccept({ document, variableValues, schema }: ExecutionArgs): boolean {
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = schema.getType(namedType(variable.type));
      if (!ownScalar(type)) continue;
      const value = variableValues?.[variable.variable.name.value];
      if (value === undefined || value === null) continue;
      try {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== null) type.parseValue(item);
      } catch {
        return false;
      }
    }
  }
  return true;
}

/** Compiled execution (graphql-jit through Envelop's plugin), with the exception above. */
export const compiledExecution = () => useGraphQlJit({}, { enableIf: customScalarsAccept });
