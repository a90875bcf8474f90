/**
 * The renderer the shell server had before the render pool (decision 036), for the bench's "before"
 * figure only: each release's bundle in a `vm` context on the main thread, without breaker or CPU accounting.
 */
const fs = require('node:fs');
const { createRequire, isBuiltin } = require('node:module');
const vm = require('node:vm');
const { releaseFileOf } = require('@site/shell/server/release-catalog');

const HARD_STOP_SLACK_MS = 200;
const nodeRequire = createRequire(__filename);

function builtinRequire(specifier) {
  if (!isBuiltin(specifier)) throw new Error(`not a Node built-in: ${specifier}`);
  return nodeRequire(specifier);
}

function loadRelease(releasesDir, key) {
  const code = fs.readFileSync(releaseFileOf(releasesDir, key), 'utf8');
  const context = vm.createContext({
    console,
    TextEncoder,
    TextDecoder,
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    process: { env: { NODE_ENV: 'production' } },
  });
  const module = { exports: {} };
  context.__module = module;
  context.__require = builtinRequire;
  new vm.Script(
    `(function (exports, require, module) {${code}\n})(__module.exports, __require, __module);`,
  ).runInContext(context, { timeout: 5000 });
  context.__entry = module.exports;
  return { context, renderScript: new vm.Script('__entry.render(__request.url, __request.state)'), warm: new Set() };
}

/** A SectionRendering (shell/server/section-renderer.ts) that renders on the main thread. */
function createInlineRenderer({ releasesDir }) {
  const releases = new Map();
  return {
    async render(entry, url, state) {
      const started = performance.now();
      const client = (reason) => ({ kind: 'client', reason, ms: performance.now() - started });
      if (!entry.server) return client('no-server-build');
      try {
        let release = releases.get(entry.server.entry);
        if (!release) {
          release = loadRelease(releasesDir, entry.server.entry);
          releases.set(entry.server.entry, release);
        }
        const routeKey = `${state.route?.name ?? ''} ${state.language}`;
        const budget = release.warm.has(routeKey) ? entry.server.timeoutMs : entry.server.firstRenderTimeoutMs;
        release.context.__request = { url, state };
        const html = release.renderScript.runInContext(release.context, { timeout: budget + HARD_STOP_SLACK_MS });
        release.warm.add(routeKey);
        return { kind: 'server', html, ms: performance.now() - started };
      } catch {
        return client('error');
      }
    },
    retainOnly(entries) {
      for (const key of [...releases.keys()]) if (!entries.includes(key)) releases.delete(key);
    },
  };
}

module.exports = { createInlineRenderer };
