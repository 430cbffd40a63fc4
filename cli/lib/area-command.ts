import { Command } from 'commander';

/** `venue <area> …`: the area's commands, declared as a list. */
export function areaCommand(name: string, description: string, commands: readonly Command[]): Command {
  const area = new Command(name).description(description);
  for (const command of commands) area.addCommand(command);
  return area;
}
