import { z } from 'zod';
import { withArticle } from './article.ts';

/** The `<id>` argument of a command on one record: "role" → "A role id is required" when blank ("An event id …"). */
export const idArgument = (noun: string) => {
  const named = withArticle(noun);
  return z.string().trim().min(1, `${named.charAt(0).toUpperCase()}${named.slice(1)} id is required`);
};
