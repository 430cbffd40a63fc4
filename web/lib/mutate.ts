import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Variables } from './request.ts';
import { request } from './request.ts';
import { toastSuccess } from './toasts.ts';

/**
 * Runs a mutation whose one root field replies with a `message`, toasts that message (§7 notes)
 * and returns the reply, so no area writes the same three lines again.
 */
export async function mutate<Result extends Record<string, { message: string }>, Vars extends Variables>(
  document: TypedDocumentNode<Result, Vars>,
  variables: Vars,
): Promise<Result[keyof Result]> {
  const result = await request(document, variables);
  const [reply] = Object.values(result) as Result[keyof Result][];
  if (!reply) throw new Error('The mutation returned no reply');
  toastSuccess(reply.message);
  return reply;
}
