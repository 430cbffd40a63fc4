import { readdirSync, readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { fromProjectRoot } from '../api/lib/project-root.ts';
import type { GatewayContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';

const schemaDir = fromProjectRoot('graphql', 'schema') + '/';

/** The executable schema: the SDL files of graphql/schema (the contract) with the gateway's resolvers. */
export const buildSchema = () =>
  createSchema<GatewayContext>({
    typeDefs: readdirSync(schemaDir)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(schemaDir + file, 'utf8')),
    resolvers,
  });
