// Command-line options of the bench: `--name value`, `--name=value`, or `--name` alone (true).
// run.mjs hands every part the command line's words (less --only); a part reads its own options
// with this (api: --duration, --calls, --profile) and leaves the others'.

/** Parses argv (without node and the script) into { name: value | true }. */
export function parseArgs(argv) {
  const args = {};
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(argv[index]);
    if (!match) throw new Error(`unexpected argument ${argv[index]} (options are --name [value])`);
    const [, name, inline] = match;
    if (inline !== undefined) args[name] = inline;
    else if (index + 1 < argv.length && !argv[index + 1].startsWith('--')) args[name] = argv[(index += 1)];
    else args[name] = true;
  }
  return args;
}
