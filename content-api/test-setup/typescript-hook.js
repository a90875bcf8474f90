/**
 * Lets a plain `node` process run the content API's TypeScript sources, for tests that need a
 * real process of their own (an import killed midway, the command line): `node -r <this file>
 * <file.ts>`. Each .ts file is compiled with @swc/core as jest compiles it, and the workspace
 * packages resolve to their sources, as jest.config.js maps them, so nothing needs a build.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..', '..');
const SOURCES = {
  '@site/shared-contracts': path.join(root, 'shared-contracts', 'src', 'index.ts'),
  '@site/content-api': path.join(root, 'content-api', 'src', 'index.ts'),
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSource(request, ...rest) {
  return resolveFilename.call(this, SOURCES[request] ?? request, ...rest);
};

/** Compiles one TypeScript file, with JSX for .tsx (the contracts' section kit holds components). */
function compileTypeScript(module, filename) {
  const tsx = filename.endsWith('.tsx');
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
}

require.extensions['.ts'] = compileTypeScript;
require.extensions['.tsx'] = compileTypeScript;
