import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema as fromSdl, findBreakingChanges, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { fromProjectRoot } from '../api/lib/project-root.ts';

/** The committed SDL of the last published contract, which clients were built against. */
export const SNAPSHOT_FILE = fromProjectRoot('graphql', 'schema.snapshot.graphql');
/** Breaking changes made on purpose since the snapshot, each with its reason (README, "How to mark a breaking change"). */
export const ALLOWED_FILE = fromProjectRoot('graphql', 'breaking-changes.json');

/** A breaking change marked as intended. */
export type AllowedChange = { change: string; reason: string };

const schemaDir = fromProjectRoot('graphql', 'schema');

/** The contract the gateway serves: the SDL files of graphql/schema, built with no resolvers. */
export const liveSchema = (): GraphQLSchema =>
  fromSdl(
    readdirSync(schemaDir)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(`${schemaDir}/${file}`, 'utf8'))
      .join('\n'),
  );

/** The schema as SDL, sorted so that moving a type between files changes nothing. */
export const printContract = (schema: GraphQLSchema): string => printSchema(lexicographicSortSchema(schema));

/** Each breaking change from the snapshot to `live`, as "<TYPE>: <description>" (graphql's findBreakingChanges). */
export const breakingChanges = (live: GraphQLSchema): string[] =>
  findBreakingChanges(fromSdl(readFileSync(SNAPSHOT_FILE, 'utf8')), live).map((change) => `${change.type}: ${change.description}`);

/** The marked breaking changes. */
export const allowedChanges = (): AllowedChange[] => JSON.parse(readFileSync(ALLOWED_FILE, 'utf8')) as AllowedChange[];
