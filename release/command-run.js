/**
 * How the repository's commands (`npm run release`, `npm run routes`) read their arguments and
 * end, one way for both: arguments read strictly (node:util parseArgs), a misspelt option one line;
 * `--help` the usage and exit code 0; problems with the command line one line each, then the
 * usage's first line, exit code 1, nothing run; a refusal its own lines as they are, exit code 1
 * (the registry as it was); anything else `<command> failed: …`, exit code 1.
 */
const { parseArgs } = require('node:util');

/** parseArgs's own message, in one line: which option, and what is wrong with it. */
function parseProblem(error) {
  const text = String(error.message).split('\n')[0];
  const option = text.match(/'(-[^' ]*)/)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option ?? ''}`.trim();
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (/argument missing/.test(text)) return `${option ?? 'an option'} needs a value`;
    if (/ambiguous/.test(text)) return `${option} needs a value; one that starts with - is written ${option}=<value>`;
    return `${option} takes no value`;
  }
  return text;
}

/**
 * `args` read with `options` (and positionals): `{ values, positionals }`, `{ help: usage }` when
 * `--help` is among them, or `{ problems }` (one) when parseArgs refuses them.
 */
function readArgs(args, options, usage) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    return { problems: [parseProblem(error)] };
  }
  return parsed.values.help ? { help: usage } : parsed;
}

/**
 * Runs `command` (what the command line asked for: `{ help }`, `{ problems }` or what `run` takes)
 * and resolves with the exit code: `run`'s, or 1 when it throws. `refusalLinesOf(error)`: the lines
 * of an error that is a refusal, printed as they are; undefined for any other error.
 */
async function runCommandLine({ name, command, usage, run, refusalLinesOf }) {
  if (command.help) {
    console.log(command.help);
    return 0;
  }
  if (command.problems) {
    for (const problem of command.problems) console.error(problem);
    console.error(usage.split('\n')[0]);
    return 1;
  }
  try {
    return await run(command);
  } catch (error) {
    const refusal = refusalLinesOf(error);
    if (refusal) for (const line of refusal) console.error(line);
    else console.error(`${name} failed: ${error.message}`);
    return 1;
  }
}

module.exports = { readArgs, runCommandLine };
