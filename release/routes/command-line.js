/**
 * What `npm run routes -- …` asks for, read strictly (node:util parseArgs), as the release
 * command's arguments are: one line per problem, nothing run.
 */
const path = require('node:path');
const { readArgs } = require('../command-run');

const USAGE = `usage: npm run routes [-- --json]                 every route and redirect the site serves now
       npm run routes -- <path or URL> [--json]     which route, section and release serve one URL
       npm run routes -- publish-redirects [file]   check a redirects file (default shell/redirects.json) and publish it
       npm run routes -- --rollback-redirects       restore the set of redirects published before the current one`;

const OPTIONS = {
  json: { type: 'boolean' },
  'rollback-redirects': { type: 'boolean' },
  help: { type: 'boolean' },
};

const PUBLISH = 'publish-redirects';
const DEFAULT_REDIRECTS_FILE = path.join('shell', 'redirects.json');

/** The site URL a command-line argument names (a path, or an absolute http(s) URL), or null. */
function siteUrlOf(input) {
  if (!/^(\/|https?:\/\/)/i.test(input) || input.startsWith('//')) return null;
  try {
    return new URL(input, 'http://site.invalid');
  } catch {
    return null;
  }
}

/**
 * The command `args` ask for: `{ action: 'table' | 'url' | 'publish' | 'rollback', … }`, `{ help }`
 * or `{ problems }`. `root`: the checkout a relative redirects file is read from.
 */
function readRoutesCommand(args, { root }) {
  const read = readArgs(args, OPTIONS, USAGE);
  if (!read.values) return read;
  const { values, positionals } = read;
  const json = Boolean(values.json);
  if (values['rollback-redirects']) {
    const problems = [];
    if (positionals.length > 0) problems.push('--rollback-redirects takes nothing else');
    if (json) problems.push('--json goes with the table or one URL');
    return problems.length > 0 ? { problems } : { action: 'rollback' };
  }
  if (positionals[0] === PUBLISH) {
    const problems = [];
    if (positionals.length > 2) problems.push(`${PUBLISH} takes one file`);
    if (json) problems.push('--json goes with the table or one URL');
    if (problems.length > 0) return { problems };
    return { action: 'publish', file: path.resolve(root, positionals[1] ?? DEFAULT_REDIRECTS_FILE) };
  }
  if (positionals.length === 0) return { action: 'table', json };
  if (positionals.length > 1) return { problems: ['name one URL at a time'] };
  const url = siteUrlOf(positionals[0]);
  if (!url)
    return {
      problems: ['give a path of the site (/news/dynamic/29) or a URL (https://www.example.com/news/dynamic/29)'],
    };
  return { action: 'url', url, json };
}

module.exports = { DEFAULT_REDIRECTS_FILE, readRoutesCommand, USAGE };
