#!/usr/bin/env node
/**
 * Production build of the repository. `node scripts/build.js` builds everything; `node
 * scripts/build.js mfe-about` builds one section (its client into mfe-about/dist/client), as
 * `npm run build -w mfe-about` does. The TypeScript packages the builds and the servers run
 * (contracts, content API, shell server) are compiled first with tsc -b, which is incremental.
 */
const path = require('node:path');
const { compileTypeScriptOf, runWebpack } = require('@site/tooling/build');
const { sectionNames } = require('@site/tooling/sections');

const root = path.resolve(__dirname, '..');
const WEB_BUILDS = ['shell', ...sectionNames(root)];

/** The shell server and what it references: the contracts and the content API. */
function compileTypeScript() {
  compileTypeScriptOf('@site/shell', root);
}

async function build(targets = WEB_BUILDS, { mode = 'production' } = {}) {
  compileTypeScript();
  for (const target of targets) await runWebpack(path.join(root, target), mode);
}

if (require.main === module) {
  const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const mode = process.argv.includes('--dev') ? 'development' : 'production';
  build(targets.length > 0 ? targets : WEB_BUILDS, { mode }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

module.exports = { build, compileTypeScript, WEB_BUILDS };
