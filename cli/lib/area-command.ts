import { Command } from 'commander';

/** `venue <area> …`: the area's commands, declared as a list; `aliases` are other names it answers to. */
export function areaCommand(name: string, description: string, commands: readonly Command[], aliases: readonly string[] = []): Command {
  const area = new Command(name).description(description).aliases(aliases);
  for (const command of commands) area.addCommand(command);
  return area;
}
