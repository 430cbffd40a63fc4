import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { serializerFor } from './json-serializer.ts';

// Only types from graphql here, no values: under Vite the executor's graphql and this module's could
// be two copies, and graphql's instanceof checks refuse a type from the other one.

/** A compiled result, with the compiled serialiser Yoga's result processor uses when present. */
export type CompiledResult = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/**
 * True when graphql-jit refused the request's variables: it then runs nothing and answers errors
 * without `data`. Its messages are terse ("Variable "$module" got invalid value …" for a field deep
 * inside `$input`, "Expected type Date." without the scalar's reason), so such a request is run
 * again uncompiled, and graphql-js names the variable, the path inside it and the reason ("… at
 * "input.permissions[0].module"; Value "USERS" does not exist in "PermissionModule" enum.").
 */
export const variablesRefused = (result: ExecutionResult): boolean => !('data' in result) && !!result.errors?.length;

const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | undefined>>();

/** The document's compiled form for `operationName` (once per parsed document) with its compiled serialiser (see serializerFor), or undefined when jit cannot compile it. */
export function compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): CompiledQuery | undefined {
  let byOperation = compiled.get(document);
  if (!byOperation) compiled.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  if (!byOperation.has(key)) {
    const result = compileQuery(schema, document, operationName ?? undefined);
    const query = isCompiledQuery(result) ? result : undefined;
    // jit's own compiled serialiser refuses custom scalars; this one leaves them to JSON.stringify.
    if (query) query.stringify = serializerFor(schema, document, operationName);
    byOperation.set(key, query);
  }
  return byOperation.get(key);
}

/**
 * Compiled execution: each document is turned once into a function (graphql-jit) instead of
 * graphql-js walking the tree per field on every request; a request whose variables jit refuses is
 * run by graphql-js (see variablesRefused), and a document jit cannot compile too.
 */
export const compiledExecution = (): Plugin => ({
  onExecute({ args, executeFn, setExecuteFn }) {
    const query = compiledFor(args.schema as GraphQLSchema, args.document as DocumentNode, args.operationName);
    if (!query) return;
    setExecuteFn(async (execution) => {
      const result: CompiledResult = await query.query(execution.rootValue, execution.contextValue, execution.variableValues ?? {});
      if (variablesRefused(result)) return executeFn(execution);
      result.stringify = query.stringify;
      return result;
    });
  },
});
