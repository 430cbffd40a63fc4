import type { Command } from 'commander';

/** The lines of a command's examples, given its area's name (its parent command's: `roles`) and the command itself. */
export type ExampleLines = readonly string[] | ((area: string, command: Command) => readonly string[]);

/** The "Examples:" section that ends a command's help, one `$ …` line each. */
export const examplesText = (lines: readonly string[]): string => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}`;

/**
 * Ends a command's help with examples. A factory's command does not know its area's name when it is
 * built, so `lines` may be a function of it, called when the help is shown.
 */
export function withExamples(command: Command, lines: ExampleLines): Command {
  return command.addHelpText('after', (context) => examplesText(typeof lines === 'function' ? lines(context.command.parent?.name() ?? '<area>', context.command) : lines));
}

/**
 * The `venue <area> list …` that prints the ids of an area's records, to pipe into a verb on many:
 * `list --all --fields id` (or `list --json` for a list on one page), with the list's required parent
 * and, for the trash, `--deleted`. None when the area has no list.
 */
export function listIdsExample(area: Command, trash = false): string | undefined {
  const list = area.commands.find((command) => command.name() === 'list');
  if (!list) return undefined;
  const takes = (flag: string) => list.options.some((option) => option.long === flag);
  const parent = list.options.find((option) => option.mandatory);
  return [
    `venue ${area.name()} list`,
    ...(parent ? [`${parent.long} <${parent.attributeName()}-id>`] : []),
    ...(trash && takes('--deleted') ? ['--deleted'] : []),
    takes('--all') ? '--all --fields id' : '--json',
  ].join(' ');
}
