import type { Command } from 'commander';
import { addEveryDeferredOption } from './lib/deferred-options.ts';
import { COMMANDS, findEntry } from './registry.ts';
import { rootCommand, throwOnUsageErrors } from './root.ts';

/**
 * The `venue` program for one call: only the command `argv` names is loaded; the others are listed
 * by name and description, so `venue --help` loads none of them.
 */
export async function buildProgramFor(argv: readonly string[]): Promise<Command> {
  const program = rootCommand();
  // The command is the first word that is neither an option nor the value of the root's `--gateway <url>`.
  const [word, next] = argv.slice(2).filter((arg, i, args) => !arg.startsWith('-') && args[i - 1] !== '--gateway');
  const wanted = findEntry(word === 'help' ? next : word);
  for (const entry of COMMANDS) {
    if (entry === wanted) {
      program.addCommand(await entry.load());
      continue;
    }
    const { Command } = await import('commander');
    program.addCommand(new Command(entry.name).description(entry.description).aliases(entry.aliases ?? []));
  }
  return throwOnUsageErrors(program);
}

/** The whole program, every command loaded: for completion scripts and the parity tests. */
export async function buildProgram(): Promise<Command> {
  const program = rootCommand();
  for (const command of await Promise.all(COMMANDS.map((entry) => entry.load()))) program.addCommand(command);
  await addEveryDeferredOption(program);
  return throwOnUsageErrors(program);
}
