import type { Command } from 'commander';

/** The words that run `command`: `venue roles list`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/**
 * One of commander's own usage errors ("error: unknown option '--x'", a "(Did you mean --limit?)"
 * line under it) in the words of the CLI's own errors: `venue: ` and one sentence on one line, the
 * suggestion in it; then, on a line of its own, the `--help` of the command that refused it.
 */
export function usageErrorText(text: string, path: string): string {
  const [first = '', ...more] = text.trim().replace(/^error:\s*/, '').split('\n');
  const sentence = first.trim().replace(/\.$/, '');
  const asides = more.map((line) => line.trim().replace(/^\((.*)\)$/, '$1').replace(/^Did/, 'did')).filter(Boolean);
  const aside = asides.length ? ` (${asides.join('; ')})` : '';
  return `venue: ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${aside}\nRun \`${path} --help\` for usage.\n`;
}

/** Has `command` print commander's usage errors as usageErrorText words them (exit code 2 is main's). */
export function wordUsageErrors(command: Command): Command {
  return command.configureOutput({ outputError: (text, write) => write(usageErrorText(text, commandPath(command))) });
}
