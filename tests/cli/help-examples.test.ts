import type { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../../cli/program.ts';
import { makeHome, venue } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

/** Every command of the program with its path of names (`['roles', 'set-status']`). */
const everyCommand = (command: Command, path: string[] = []): [string[], Command][] => [[path, command], ...command.commands.flatMap((sub) => everyCommand(sub, [...path, sub.name()]))];

/** The help a command prints, with the text added after it (its examples). */
const helpOf = (command: Command): string => {
  let text = '';
  command.configureOutput({ writeOut: (chunk) => void (text += chunk), writeErr: (chunk) => void (text += chunk) });
  command.outputHelp();
  return text;
};

describe('every command’s --help', () => {
  it('ends with examples of that command, under its own names', async () => {
    const program = await buildProgram();
    const commands = everyCommand(program);
    expect(commands.length).toBeGreaterThan(130);
    const missing = commands
      .filter(([path, command]) => {
        const examples = helpOf(command).split('\nExamples:\n')[1];
        return !examples || !examples.includes(`$ ${['venue', ...path].join(' ')}`);
      })
      .map(([path]) => ['venue', ...path].join(' '));
    expect(missing).toEqual([]);
  });

  it('as the real CLI prints it, for a derived verb: the area’s own names, piping from its list', async () => {
    const run = await venue(['roles', 'set-status', '--help'], { home: makeHome() });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\nExamples:\n/);
    expect(run.stdout).toContain('$ venue roles set-status <id> inactive');
    expect(run.stdout).toContain('venue roles list --all --fields id | venue roles set-status inactive --yes');
  });
});
