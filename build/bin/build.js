#!/usr/bin/env node
/**
 * `site-build [--dev]`: builds the package in the current folder with its webpack.config.js, as
 * its `npm run build` does (`npm run build -w mfe-news`): production mode, or development with
 * --dev.
 */
const { buildPackage } = require('../build');

buildPackage(process.cwd(), { mode: process.argv.includes('--dev') ? 'development' : 'production' }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
