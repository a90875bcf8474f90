/**
 * Release gate, server entry: the staged release's server/server.js loads in the shell server's
 * own render worker (SectionRenderer, @site/shell/server/section-renderer) and names
 * the shell's contract and React version. The worker checks both when it loads a bundle; a
 * render with an empty state is asked only to make it load, and what that render does is the
 * render rule's business.
 */
const { SERVER_ENTRY_CONTRACT } = require('@site/shared-contracts');
const { installedVersionOf, packageDirOf } = require('@site/build/packages');
const { problem } = require('./problem');

const RULE = 'server-entry';
const FIX = 'export const { contract, reactVersion, render } = createServerEntry(App) from src/server.tsx, and rebuild';

/** What a render worker reports when a bundle does not load (render-worker.js). */
const LOAD_FAILURE = /^cannot load: /;

/** The React the shell server runs, and so the browser: the copy installed for the shell. */
function shellReactVersion() {
  return installedVersionOf('react', packageDirOf('@site/shell', __dirname));
}

async function serverEntryProblems({ releasesDir, entry, reactVersion = shellReactVersion() }) {
  if (!entry.server) {
    return [problem(RULE, 'the build has no server/server.js, so no route is rendered by the server', FIX)];
  }
  const { SectionRenderer } = require('@site/shell/server/section-renderer');
  // At the normal priority: the load's outcome decides, not how busy the machine is.
  const renderer = new SectionRenderer({ releasesDir, reactVersion, workers: 1, quarantine: false });
  try {
    const result = await renderer.render(entry, '/', { route: null, data: {} });
    if (result.kind === 'client' && LOAD_FAILURE.test(result.detail ?? '')) {
      return [
        problem(
          RULE,
          `the shell server will not run it: ${result.detail} (the shell runs ${SERVER_ENTRY_CONTRACT}, React ${reactVersion})`,
          FIX,
        ),
      ];
    }
    return [];
  } finally {
    await renderer.close();
  }
}

module.exports = { serverEntryProblems, shellReactVersion };
