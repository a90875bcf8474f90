/**
 * The shell's entry carries the shared modules every page loads (decision 054): eager, with React
 * Router and single-spa-react provided from files the shell itself never imports.
 */
const fs = require('node:fs');
const { createShellConfig } = require('@site/build/webpack/shell');

const shellDir = __dirname;

function sharedOf(mode) {
  const config = createShellConfig({ dir: shellDir, mode });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  return federation._options.shared;
}

test('the production shell provides every shared module eagerly, React Router and single-spa-react from their browser builds', () => {
  const shared = sharedOf('production');
  for (const [name, config] of Object.entries(shared))
    expect({ name, eager: config.eager }).toEqual({ name, eager: true });
  for (const name of ['react-router', 'single-spa-react']) {
    expect(fs.existsSync(shared[name].import)).toBe(true);
  }
  expect(shared['react-router'].import).toMatch(/react-router-browser\.mjs$/);
  expect(shared['single-spa-react'].import).toMatch(/single-spa-react\/lib\/esm\/single-spa-react\.js$/);
});

test('the development shell leaves React Router to the sections, whose builds have no browser alias for it', () => {
  const shared = sharedOf('development');
  expect(shared['react-router'].import).toBeUndefined();
  expect(fs.existsSync(shared['single-spa-react'].import)).toBe(true);
});
