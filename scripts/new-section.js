#!/usr/bin/env node
/**
 * `npm run new-section` (@site/release/new-section, README "Starting a section"):
 *
 *   npm run new-section -- careers                       mfe-careers/ with /careers and /m/careers
 *   npm run new-section -- careers --title 加入我们 --title-en "Join Us"
 *
 * Options: --root <dir> (another checkout), --no-install.
 */
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { createSection, summaryLines } = require('@site/release/new-section');

const repositoryRoot = path.resolve(__dirname, '..');

function optionValue(args, name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

async function main(args) {
  const name = args[0];
  if (!name || name.startsWith('--')) {
    console.error('usage: npm run new-section -- <name> [--title <Chinese title>] [--title-en <English title>]');
    process.exit(1);
  }
  const root = path.resolve(optionValue(args, '--root') ?? repositoryRoot);
  const written = await createSection(name, {
    root,
    titleS: optionValue(args, '--title'),
    titleE: optionValue(args, '--title-en'),
  });
  const install = !args.includes('--no-install');
  if (install) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm install failed: run it at the repository root');
  }
  const contentFolder = path.relative(process.cwd(), path.join(root, 'content')) || 'content';
  for (const line of summaryLines(name, written, { contentFolder, installed: install })) console.log(line);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
