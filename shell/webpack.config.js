const { createShellConfig } = require('@site/tooling/webpack/shell');

module.exports = (_env, argv = {}) => createShellConfig({ dir: __dirname, mode: argv.mode || 'production' });
