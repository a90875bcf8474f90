#!/usr/bin/env node
/** What the site needs before its server starts (@site/release/prepare); `npm start` runs it in a child process. */
const { prepare } = require('@site/release/prepare');

prepare().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
