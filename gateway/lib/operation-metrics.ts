import type { Plugin } from 'graphql-yoga';
import { graphqlDuration } from '../../api/lib/metrics.ts';

// Operation names come from clients: past this many distinct ones, the rest share one series.
const MAX_NAMES = 200;
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Observes each executed GraphQL operation's duration in venue_graphql_operation_duration_seconds. */
export function operationMetrics(): Plugin {
  const seen = new Set<string>();
  const nameOf = (name: string | null | undefined) => {
    if (!name || !PLAIN_NAME.test(name)) return 'anonymous';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_NAMES) return 'other';
    seen.add(name);
    return name;
  };
  return {
    onExecute({ args }) {
      const started = process.hrtime.bigint();
      const definitions = args.document.definitions as readonly { kind: string; operation?: string; name?: { value: string } }[];
      const definition = definitions.find((d) => d.kind === 'OperationDefinition' && (!args.operationName || d.name?.value === args.operationName));
      const type = definition?.operation ?? 'query';
      const operation = nameOf(args.operationName ?? definition?.name?.value);
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && !!result.errors?.length;
          graphqlDuration.observe({ operation, type, outcome: failed ? 'error' : 'ok' }, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
