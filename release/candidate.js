/**
 * A section's candidate seen before any visitor: a signed preview link to it on the running site
 * (`--preview`), and the reader suite run against it there (`--verify --site`), its result kept
 * with the candidate for `--promote` to read.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { ReleaseRefused, registry } = require('./release');

const HOUR_MS = 60 * 60 * 1000;

/** The section's candidate version, or ReleaseRefused. */
async function candidateOf(section) {
  const { withRegistry } = registry();
  const record = await withRegistry(async (store) => (await store.records([section]))[section]);
  const version = record?.candidate?.entry.version;
  if (!version) throw new ReleaseRefused(`${section} has no candidate: stage one with --stage`);
  return version;
}

/** An absolute link that shows `section`'s candidate, to the browser that opens it, on every server. */
async function previewLink(section, { hours, origin } = {}) {
  const { loadShellConfig } = require('@site/shell/server/config');
  const { DEFAULT_PREVIEW_HOURS, previewLinkPath, previewSecretOf } = require('@site/shell/server/preview');
  const config = loadShellConfig();
  const secret = previewSecretOf(config);
  if (!secret) throw new ReleaseRefused('previews are off on this site: set PREVIEW_SECRET (as on its servers)');
  const version = await candidateOf(section);
  const expiresAt = Date.now() + (hours ?? DEFAULT_PREVIEW_HOURS) * HOUR_MS;
  const base = origin ?? config.publicOrigin ?? `http://localhost:${config.port}`;
  return { version, link: new URL(previewLinkPath(secret, { section, version, expiresAt }), base).href };
}

/** Runs the reader suite against `site` with the candidate previewed, and records the result. */
async function verify(section, site, { root }) {
  const { recordVerificationIn, withRegistry } = registry();
  const { version, link } = await previewLink(section, { hours: 2, origin: new URL(site).origin });
  console.log(`verifying ${section}@${version} on ${site}: the reader suite, every page with its preview`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'test:e2e', '--', '--site', site, '--preview', link], {
    cwd: path.resolve(root),
    stdio: 'inherit',
  });
  const passed = run.status === 0;
  await withRegistry((store) =>
    recordVerificationIn(store, section, version, { passed, at: new Date().toISOString(), site }),
  );
  console.log(
    passed
      ? `${section}@${version} verified on ${site}: promote it with npm run release -- ${section} --promote`
      : `${section}@${version} failed verification on ${site}: --promote refuses it (unless --force)`,
  );
  return passed;
}

module.exports = { candidateOf, previewLink, verify };
