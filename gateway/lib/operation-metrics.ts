import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlDuration } from '../../api/lib/metrics.ts';

// Operation names come from clients: past this many distinct ones not of the trusted documents, the rest share one series.
const MAX_NAMES = 200;
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** An operation's labels: its name (plain names only, at most MAX_NAMES of them) and its type. */
export type OperationLabels = { operation: string; type: string };

/**
 * Observes GraphQL operations' durations in venue_graphql_operation_duration_seconds, for the Yoga
 * pipeline (`plugin`) and for the gateway's fast path (`labelsOf` + `observe`), under one set of names.
 * The operations of the trusted documents (`trustedNames`: the web's and the CLI's) always have their
 * own series, so names made up by other callers never push them into `other`.
 */
export function operationMetrics(trustedNames: () => ReadonlySet<string> = () => new Set()) {
  const seen = new Set<string>();
  const nameOf = (name: string | null | undefined) => {
    if (!name || !PLAIN_NAME.test(name)) return 'anonymous';
    if (seen.has(name) || trustedNames().has(name)) return name;
    if (seen.size >= MAX_NAMES) return 'other';
    seen.add(name);
    return name;
  };
  // graphql's own choice of the operation (the named one, or the only one), as execution makes it.
  const labelsOf = (document: DocumentNode, operationName: string | null | undefined): OperationLabels => {
    const operation = getOperationAST(document, operationName);
    return { operation: nameOf(operationName ?? operation?.name?.value), type: operation?.operation ?? 'query' };
  };
  const observe = (labels: OperationLabels, started: bigint, failed: boolean) =>
    graphqlDuration.observe({ ...labels, outcome: failed ? 'error' : 'ok' }, Number(process.hrtime.bigint() - started) / 1e9);
  const plugin: Plugin = {
    onExecute({ args }) {
      const started = process.hrtime.bigint();
      const labels = labelsOf(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          observe(labels, started, 'errors' in result && !!result.errors?.length);
        },
      };
    },
  };
  return { plugin, labelsOf, observe };
}
