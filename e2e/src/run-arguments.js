/**
 * The command line of `npm run test:e2e` (e2e/run.js): its own options, --site and --preview, a
 * few Playwright options it passes on as they are, test filters, and after `--` anything for
 * Playwright unread. Anything else is refused with one line (e2e/README.md "Against a running site").
 */
const { parseArgs } = require('node:util');

const OWN_OPTIONS = {
  site: { type: 'string' },
  preview: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** The Playwright options a run usually needs, accepted before `--`: a typo in them is refused here. */
const PLAYWRIGHT_OPTIONS = {
  project: { type: 'string', multiple: true },
  workers: { type: 'string', short: 'j' },
  grep: { type: 'string', short: 'g' },
  'grep-invert': { type: 'string', short: 'G' },
  list: { type: 'boolean' },
  reporter: { type: 'string' },
  'repeat-each': { type: 'string' },
  'max-failures': { type: 'string' },
  headed: { type: 'boolean' },
  shard: { type: 'string' },
};

const USAGE = `usage: npm run test:e2e -- [--site <origin> [--preview <link>]] [playwright options] [filters] [-- other playwright options]
  --site <origin>    run the reader projects against this running site (no local site is started)
  --preview <link>   open this preview link of the site once; every browser context carries its cookie
  playwright options accepted as they are: ${Object.keys(PLAYWRIGHT_OPTIONS)
    .map((name) => `--${name}`)
    .join(' ')}
`;

class UsageError extends Error {}

/** How a preview link is shown: its origin alone, as its path or query holds the signed grant. */
const shownLink = (link) => `${new URL(link).origin}/…`;

function urlOf(value, option) {
  try {
    return new URL(value);
  } catch {
    throw new UsageError(`${option} needs an absolute http or https URL`);
  }
}

function siteOrigin(value) {
  const url = urlOf(value, '--site');
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--site needs an http or https origin, not ${url.protocol}`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new UsageError(`--site takes an origin alone (${url.origin}), without path, query or credentials`);
  return url.origin;
}

function previewLink(value, site) {
  const url = urlOf(value, '--preview');
  if (url.origin !== site) throw new UsageError(`--preview must be a link on ${site}, not on ${url.origin}`);
  return url.href;
}

/** The message of node:util's parse error as one line naming the option. */
function usageErrorOf(error) {
  const option = /'(-[^' ]+)/.exec(error.message)?.[1] ?? 'an option';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new UsageError(`unknown option ${option}: other Playwright options go after --, as in -- ${option}`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new UsageError(
        error.message.includes('argument missing') ? `${option} needs a value` : `${option} takes no value`,
      );
    default:
      return new UsageError(error.message);
  }
}

/**
 * `{ help, site, preview, playwright }`: the site's origin and the preview link (undefined
 * without them) and the arguments for `playwright test`. Throws a UsageError.
 */
function parseRunArguments(args) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...OWN_OPTIONS, ...PLAYWRIGHT_OPTIONS },
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    if (typeof error?.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS_')) throw usageErrorOf(error);
    throw error;
  }
  const { values, tokens } = parsed;
  if (values.preview !== undefined && values.site === undefined)
    throw new UsageError('--preview needs --site <origin>: the link is opened on that site');
  const site = values.site === undefined ? undefined : siteOrigin(values.site);
  const preview = values.preview === undefined ? undefined : previewLink(values.preview, site);

  const terminator = tokens.find((token) => token.kind === 'option-terminator');
  const playwright = [];
  for (const token of tokens) {
    if (terminator && token.index > terminator.index) break;
    if (token.kind === 'positional') playwright.push(token.value);
    else if (token.kind === 'option' && token.name in PLAYWRIGHT_OPTIONS)
      playwright.push(token.value === undefined ? `--${token.name}` : `--${token.name}=${token.value}`);
  }
  if (terminator) playwright.push(...args.slice(terminator.index + 1));
  return { help: values.help === true, site, preview, playwright };
}

module.exports = { parseRunArguments, shownLink, UsageError, USAGE };
