import type { Command } from 'commander';

const pending = new WeakMap<Command, () => Promise<void>>();

/**
 * Options of `command` that are added only when it is about to run or show its help: those read
 * from another command's module (`venue export <area>` takes the filters of `venue <area> list`), so
 * a call loads that module only when it names the command. `add` runs once.
 */
export function deferOptions(command: Command, add: () => Promise<void>): Command {
  pending.set(command, add);
  return command;
}

/** Adds `command`'s deferred options, if it has any: the parent's `preSubcommand` hook. */
export async function addDeferredOptions(command: Command): Promise<void> {
  const add = pending.get(command);
  pending.delete(command);
  await add?.();
}

/** Adds the deferred options of `command` and of every command under it: the whole program, as completion walks it. */
export async function addEveryDeferredOption(command: Command): Promise<void> {
  await addDeferredOptions(command);
  for (const sub of command.commands) await addEveryDeferredOption(sub);
}
