import type { QueryResolvers, Resolvers } from '#gql/resolvers';
import { searchHitsSchema } from '#domain/schemas/replies';

const hitsSchema = searchHitsSchema;

/** `search(text, limit)`: the API's cross-area GET /search, one call for the palette's every keystroke. */
const search: NonNullable<QueryResolvers['search']> = async (_parent, { text, limit }, { rest }) => {
  const { data } = await rest.get('/search', hitsSchema, { text, limit });
  return data.map((hit) => ({ area: hit.area, id: hit._id, label: hit.label, active: hit.isActive, rank: hit.rank }));
};

/** Root field of the cross-area search. */
export const searchResolvers = { Query: { search } } satisfies Resolvers;
