import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { AREAS } from '#domain/areas/index';
import type { StandardOperation } from '#domain/declaration/area-declaration';
import { CLI_VERBS, declaredOperations } from '#domain/declaration/declared-operations';
import { hasOperation } from '#domain/declaration/has-operation';
import { graphqlFields } from '#domain/declaration/graphql-fields';
import { buildSchema } from '../../gateway/schema.ts';
import { buildProgram } from '../../cli/program.ts';

const program = await buildProgram();
const queries = buildSchema().getQueryType()!.getFields();
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const commandOf = (area: string): Command | undefined => program.commands.find((command) => command.name() === kebab(area));
const verbsOf = (area: string) => (commandOf(area)?.commands ?? []).map((command) => command.name());

describe.each(AREAS.map((area) => [area.key, area] as const))('CLI parity of %s', (key, area) => {
  it('has a verb for every declared operation and toggle', () => {
    expect(commandOf(key), `venue ${kebab(key)}`).toBeDefined();
    for (const { operation, cli } of declaredOperations(area)) {
      for (const verb of cli) expect(verbsOf(key), `${operation}: venue ${kebab(key)} ${verb}`).toContain(verb);
    }
  });

  it('filters its list by status (--status, and --where-status on bulk verbs) wherever the GraphQL list takes a status, a block or a subscription', () => {
    const list = commandOf(key)?.commands.find((command) => command.name() === 'list');
    const field = queries[graphqlFields(area).list.name];
    if (!list || !field) return;
    const takesStatus = field.args.some((arg) => ['status', 'blocked', 'subscribed'].includes(arg.name));
    expect(list.options.some((option) => option.long === '--status'), `venue ${kebab(key)} list --status`).toBe(takesStatus);
    const parentList = list.options.some((option) => option.required && option.mandatory);
    if (!takesStatus || parentList) return;
    // The verbs on many records (withBulkOptions), not `newsletters send`, whose --dry-run only counts.
    const bulkVerbs = (commandOf(key)?.commands ?? []).filter((command) => command.options.some((option) => option.long === '--continue-on-error'));
    for (const verb of bulkVerbs) expect(verb.options.some((option) => option.long === '--where-status'), `venue ${kebab(key)} ${verb.name()} --where-status`).toBe(true);
  });

  it('offers list --deleted wherever the area restores and its GraphQL list takes deleted', () => {
    const list = commandOf(key)?.commands.find((command) => command.name() === 'list');
    const field = queries[graphqlFields(area).list.name];
    if (!list || !field) return;
    const trash = hasOperation(area, 'restore') && field.args.some((arg) => arg.name === 'deleted');
    expect(list.options.some((option) => option.long === '--deleted'), `venue ${kebab(key)} list --deleted`).toBe(trash);
    if (hasOperation(area, 'restore')) expect(trash, `GraphQL ${field.name}(deleted:)`).toBe(true);
  });

  it('has no verb for a standard operation it does not declare', () => {
    const undeclared = Object.entries(CLI_VERBS)
      .filter(([operation]) => !hasOperation(area, operation as StandardOperation))
      .map(([, verb]) => verb);
    for (const verb of undeclared) expect(verbsOf(key), `venue ${kebab(key)} ${verb}`).not.toContain(verb);
  });
});
