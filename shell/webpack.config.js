const { createShellConfig } = require('@site/build/webpack/shell');

module.exports = (_env, argv = {}) => createShellConfig({ dir: __dirname, mode: argv.mode || 'production' });
