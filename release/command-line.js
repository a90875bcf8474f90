/**
 * What `npm run release -- …` asks for, read strictly (node:util parseArgs): an unknown or
 * misspelt option, a missing value, options that contradict each other or an unknown section is
 * one line each, and nothing runs.
 */
const path = require('node:path');
const { readArgs } = require('./command-run');

const USAGE = `usage: npm run release -- <section>… [--stage | --promote [--force] | --discard | --rollback | --check]
       npm run release -- <section> --preview [--hours <n>]
       npm run release -- <section> --verify --site <URL>
       npm run release -- <section> --canary <percent> | --abort
       npm run release -- --status | --prune
  --dist <folder>   release, stage or check that build instead of building the section
  --root <folder>   the checkout whose sections are released (default: this one)`;

const OPTIONS = {
  stage: { type: 'boolean' },
  promote: { type: 'boolean' },
  discard: { type: 'boolean' },
  rollback: { type: 'boolean' },
  check: { type: 'boolean' },
  preview: { type: 'boolean' },
  verify: { type: 'boolean' },
  status: { type: 'boolean' },
  prune: { type: 'boolean' },
  canary: { type: 'string' },
  abort: { type: 'boolean' },
  force: { type: 'boolean' },
  dist: { type: 'string' },
  root: { type: 'string' },
  site: { type: 'string' },
  hours: { type: 'string' },
  help: { type: 'boolean' },
};

const ACTIONS = [
  'stage',
  'promote',
  'discard',
  'rollback',
  'check',
  'preview',
  'verify',
  'status',
  'prune',
  'canary',
  'abort',
];
/** Actions that build (or take --dist), and those that name no section. */
const BUILDING = ['release', 'stage', 'check'];
const SITE_WIDE = ['status', 'prune'];
const ONE_SECTION = ['preview', 'verify', 'canary'];

function siteProblem(site) {
  try {
    const url = new URL(site);
    if (!['http:', 'https:'].includes(url.protocol)) return '--site must be an http or https URL';
    if (`${url.origin}/` !== url.href && url.origin !== site)
      return "--site is the site's origin, with no path or query";
    return null;
  } catch {
    return '--site must be an absolute URL, e.g. https://www.example.com';
  }
}

/**
 * The command `args` ask for, or `{ problems }`; the names given are checked against the sections
 * of the checkout (`--root`, else `defaultRoot`), as `sectionsOf(root)` lists them.
 */
function readCommand(args, { defaultRoot, sectionsOf }) {
  const read = readArgs(args, OPTIONS, USAGE);
  if (!read.values) return read;
  const { values, positionals } = read;
  const root = path.resolve(values.root ?? defaultRoot);
  const sections = sectionsOf(root);
  const problems = [];
  const chosen = ACTIONS.filter((action) => values[action] !== undefined && values[action] !== false);
  if (chosen.length > 1) problems.push(`--${chosen.join(' and --')} contradict each other: choose one`);
  const action = chosen[0] ?? 'release';

  if (SITE_WIDE.includes(action) && positionals.length > 0) problems.push(`--${action} names no section`);
  if (!SITE_WIDE.includes(action) && positionals.length === 0) problems.push('name the section(s) to release');
  if (ONE_SECTION.includes(action) && positionals.length > 1) problems.push(`--${action} takes one section`);
  for (const name of positionals) {
    if (!sections.includes(name)) problems.push(`${name} is not a section; the sections are ${sections.join(', ')}`);
  }
  if (values.dist !== undefined && !BUILDING.includes(action)) {
    problems.push(`--dist goes with a release, --stage or --check, not --${action}`);
  }
  if (values.dist !== undefined && positionals.length > 1) problems.push('--dist names one build: name one section');
  if (values.force && action !== 'promote') problems.push('--force goes with --promote only');
  if (values.site !== undefined && action !== 'verify') problems.push('--site goes with --verify only');
  if (action === 'verify') {
    if (values.site === undefined) problems.push('--verify needs --site <URL> of the running site');
    else if (siteProblem(values.site)) problems.push(siteProblem(values.site));
  }
  if (values.hours !== undefined && action !== 'preview') problems.push('--hours goes with --preview only');
  const hours = values.hours === undefined ? undefined : Number(values.hours);
  if (hours !== undefined && !(Number.isInteger(hours) && hours >= 1 && hours <= 24 * 30)) {
    problems.push('--hours must be a whole number of hours from 1 to 720');
  }
  const percent = values.canary === undefined ? undefined : Number(values.canary);
  if (values.canary !== undefined && !(/^[0-9]{1,3}$/.test(values.canary) && percent >= 1 && percent <= 100)) {
    problems.push('--canary must be a whole percent of visitors from 1 to 100 (--abort withdraws a canary)');
  }
  if (problems.length > 0) return { problems };
  return {
    action,
    root,
    sections: positionals,
    dist: values.dist,
    force: Boolean(values.force),
    site: values.site,
    hours,
    percent,
  };
}

module.exports = { readCommand, USAGE };
