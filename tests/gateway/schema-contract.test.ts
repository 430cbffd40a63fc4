import { buildSchema as fromSdl, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType } from 'graphql';
import { describe, expect, test } from 'vitest';
import { allowedChanges, breakingChanges, liveSchema, printContract } from '../../graphql/snapshot.ts';

// Built from the same SDL files as the gateway's schema, with this test's copy of graphql.
const live = liveSchema();

describe('schema change safety', () => {
  test('the live schema breaks nothing of the committed snapshot unless the change is marked in graphql/breaking-changes.json', () => {
    const marked = allowedChanges();
    expect(marked.every((entry) => entry.reason.trim().length > 0), 'every marked change gives its reason').toBe(true);
    const unmarked = breakingChanges(live).filter((change) => !marked.some((entry) => entry.change === change));
    expect(unmarked, 'breaking changes: deprecate instead, or mark them (README, "How to mark a breaking change")').toEqual([]);
  });

  test('every mark names a breaking change that is really there, so none outlives its change', () => {
    const now = breakingChanges(live);
    expect(allowedChanges().filter((entry) => !now.includes(entry.change))).toEqual([]);
  });

  test('a removed field and a newly required argument are caught', () => {
    const sdl = printContract(live)
      .replace(/\n\s+"""[^"]*"""\n\s+allRoles: \[Role!\]!/, '')
      .replace(/(\n {2}enquiries\([^)]*?\n)(\s+)"""Items per page, 1 to 100 \(default 10\)\."""\n\s+limit: Int\n/, '$1$2limit: Int!\n');
    expect(breakingChanges(fromSdl(sdl))).toEqual(['FIELD_REMOVED: Query.allRoles was removed.', 'ARG_CHANGED_KIND: Query.enquiries arg limit has changed type from Int to Int!.']);
  });
});

describe('descriptions', () => {
  test('every type, field, argument and input field of the schema is described', () => {
    const missing: string[] = [];
    for (const type of Object.values(live.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
      if (!type.description?.trim()) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
      if (isEnumType(type) && type.getValues().length === 0) missing.push(`${type.name} has no values`);
    }
    expect(missing).toEqual([]);
  });
});
