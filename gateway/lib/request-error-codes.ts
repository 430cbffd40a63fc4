import type { Plugin } from 'graphql-yoga';

/** A variable's value that does not fit its declared type, or a required one left out (graphql-js's own words). */
const VARIABLE_PROBLEM = /^Variable "\$/;

type Coded = { message: string; extensions?: Record<string, unknown> };

/**
 * Every GraphQL error carries `extensions.code` (README, Errors). Resolver errors get theirs where
 * REST replies are mapped and masking gives the rest INTERNAL_SERVER_ERROR; Yoga codes a document that
 * does not parse (GRAPHQL_PARSE_FAILED, the token limit too) and one the schema refuses
 * (GRAPHQL_VALIDATION_FAILED). What is left reaches the client uncoded and is a refusal of the request
 * before anything ran: the depth, alias and cost limits and an operation the schema does not serve (a
 * subscription), GRAPHQL_VALIDATION_FAILED as the schema's own refusals; variables that do not fit
 * their types (HTTP 400), BAD_USER_INPUT as every other refused input.
 */
export const requestErrorCodes = (): Plugin => ({
  onResultProcess: ({ result }) => {
    if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
    for (const error of (result.errors ?? []) as readonly Coded[]) {
      if (error.extensions?.code) continue;
      const code = VARIABLE_PROBLEM.test(error.message) ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
      // A GraphQLError's extensions are its own plain object; one without any gets one.
      if (error.extensions) error.extensions.code = code;
      else error.extensions = { code };
    }
  },
});
