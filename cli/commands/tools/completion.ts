import { Command, type Option } from 'commander';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { ExitCode } from '../../lib/exit-codes.ts';

/** The command tree as completion needs it: each command path's subcommands and long options. */
interface Node {
  words: string[];
  options: string[];
}

function walk(command: Command, path: string[], into: Map<string, Node>): void {
  const words = command.commands.flatMap((sub) => [sub.name(), ...sub.aliases()]);
  const options = command.options.map((option: Option) => option.long).filter((long): long is string => Boolean(long));
  into.set(path.join(' '), { words, options: [...options, '--help'] });
  for (const sub of command.commands) for (const name of [sub.name(), ...sub.aliases()]) walk(sub, [...path, name], into);
}

const bash = (tree: Map<string, Node>) => `# venue completion for bash: source <(venue completion bash), or save it under ~/.local/share/bash-completion/completions/venue
_venue() {
  local cur cmdpath i
  cur="\${COMP_WORDS[COMP_CWORD]}"
  cmdpath=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "\${COMP_WORDS[i]}" in -*) ;; *) cmdpath="\${cmdpath:+$cmdpath }\${COMP_WORDS[i]}" ;; esac
  done
  local words=""
  case "$cmdpath" in
${[...tree.entries()].map(([path, node]) => `    ${JSON.stringify(path)}) words=${JSON.stringify([...node.words, ...node.options].join(' '))} ;;`).join('\n')}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _venue venue
`;

const zsh = (tree: Map<string, Node>) => `#compdef venue
# venue completion for zsh: venue completion zsh > "\${fpath[1]}/_venue", or source <(venue completion zsh)
_venue() {
  local cmdpath="" word
  for word in \${words[2,CURRENT-1]}; do
    [[ $word == -* ]] || cmdpath="\${cmdpath:+$cmdpath }$word"
  done
  local -a choices
  case "$cmdpath" in
${[...tree.entries()].map(([path, node]) => `    ${JSON.stringify(path)}) choices=(${[...node.words, ...node.options].map((w) => `'${w}'`).join(' ')}) ;;`).join('\n')}
  esac
  compadd -a choices
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _venue "$@"; else compdef _venue venue; fi
`;

const fish = (tree: Map<string, Node>) => {
  const lines = ['# venue completion for fish: venue completion fish > ~/.config/fish/completions/venue.fish', 'complete -c venue -f'];
  for (const [path, node] of tree) {
    // Offered when exactly this path of commands has been typed.
    const condition = `__fish_venue_path ${JSON.stringify(path)}`;
    for (const word of node.words) lines.push(`complete -c venue -n '${condition}' -a ${JSON.stringify(word)}`);
    for (const option of node.options) lines.push(`complete -c venue -n '${condition}' -l ${option.replace(/^--/, '')}`);
  }
  return `function __fish_venue_path
  set -l words (commandline -opc)
  set -l path
  for word in $words[2..-1]
    string match -q -- '-*' $word; or set path $path $word
  end
  test "$path" = "$argv[1]"
end
${lines.join('\n')}
`;
};

const SHELLS = { bash, zsh, fish } as const;

/** `venue completion bash|zsh|fish`: a completion script for every command, verb and option. */
export const completionCommand = new Command('completion')
  .description('print a shell completion script: venue completion bash|zsh|fish')
  .argument('<shell>', 'bash, zsh or fish')
  .addHelpText(
    'after',
    `
Examples:
  $ source <(venue completion bash)                          # in ~/.bashrc
  $ venue completion zsh > "\${fpath[1]}/_venue"
  $ venue completion fish > ~/.config/fish/completions/venue.fish`,
  )
  .action(
    action(async (shell: string) => {
      const make = SHELLS[shell as keyof typeof SHELLS];
      if (!make) throw new CliError(ExitCode.USAGE, `Unknown shell "${shell}": use bash, zsh or fish`);
      const { buildProgram } = await import('../../program.ts');
      const tree = new Map<string, Node>();
      walk(await buildProgram(), [], tree);
      process.stdout.write(make(tree));
      return ExitCode.OK;
    }),
  );
