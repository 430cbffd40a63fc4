import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const AllSectionsDocument = graphql(`
  query AllSections {
    allSections { id name }
  }
`);

/** Active sections by name: the table form's Section select (GET /get/all/sections). */
export const listAllSections = async () => (await request(AllSectionsDocument, {})).allSections;
