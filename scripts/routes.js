#!/usr/bin/env node
/**
 * `npm run routes` (@site/release/routes, decision 072): the live route table, which route serves
 * one URL, and the shell team's redirects. `npm run routes -- --help` lists the commands.
 */
const path = require('node:path');
const { runRoutesCommand } = require('@site/release/routes');

runRoutesCommand(process.argv.slice(2), { root: path.resolve(__dirname, '..') }).then((code) => process.exit(code));
