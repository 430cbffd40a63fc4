import { found } from '#domain/found';
import { Command } from 'commander';
import { graphql } from '#gql';
import { MODULE_KEYS } from '#domain/modules';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { idArgument } from '../../lib/id-argument.ts';
import { printJson, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
import { requireChange } from '../../lib/require-change.ts';
import { printRole } from './print-role.ts';

const CreateRoleDocument = graphql(`
  mutation CliCreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      message
      role {
        ...CliRoleFields
      }
    }
  }
`);

const UpdateRoleDocument = graphql(`
  mutation CliUpdateRole($input: UpdateRoleInput!) {
    updateRole(input: $input) {
      message
      role {
        ...CliRoleFields
      }
    }
  }
`);

const CurrentRoleDocument = graphql(`
  query CliCurrentRole($id: ID!) {
    role(id: $id) {
      ...CliRoleFields
    }
  }
`);

type ModuleKey = (typeof MODULE_KEYS)[number];
const ACTIONS = ['all', 'add', 'view', 'edit', 'del'] as const;
type Permission = { module: ModuleKey } & Record<(typeof ACTIONS)[number], boolean>;

// `delete` is the column's name in `venue roles get` and the web's matrix: the same action as `del`.
const ACTION_NAMES: Record<string, (typeof ACTIONS)[number]> = { ...Object.fromEntries(ACTIONS.map((a) => [a, a])), delete: 'del' };
// A module by its key (eventTickets) or as the CLI names its area (event-tickets, contact-us; ips, memories).
const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const MODULE_ALIASES: Record<string, ModuleKey> = { ips: 'intellectualProperties', memories: 'memoryEvents' };
const moduleNamed = (name: string): ModuleKey | undefined => MODULE_KEYS.find((key) => squash(key) === squash(name)) ?? MODULE_ALIASES[squash(name)];

/** `--allow menu:view,edit --allow users:all` → the whole matrix, every other flag off. */
export function permissionsOf(allows: readonly string[]): Permission[] {
  const granted = new Map<string, Set<string>>();
  for (const allow of allows) {
    const [name = '', list = ''] = allow.split(':');
    const module = moduleNamed(name);
    if (!module) throw new CliError(ExitCode.INVALID, `Unknown module "${name}" in --allow: pick from ${MODULE_KEYS.join(', ')}`);
    const words = list.split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
    const bad = words.find((a) => !Object.hasOwn(ACTION_NAMES, a));
    const actions = words.flatMap((a) => ACTION_NAMES[a] ?? []);
    if (bad || actions.length === 0) throw new CliError(ExitCode.INVALID, `--allow ${allow}: actions are ${ACTIONS.join(', ')} (del or delete; e.g. menu:view,edit)`);
    granted.set(module, new Set([...(granted.get(module) ?? []), ...actions]));
  }
  return MODULE_KEYS.map((module) => {
    const actions = granted.get(module) ?? new Set<string>();
    const all = actions.has('all');
    return { module: module as ModuleKey, all, add: all || actions.has('add'), view: all || actions.has('view'), edit: all || actions.has('edit'), del: all || actions.has('del') };
  });
}

const collect = (value: string, previous: string[] = []) => [...previous, value];
const ALLOW_HELP = `a module and its actions, e.g. menu:view,edit or users:all (repeat it; modules: ${MODULE_KEYS.join(', ')})`;
const optionsSchema = z.object({ name: z.string().optional(), allow: z.array(z.string()).optional(), json: z.boolean().default(false) });

/** `venue roles create --name <name> --allow <module:actions>…`. */
export const rolesCreateCommand = new Command('create')
  .description('add a role with its permissions')
  .option('--name <name>', 'the role name (unique)')
  .option('--allow <module:actions>', ALLOW_HELP, collect)
  .option('--json', 'print the new role as JSON')
  .addHelpText('after', '\nExamples:\n  $ venue roles create --name "Door staff" --allow users:view --allow bookings:view\n  $ venue roles create --name Managers --allow menu:all --allow events:view,edit --json')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      if (options.name === undefined) throw new CliError(ExitCode.USAGE, '--name is required');
      const { client } = await signedInClient();
      const { createRole } = await client.request(CreateRoleDocument, { input: { name: options.name, permissions: permissionsOf(options.allow ?? []) } });
      if (options.json) printJson(createRole.role);
      else printRole(createRole.role);
      say(createRole.message);
      return ExitCode.OK;
    }),
  );

/** `venue roles update <id> [--name] [--allow …]`: flags not given are kept. */
export const rolesUpdateCommand = new Command('update')
  .description('rename a role or replace its permissions (flags not given are kept)')
  .argument('<id>', 'role id')
  .option('--name <name>', 'the new name')
  .option('--allow <module:actions>', `${ALLOW_HELP}; replaces every permission`, collect)
  .option('--json', 'print the updated role as JSON')
  .addHelpText('after', '\nExamples:\n  $ venue roles update <id> --name "Night managers"\n  $ venue roles update <id> --allow menu:view --allow events:all')
  .action(
    action(async (id: string, raw: unknown) => {
      const roleId = parse(idArgument('role'), id);
      const options = parse(optionsSchema, raw);
      requireChange(rolesUpdateCommand, { name: options.name, allow: options.allow });
      const { client } = await signedInClient();
      const role = found((await client.request(CurrentRoleDocument, { id: roleId })).role);
      const permissions = options.allow ? permissionsOf(options.allow) : role.permissions.map(({ module, all, add, view, edit, del }) => ({ module, all, add, view, edit, del }));
      const { updateRole } = await client.request(UpdateRoleDocument, { input: { id: roleId, name: options.name ?? role.name, permissions } });
      if (options.json) printJson(updateRole.role);
      else printRole(updateRole.role);
      say(updateRole.message);
      return ExitCode.OK;
    }),
  );
