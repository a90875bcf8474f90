/**
 * A throwaway releases folder for the gate: the current release of every other section (linked,
 * not copied: releases are immutable) and the candidate build, with the builds of the sections
 * released in the same write, released into it as the real release would be, so the real shell server code can serve the site as it would be after the
 * release. The real registry is only read.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS } = require('@site/shared-contracts');
const { releaseFileOf } = require('@site/shell/server/release-catalog');
const { publishRelease, readRegistry, registryPath } = require('@site/shell/server/registry');

const CANDIDATE_VERSION = 'release-gate-candidate';

/**
 * The gate renders each route once per language on a machine that may be building at the same
 * time; every render gets three times the first-render limit of a new release (a hung render
 * still fails, after a few seconds).
 */
const GATE_RENDER_LIMIT_MS = 3 * DEFAULT_SERVER_FIRST_RENDER_TIMEOUT_MS;

/** A build's routes, or none when its manifest cannot be read. */
function buildRoutesOf(buildDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, 'client', 'routes.json'), 'utf8')).routes ?? [];
  } catch {
    return [];
  }
}

/**
 * Every other section's routes after the release: the current ones, from the real registry
 * (`registry`, read from its store, or registry.json; sections whose manifest cannot be read are
 * left out), and for the sections released with it (`alongside`: their build folders) their builds'.
 */
function currentRoutes(releasesDir, section, registry = readRegistry(releasesDir), alongside = {}) {
  const others = {};
  for (const [name, entry] of Object.entries(registry.sections)) {
    if (name === section || alongside[name]) continue;
    try {
      others[name] = JSON.parse(fs.readFileSync(releaseFileOf(releasesDir, entry.routes), 'utf8')).routes ?? [];
    } catch {
      // The shell leaves such a release out too: its routes answer 404.
    }
  }
  for (const [name, buildDir] of Object.entries(alongside))
    if (name !== section) others[name] = buildRoutesOf(buildDir);
  return { registry, others };
}

/**
 * Stages the site with the candidate, and the builds released with it (`alongside`) in place of
 * their sections' current releases: returns the staged releases folder, the candidate's registry
 * entry and remove().
 */
function stageSite({ releasesDir, section, buildDir, registry: current, alongside = {} }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `release-gate-${section}-`));
  const staged = path.join(folder, 'releases');
  fs.mkdirSync(staged, { recursive: true });
  const sections = {};
  for (const [name, entry] of Object.entries((current ?? readRegistry(releasesDir)).sections)) {
    if (name === section || alongside[name]) continue;
    const target = path.join(releasesDir, name, entry.version);
    if (!fs.existsSync(target)) continue;
    fs.mkdirSync(path.join(staged, name), { recursive: true });
    fs.symlinkSync(target, path.join(staged, name, entry.version), 'dir');
    sections[name] = entry;
  }
  fs.writeFileSync(registryPath(staged), `${JSON.stringify({ sections }, null, 2)}\n`);
  for (const [name, companion] of Object.entries(alongside)) publishRelease(staged, name, companion, CANDIDATE_VERSION);
  publishRelease(staged, section, buildDir, CANDIDATE_VERSION);
  const registry = readRegistry(staged);
  const entry = registry.sections[section];
  if (entry.server) {
    entry.server.timeoutMs = Math.min(GATE_RENDER_LIMIT_MS, 5000);
    entry.server.firstRenderTimeoutMs = GATE_RENDER_LIMIT_MS;
    fs.writeFileSync(registryPath(staged), `${JSON.stringify(registry, null, 2)}\n`);
  }
  return {
    folder,
    releasesDir: staged,
    entry,
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

module.exports = { stageSite, currentRoutes, CANDIDATE_VERSION, GATE_RENDER_LIMIT_MS };
