#!/usr/bin/env node
/**
 * `npm run build [-- <package>…] [-- --dev]` (@site/build/site): the TypeScript packages, the
 * browser shell and every section, or the packages named (`npm run build -- mfe-about`).
 */
const path = require('node:path');
const { buildSite } = require('@site/build/site');

const targets = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
buildSite(path.resolve(__dirname, '..'), {
  ...(targets.length > 0 ? { targets } : {}),
  mode: process.argv.includes('--dev') ? 'development' : 'production',
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
