#!/usr/bin/env node
/**
 * How a section team starts (README "Starting a section"):
 *
 *   npm run new-section -- careers                       mfe-careers/ with /careers and /m/careers
 *   npm run new-section -- careers --title 加入我们 --title-en "Join Us"
 *
 * Writes mfe-<name>/ (package.json, webpack.config.js, README.md, routes, root component,
 * lifecycles, server entry, a page on desktop and mobile, copy in three languages, its header
 * entry and banner background, styles and tests; scripts/new-section/templates.js), adds it to the root workspaces and runs npm install,
 * so the section builds, passes its tests, passes the release gate and serves its page with no
 * edit. Options: --root <dir> (another checkout; tests use it), --no-install.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { sectionFiles, titleOf } = require('./new-section/templates');

const repositoryRoot = path.resolve(__dirname, '..');
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** First path segments the site already has outside any section (the shell's pages and files). */
const RESERVED = new Set(['m', 'en', 'api', 'static', 'releases', 'backgrounds', '400', '404']);

function optionValue(args, name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

function packageVersion(name, root) {
  const file = require.resolve(`${name}/package.json`, { paths: [root, repositoryRoot] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

function installedVersions(root) {
  return {
    '@site/shared-contracts': JSON.parse(fs.readFileSync(path.join(root, 'shared-contracts', 'package.json'), 'utf8'))
      .version,
    react: packageVersion('react', root),
    'react-dom': packageVersion('react-dom', root),
    'react-router': packageVersion('react-router', root),
    'single-spa-react': packageVersion('single-spa-react', root),
  };
}

/** Adds the folder to the root workspaces (before e2e, which tests them all). Returns false if it was there. */
function addWorkspace(root, folder) {
  const file = path.join(root, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const workspaces = manifest.workspaces ?? [];
  if (workspaces.includes(folder)) return false;
  const e2e = workspaces.indexOf('e2e');
  workspaces.splice(e2e < 0 ? workspaces.length : e2e, 0, folder);
  manifest.workspaces = workspaces;
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return true;
}

/**
 * Formats the generated sources as the repository's Prettier settings say (a name changes line
 * lengths). JSON stays as JSON.stringify writes it, which scripts/hant.js compares with.
 */
function format(files) {
  const sources = files.filter((file) => /\.(tsx?|js|css|md)$/.test(file));
  const prettier = require.resolve('prettier/bin/prettier.cjs', { paths: [repositoryRoot] });
  const config = path.join(repositoryRoot, '.prettierrc.json');
  const result = spawnSync(
    process.execPath,
    [prettier, '--log-level', 'warn', '--config', config, '--write', ...sources],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`prettier failed: ${result.stderr}`);
}

/**
 * Writes the section mfe-<name> into `root`. Returns the files written (relative to the section).
 */
async function createSection(name, { root = repositoryRoot, titleS, titleE } = {}) {
  if (!NAME.test(name)) {
    throw new Error(
      `"${name}" is not a section name: lower-case letters and digits, words joined by "-" (e.g. careers)`,
    );
  }
  if (RESERVED.has(name)) throw new Error(`/${name} belongs to the shell: choose another name`);
  const folder = `mfe-${name}`;
  const dir = path.join(root, folder);
  if (fs.existsSync(dir)) throw new Error(`${folder} exists already`);
  const { convert } = require('./hant');
  const englishTitle = titleE ?? titleOf(name);
  const simplifiedTitle = titleS ?? englishTitle;
  const files = sectionFiles({
    name,
    titleS: simplifiedTitle,
    titleE: englishTitle,
    titleT: convert(simplifiedTitle),
    versions: installedVersions(root),
  });
  for (const simplified of [`src/copy/${name}.s.json`, 'src/menu/menu.s.json']) {
    const traditional = simplified.replace(/\.s\.json$/, '.t.json');
    files[traditional] = `${JSON.stringify(convert(JSON.parse(files[simplified])), null, 2)}\n`;
  }
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  format(Object.keys(files).map((relative) => path.join(dir, relative)));
  addWorkspace(root, folder);
  return Object.keys(files).sort();
}

async function main(args) {
  const name = args[0];
  if (!name || name.startsWith('--')) {
    console.error('usage: npm run new-section -- <name> [--title <Chinese title>] [--title-en <English title>]');
    process.exit(2);
  }
  const root = path.resolve(optionValue(args, '--root') ?? repositoryRoot);
  const files = await createSection(name, {
    root,
    titleS: optionValue(args, '--title'),
    titleE: optionValue(args, '--title-en'),
  });
  const folder = `mfe-${name}`;
  console.log(`wrote ${folder}/: ${files.join(', ')}; added it to the workspaces of package.json`);
  if (!args.includes('--no-install')) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm install failed: run it at the repository root');
  } else {
    console.log('next: npm install (links the new workspace)');
  }
  console.log(`then:
  npx jest ${folder}                     its tests
  npm run release -- ${folder} --check   build it and run the release gate
  npm run release -- ${folder}           release it: /${name}, /m/${name} and /en/${name} on the running site`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { createSection, addWorkspace };
