/** The repository the bench measures, and its commands, which the bench runs as child processes. */
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The command entry point `file` of scripts/ (`start.js`, `prepare.js`, `build.js`, `release.js`). */
const commandScript = (file) => path.join(root, 'scripts', file);

module.exports = { root, commandScript };
