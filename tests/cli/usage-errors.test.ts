import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeHome, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const home = makeHome();
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("commander's usage errors, in the CLI's words", () => {
  // What was typed, the one line saying what is wrong, and the command whose --help the hint names.
  const cases: [args: string[], line: string, help: string][] = [
    [['roles', 'list', '--x'], "Unknown option '--x'", 'venue roles list'],
    [['roles', 'list', '--lmit', '3'], "Unknown option '--lmit' (did you mean --limit?)", 'venue roles list'],
    [['--nope'], "Unknown option '--nope'", 'venue'],
    [['roles', 'get'], "Missing required argument 'id'", 'venue roles get'],
    [['rols'], "Unknown command 'rols' (did you mean roles?)", 'venue'],
    [['roles', 'lst'], "Unknown command 'lst' (did you mean list?)", 'venue roles'],
    [['roles', 'list', '--limit'], "Option '--limit <n>' argument missing", 'venue roles list'],
    [['--gateway', 'whoami'], "Option '--gateway <url>' argument 'whoami' is invalid. It takes the gateway's URL, e.g. --gateway https://venue.example.com", 'venue'],
    [['completion', 'tcsh'], "Command-argument value 'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish", 'venue completion'],
    [['roles', 'list', 'extra'], "Too many arguments for 'list'. Expected 0 arguments but got 1", 'venue roles list'],
    [['media', 'upload', 'cover.jpg'], "Required option '--path <section>' not specified", 'venue media upload'],
    [['export', 'roles', '--csv', '--sort', 'name'], "Unknown option '--sort'", 'venue export roles'],
  ];

  it.each(cases)('venue %j: "venue: …" on one line, the --help to read, exit 2, nothing on stdout', async (args, line, help) => {
    const run = await venue(args, { home });
    expect(run).toEqual({ code: 2, stdout: '', stderr: `venue: ${line}\nRun \`${help} --help\` for usage.\n` });
  });

  it('the --help it names is there (exit 0)', async () => {
    for (const help of new Set(cases.map(([, , command]) => command))) {
      const run = await venue([...help.split(' ').slice(1), '--help'], { home });
      expect([run.code, run.stdout], help).toEqual([0, expect.stringContaining(`Usage: ${help}`)]);
    }
  });
});
