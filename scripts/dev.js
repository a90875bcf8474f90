#!/usr/bin/env node
/**
 * `npm run dev [-- <section>]` (@site/release/dev, decision 013): the composed site with one
 * section, or the browser shell, from its watched build.
 */
const { develop } = require('@site/release/dev');

develop(process.argv.slice(2).find((arg) => !arg.startsWith('--'))).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
