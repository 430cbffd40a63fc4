import type { Plugin } from 'graphql-yoga';

/** A variable's value that does not fit its declared type, or a required one left out (graphql-js's own words). */
const VARIABLE_PROBLEM = /^Variable "\$/;

type Coded = { message: string; extensions?: Record<string, unknown> };
type FieldProblem = { path: (string | number)[]; message: string };

/** `input.categories[0].price` → ['input', 'categories', 0, 'price'] (graphql-js's printPathArray, read back). */
const pathOf = (printed: string): (string | number)[] =>
  [...printed.matchAll(/([A-Za-z_]\w*)|\[(\d+)\]/g)].map(([, key, index]) => (index !== undefined ? Number(index) : key!));

/**
 * The field a variable problem names, as `extensions.fields` names a refused input's (README, Errors):
 * inside an input object, its path from the input (`['categories', 0, 'price']`); a whole variable, its
 * name (`['id']`). graphql-js's words: `Variable "$input" got invalid value … at "input.price"; <why>`,
 * `…; Field "name" of required type "String!" was not provided.`, `Variable "$id" of required type "ID!" was not provided.`
 */
export function variableProblem(message: string): FieldProblem | undefined {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1];
  if (!variable) return undefined;
  const invalid = /^Variable "\$\w+" got invalid value [\s\S]*?(?: at "([\w.[\]]+)")?; ([\s\S]*)$/.exec(message);
  if (!invalid) return { path: [variable], message };
  const [, at, why = message] = invalid;
  const path = at ? pathOf(at) : [variable];
  const field = /^Field "(\w+)" (?:of required type "[^"]+" was not provided|is not defined by type "[^"]+")/.exec(why)?.[1];
  if (field) path.push(field);
  // Inside an input object the path starts at the object, as the API's field paths do.
  return { path: path.length > 1 && path[0] === variable ? path.slice(1) : path, message: why };
}

/**
 * Every GraphQL error carries `extensions.code` (README, Errors). Resolver errors get theirs where
 * REST replies are mapped and masking gives the rest INTERNAL_SERVER_ERROR; Yoga codes a document that
 * does not parse (GRAPHQL_PARSE_FAILED, the token limit too) and one the schema refuses
 * (GRAPHQL_VALIDATION_FAILED). What is left reaches the client uncoded and is a refusal of the request
 * before anything ran: the depth, alias and cost limits and an operation the schema does not serve (a
 * subscription), GRAPHQL_VALIDATION_FAILED as the schema's own refusals; variables that do not fit
 * their types (HTTP 400), BAD_USER_INPUT as every other refused input, with the field in `fields`.
 */
export const requestErrorCodes = (): Plugin => ({
  onResultProcess: ({ result }) => {
    if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
    for (const error of (result.errors ?? []) as readonly Coded[]) {
      const variable = VARIABLE_PROBLEM.test(error.message) ? variableProblem(error.message) : undefined;
      // A scalar's own refusal (Money, Date) comes coded already; it still gets its field.
      const extensions = {
        ...(!error.extensions?.code && { code: variable ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED' }),
        ...(variable && !error.extensions?.fields && { fields: [variable] }),
      };
      if (Object.keys(extensions).length === 0) continue;
      // A GraphQLError's extensions are its own plain object; one without any gets one.
      if (error.extensions) Object.assign(error.extensions, extensions);
      else error.extensions = extensions;
    }
  },
});
