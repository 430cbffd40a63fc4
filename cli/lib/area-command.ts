import { Command } from 'commander';
import { withExamples } from './examples.ts';

/** `venue <area> …`: the area's commands, declared as a list; `aliases` are other names it answers to. */
export function areaCommand(name: string, description: string, commands: readonly Command[], aliases: readonly string[] = []): Command {
  const area = new Command(name).description(description).aliases(aliases);
  for (const command of commands) area.addCommand(command);
  const has = (verb: string) => commands.some((command) => command.name() === verb);
  return withExamples(area, [
    ...(has('list') ? [`venue ${name} list`, `venue ${name} list --json`] : []),
    ...(has('get') ? [`venue ${name} get <id>`] : []),
    `venue ${name} <command> --help          # each command's options and examples`,
  ]);
}
