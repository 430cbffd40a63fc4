import { Argument, Command, type Option } from 'commander';
import { action } from '../../lib/action.ts';
import { examplesText } from '../../lib/examples.ts';
import { ExitCode } from '../../lib/exit-codes.ts';

/** What completion needs of one command path: its subcommands, its options, those that take a value, and the words its arguments take. */
interface Node {
  commands: string[];
  options: string[];
  /** Options followed by a value (`--search <text>`, `-o <file>`), the root's included: their value is not a command or an argument. */
  values: string[];
  /** The words an argument takes (`venue completion <bash|zsh|fish>`). */
  choices: string[];
}

const flagsOf = (option: Option) => [option.long, option.short].filter((flag): flag is string => Boolean(flag));

/** Every command path of the program (`''`, `roles`, `roles list`, `ips list` …) and what completes after it. */
function walk(command: Command, path: string[], globalValues: readonly string[], into: Map<string, Node>): void {
  const values = command.options.filter((option) => option.required || option.optional).flatMap(flagsOf);
  const commands = command.commands.flatMap((sub) => [sub.name(), ...sub.aliases()]);
  const options = [...command.options.map((option) => option.long).filter((long): long is string => Boolean(long)), '--help'];
  const choices = command.registeredArguments.flatMap((argument) => argument.argChoices ?? []);
  into.set(path.join(' '), { commands, options, values: [...new Set([...values, ...globalValues])], choices });
  // The root's options (--gateway <url>) may come after the command too.
  const inherited = path.length === 0 ? values : globalValues;
  for (const sub of command.commands) for (const name of [sub.name(), ...sub.aliases()]) walk(sub, [...path, name], inherited, into);
}

const quoted = (words: readonly string[]) => `'${words.join(' ')}'`;

/**
 * Shared by bash and zsh: `_venue_node PATH` sets what completes after a command path, and
 * `_venue_path WORD…` finds the path the words typed so far lead to, skipping an option's value
 * (`--search foo`, `--gateway http://x`) and the arguments (`roles get <id>`), and says in
 * `_venue_skip` whether the word being typed is an option's value.
 */
const shellFunctions = (tree: Map<string, Node>) => `_venue_node() {
  case "$1" in
${[...tree.entries()]
  .map(([path, node]) => `    ${JSON.stringify(path)}) _venue_commands=${quoted(node.commands)}; _venue_values=${quoted(node.values)}; _venue_words=${quoted([...node.commands, ...node.choices, ...node.options])} ;;`)
  .join('\n')}
    *) _venue_commands=''; _venue_values=''; _venue_words='' ;;
  esac
}
_venue_path() {
  local word skip=0
  _venue_cmdpath=''
  _venue_node ''
  for word in "$@"; do
    if [ "$skip" = 1 ]; then skip=0; continue; fi
    case "$word" in
      --*=*) ;;
      -*) case " $_venue_values " in *" $word "*) skip=1 ;; esac ;;
      *) case " $_venue_commands " in *" $word "*) _venue_cmdpath="\${_venue_cmdpath:+$_venue_cmdpath }$word"; _venue_node "$_venue_cmdpath" ;; esac ;;
    esac
  done
  _venue_skip=$skip
}`;

const bash = (tree: Map<string, Node>) => `# venue completion for bash: source <(venue completion bash), or save it under ~/.local/share/bash-completion/completions/venue
${shellFunctions(tree)}
_venue() {
  local cur="\${COMP_WORDS[COMP_CWORD]}"
  _venue_path "\${COMP_WORDS[@]:1:COMP_CWORD-1}"
  COMPREPLY=()
  # An option's value: left to the shell's default (file names).
  [ "$_venue_skip" = 1 ] && return
  COMPREPLY=($(compgen -W "$_venue_words" -- "$cur"))
}
complete -o default -F _venue venue
`;

const zsh = (tree: Map<string, Node>) => `#compdef venue
# venue completion for zsh: venue completion zsh > "\${fpath[1]}/_venue", or source <(venue completion zsh)
${shellFunctions(tree)}
_venue() {
  _venue_path "\${(@)words[2,CURRENT-1]}"
  # An option's value: file names.
  if [[ $_venue_skip == 1 ]]; then _files; return; fi
  local -a choices
  choices=(\${=_venue_words})
  compadd -a choices
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _venue "$@"; else compdef _venue venue; fi
`;

const fish = (tree: Map<string, Node>) => {
  const lines = ['# venue completion for fish: venue completion fish > ~/.config/fish/completions/venue.fish', 'complete -c venue -f'];
  const cases = (pick: (node: Node) => readonly string[]) =>
    [...tree.entries()]
      .filter(([, node]) => pick(node).length > 0)
      .map(([path, node]) => `    case ${JSON.stringify(path)}\n      printf '%s\\n' ${pick(node).map((w) => `'${w}'`).join(' ')}`)
      .join('\n');
  for (const [path, node] of tree) {
    // Offered when the words typed lead to exactly this path, and not while an option's value is typed.
    const condition = `__fish_venue_at ${JSON.stringify(path)}`;
    for (const word of [...node.commands, ...node.choices]) lines.push(`complete -c venue -n '${condition}' -a ${JSON.stringify(word)}`);
    for (const option of node.options) lines.push(`complete -c venue -n '${condition}' -l ${option.replace(/^--/, '')}${node.values.includes(option) ? ' -r' : ''}`);
  }
  return `function __fish_venue_commands
  switch $argv[1]
${cases((node) => node.commands)}
  end
end
function __fish_venue_values
  switch $argv[1]
${cases((node) => node.values)}
  end
end
function __fish_venue_at
  set -l path ''
  set -l skip 0
  for word in (commandline -opc)[2..-1]
    if test $skip = 1
      set skip 0
      continue
    end
    switch $word
      case '--*=*'
      case '-*'
        contains -- $word (__fish_venue_values "$path"); and set skip 1
      case '*'
        contains -- $word (__fish_venue_commands "$path"); and set path (string trim -- "$path $word")
    end
  end
  test $skip = 0; and test "$path" = "$argv[1]"
end
${lines.join('\n')}
`;
};

const SHELLS = { bash, zsh, fish } as const;

/** `venue completion bash|zsh|fish`: a completion script for every command, verb and option. */
export const completionCommand = new Command('completion')
  .description('print a shell completion script: venue completion bash|zsh|fish')
  .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(Object.keys(SHELLS)))
  .addHelpText('after', examplesText(['source <(venue completion bash)                          # in ~/.bashrc', 'venue completion zsh > "${fpath[1]}/_venue"', 'venue completion fish > ~/.config/fish/completions/venue.fish']))
  .action(
    action(async (shell: keyof typeof SHELLS) => {
      const { buildProgram } = await import('../../program.ts');
      const tree = new Map<string, Node>();
      walk(await buildProgram(), [], [], tree);
      process.stdout.write(SHELLS[shell](tree));
      return ExitCode.OK;
    }),
  );
