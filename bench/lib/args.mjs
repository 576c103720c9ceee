// Command-line options of the bench: `--name value`, `--name=value`, or `--name` alone (true); a
// name given twice gives an array. run.mjs hands the options (less --only) to every part, which reads
// its own (api: --duration, --calls, --profile) and leaves the others'.

/** Parses argv (without node and the script) into { name: value | true | [values] }. */
export function parseArgs(argv) {
  const args = {};
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(argv[index]);
    if (!match) throw new Error(`unexpected argument ${argv[index]} (options are --name [value])`);
    const [, name, inline] = match;
    let value = true;
    if (inline !== undefined) value = inline;
    else if (index + 1 < argv.length && !argv[index + 1].startsWith('--')) value = argv[(index += 1)];
    args[name] = name in args ? [args[name], value].flat() : value;
  }
  return args;
}
