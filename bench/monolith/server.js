#!/usr/bin/env node
/**
 * The monolith's server (decision 026): the compiled shell server, composing documents the monolith's
 * way; content from CONTENT_API_URL, releases from RELEASES_DIR, the build (MONOLITH_DIR) under /static/.
 */
const fs = require('node:fs');
const path = require('node:path');
const { INITIAL_STATE_ELEMENT_ID } = require('@site/shared-contracts');
const { replaceShellRoot } = require('./shell-root');

const { buildShellServer } = require('@site/shell/server/app');
const { loadShellConfig } = require('@site/shell/server/config');
const { renderDocument } = require('@site/shell/server/document');

const NO_SECTION_ASSETS = { css: [], preload: [] };

/** Read once: the shell's configuration, with the monolith's build in place of the shell's. */
function loadConfig(env = process.env) {
  if (!env.MONOLITH_DIR) throw new Error('MONOLITH_DIR must name the monolith build (client/, server/render.js)');
  if (!env.CONTENT_API_URL) throw new Error('CONTENT_API_URL must name the content API the federated site serves');
  const outDir = path.resolve(env.MONOLITH_DIR);
  return { outDir, shell: loadShellConfig({ ...env, SHELL_CLIENT_DIR: path.join(outDir, 'client') }) };
}

/** Each section chunk group's files, which the document inlines (CSS) and preloads (JS) for its pages. */
function readSectionAssets(clientDir) {
  const { sections } = JSON.parse(fs.readFileSync(path.join(clientDir, 'assets.json'), 'utf8'));
  const url = (file) => `/static/${file}`;
  return Object.fromEntries(
    Object.entries(sections).map(([section, files]) => [
      section,
      {
        css: files.css.map(url),
        cssText: Object.fromEntries(
          files.css.map((file) => [url(file), fs.readFileSync(path.join(clientDir, file), 'utf8')]),
        ),
        preload: files.js.map(url),
      },
    ]),
  );
}

/**
 * The monolith's documents: the shell's document with its section's chunk group, and the whole
 * `#shell-root` rendered as the one React tree the browser entry hydrates.
 */
function monolithComposer(config) {
  const { renderShellRoot } = require(path.join(config.outDir, 'server', 'render.js'));
  const sections = readSectionAssets(config.shell.clientDir);
  return async ({ page, url, document }) => {
    const started = performance.now();
    const html = renderDocument({
      ...document,
      section: (page.active && sections[page.active.section]) || NO_SECTION_ASSETS,
      sectionMarkup: '',
    });
    const root = await renderShellRoot(url, document.state, document.model);
    return {
      html: replaceShellRoot(html, root, INITIAL_STATE_ELEMENT_ID),
      render: { kind: 'server', html: root, ms: performance.now() - started },
    };
  };
}

async function main() {
  const config = loadConfig();
  const app = await buildShellServer(config.shell, { composeDocument: monolithComposer(config) });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: config.shell.host, port: config.shell.port });
  process.stdout.write(`Monolith ready at http://${config.shell.host}:${config.shell.port}/\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
