/**
 * The registry the running site reads, reached as the shell server reaches it: the same
 * environment variables (@site/shell/server/config), and its registry store (registry.json in
 * RELEASES_DIR, or with DATABASE_URL the PostgreSQL database every shell server reads, decision
 * 012). Needs the shell server compiled (tsc -b), as every release command does first.
 */
const { loadShellConfig } = require('@site/shell/server/config');
const { openRegistryStore } = require('@site/shell/server/release-catalog');

function releasesDir() {
  return loadShellConfig().releasesDir;
}

/** Runs `work(store, releasesDir)` on the configured registry store, and closes it. */
async function withRegistry(work) {
  const config = loadShellConfig();
  const store = await openRegistryStore(config);
  try {
    return await work(store, config.releasesDir);
  } finally {
    await store.close();
  }
}

/** The registry now (the store's, not necessarily registry.json). */
function currentRegistry() {
  return withRegistry(async (store) => (await store.read()).registry);
}

module.exports = { currentRegistry, releasesDir, withRegistry };
