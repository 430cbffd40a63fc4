// Writes graphql/schema.snapshot.graphql from the live schema: run when a contract is published, then empty graphql/breaking-changes.json.
import { writeFileSync } from 'node:fs';
import { liveSchema, printContract, SNAPSHOT_FILE } from '../graphql/snapshot.ts';

writeFileSync(SNAPSHOT_FILE, printContract(liveSchema()));
console.error(`wrote ${SNAPSHOT_FILE}`);
