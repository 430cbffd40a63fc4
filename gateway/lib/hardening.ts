import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Limits that every legitimate client query stays well within (deepest today: roles.items.permissions.module = 4). */
export const LIMITS = { depth: 6, aliases: 10, cost: 5000, tokens: 1000 } as const;

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

// Values from 'graphql' itself are avoided here: Vite may load a second copy of graphql (its ESM
// build) beside Yoga's, and graphql refuses objects from another copy. Yoga's helpers use its own.
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (INTROSPECTION_FIELDS.has(node.name.value)) {
      context.reportError(createGraphQLError(`Introspection is disabled: "${node.name.value}" cannot be queried.`, { nodes: [node] }));
    }
  },
});

const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(noIntrospectionRule),
};

/** Depth, alias, cost and token limits; in production also no introspection and no field suggestions. */
export const hardeningPlugins = (production: boolean): Plugin[] => [
  EnvelopArmorPlugin({
    maxDepth: { n: LIMITS.depth },
    maxAliases: { n: LIMITS.aliases },
    costLimit: { maxCost: LIMITS.cost },
    maxTokens: { n: LIMITS.tokens },
    blockFieldSuggestion: { enabled: production },
  }),
  ...(production ? [noIntrospection] : []),
];
