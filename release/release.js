/**
 * A section's release life (DESIGN.md §3b), with no shell rebuild and no restart: build a section
 * (or reuse a build that is newer than its sources), check it with the release gate, copy it to a
 * new immutable release folder, then change the registry in one write: current at once (a plain
 * release), or staged as the candidate for previews, promoted, discarded, rolled back. The
 * registry is the shell server's (@site/shell/server/registry): registry.json in RELEASES_DIR, or
 * the PostgreSQL database of DATABASE_URL that every shell server reads.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { buildPackage, compileTypeScriptOf, isBuildCurrent } = require('@site/build/build');
const { isSection } = require('@site/build/sections');
const { formatProblem } = require('./release-gate/problem');

/** A release the gate refused, or a change the registry refused: one line per problem, nothing changed. */
class ReleaseRefused extends Error {}

const GATE_FILE = 'gate.json';
const DEFAULT_RETENTION_DAYS = 7;

let shellCompiled = false;

/** The registry (@site/shell/server/registry), once the shell server code it runs is compiled. */
function registry() {
  if (!shellCompiled) compileTypeScriptOf('@site/shell', __dirname);
  shellCompiled = true;
  return require('@site/shell/server/registry');
}

/** Whether `error` is a refusal to print as it is: the gate's, or the registry's (no candidate, a conflict). */
function isRefusal(error) {
  if (error instanceof ReleaseRefused) return true;
  if (!shellCompiled) return false;
  const { RegistryConflict, RegistryRefusal } = registry();
  return error instanceof RegistryConflict || error instanceof RegistryRefusal;
}

function releasesDir() {
  return registry().configuredReleasesDir();
}

function currentRegistry() {
  return registry().currentRegistry();
}

/** RELEASE_RETENTION: days a release that stopped being current is kept for pages that loaded it. */
function retentionDays(env = process.env) {
  const raw = env.RELEASE_RETENTION;
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new ReleaseRefused('RELEASE_RETENTION must be a whole number of days from 0 to 3650');
  }
  return days;
}

/** Time first so releases sort, then the build's content hash so two builds never share a name. */
function versionOf(contentHash) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '').replace('T', '-');
  return `${stamp}-${contentHash.slice(0, 8)}`;
}

/** The commit the section's sources are at, `+changes` when its folder differs from it; undefined outside git. */
function commitOf(root, section) {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git(['rev-parse', '--short', 'HEAD']);
  if (head.status !== 0) return undefined;
  const changes = git(['status', '--porcelain', '--', section]).stdout.trim();
  return `${head.stdout.trim()}${changes ? '+changes' : ''}`;
}

function builtAtOf(buildDir) {
  try {
    return new Date(JSON.parse(fs.readFileSync(path.join(buildDir, 'build.json'), 'utf8')).startedAt).toISOString();
  } catch {
    return undefined;
  }
}

function readGateRecord(buildDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, GATE_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/** The build to release: --dist, the section's own build when it is newer than its sources, or a new one. */
async function buildOf(section, { root, dist, reuseBuild = false }) {
  if (dist) return path.resolve(dist);
  const dir = path.join(root, section);
  if (!reuseBuild && !isBuildCurrent(dir)) await buildPackage(dir);
  else console.log(`${section}: using its build in ${path.relative(process.cwd(), path.join(dir, 'dist')) || '.'}`);
  return path.join(dir, 'dist');
}

/**
 * Runs the release gate on a build unless it passed with these files against this registry (and
 * these companions) already (a `--check` just before); prints its warnings, and throws
 * ReleaseRefused with one line per broken rule when it refuses. `alongside`: the other sections
 * released in the same write, by build folder: the gate checks the site as it will be with all of
 * them (decision 072).
 */
async function checkBuild(section, buildDir, alongside = {}) {
  const { contentHashOf, withRegistry } = registry();
  const contentHash = contentHashOf(buildDir);
  const companions = Object.fromEntries(Object.entries(alongside).map(([name, dir]) => [name, contentHashOf(dir)]));
  const { registryNow, stamp } = await withRegistry(async (store) => {
    const snapshot = await store.read();
    return { registryNow: snapshot.registry, stamp: snapshot.stamp };
  });
  const passed = readGateRecord(buildDir);
  if (
    passed?.contentHash === contentHash &&
    passed.registryStamp === stamp &&
    JSON.stringify(passed.companions ?? {}) === JSON.stringify(companions)
  ) {
    console.log(`${section} passed the release gate at ${passed.at} with this build; not run again`);
    return;
  }
  const started = Date.now();
  const { runGate } = require('./release-gate');
  const { problems, warnings } = await runGate({
    section,
    buildDir,
    releasesDir: releasesDir(),
    registry: registryNow,
    alongside,
  });
  for (const warning of warnings) console.warn(`warning ${formatProblem(warning)}`);
  if (problems.length > 0) {
    const lines = problems.map((found) => `  ${formatProblem(found)}`);
    throw new ReleaseRefused(`${section}: release refused, ${problems.length} problem(s):\n${lines.join('\n')}`);
  }
  const record = { contentHash, registryStamp: stamp, companions, at: new Date().toISOString() };
  fs.writeFileSync(path.join(buildDir, GATE_FILE), `${JSON.stringify(record)}\n`);
  const also = Object.keys(alongside);
  console.log(
    `${section} passes the release gate${also.length > 0 ? ` with ${also.join(', ')}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** Gates each section's build with the others of the set beside it; every refusal is collected before throwing. */
async function checkBuilds(builds) {
  const refusals = [];
  for (const [section, buildDir] of Object.entries(builds)) {
    const alongside = Object.fromEntries(Object.entries(builds).filter(([other]) => other !== section));
    try {
      await checkBuild(section, buildDir, alongside);
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      refusals.push(error.message);
    }
  }
  if (refusals.length > 0) throw new ReleaseRefused(refusals.join('\n'));
}

/** What is current and candidate now for each section, as the write will expect to find it. */
async function expectedOf(store, sections) {
  const records = await store.records(sections);
  return Object.fromEntries(
    sections.map((section) => [
      section,
      { current: records[section]?.current?.version, candidate: records[section]?.candidate?.entry.version },
    ]),
  );
}

/** The release of `section` whose files are the build's, if it is its current or candidate one. */
function sameReleaseAs(folder, section, buildDir, record) {
  const { contentHashOf, releaseMetaOf } = registry();
  const hash = contentHashOf(buildDir);
  for (const [role, version] of [
    ['current release', record?.current?.version],
    ['candidate', record?.candidate?.entry.version],
  ]) {
    if (version && releaseMetaOf(folder, section, version)?.contentHash === hash) return { role, version };
  }
  return null;
}

/**
 * Builds (or reuses) each section, checks them with the gate together when `gate` or `check`
 * (each against the current site and the others of the set), and, unless `check`, releases them
 * in ONE registry write: current at once, or with `stage` as their candidates. So a path can
 * change owner between sections with no request seeing it served by neither or both (decision
 * 072). A build identical to its section's current release (or, staging, its candidate) is
 * reported and left out. Returns the versions released, by section.
 */
async function releaseSections(
  sections,
  { gate = false, check = false, stage = false, dist, reuseBuild = false, root = process.cwd() } = {},
) {
  for (const section of sections) {
    if (!isSection(section, root))
      throw new ReleaseRefused(`${section} is not a section (no ${section}/src/routes.ts)`);
  }
  const builds = {};
  for (const section of sections) builds[section] = await buildOf(section, { root, dist, reuseBuild });
  if (check) {
    await checkBuilds(builds);
    return {};
  }
  const { contentHashOf, copyRelease, releaseEntry, withRegistry } = registry();
  const { expected, records } = await withRegistry(async (store) => ({
    expected: await expectedOf(store, sections),
    records: await store.records(sections),
  }));
  const folder = releasesDir();
  const changing = {};
  for (const section of sections) {
    const same = sameReleaseAs(folder, section, builds[section], records[section]);
    if (same && (stage || same.role === 'current release')) {
      console.log(`${section}: this build is already its ${same.role}, ${same.version}; nothing released`);
    } else changing[section] = builds[section];
  }
  const names = Object.keys(changing);
  if (names.length === 0) return {};
  if (gate) await checkBuilds(changing);
  const entries = {};
  for (const section of names) {
    const buildDir = changing[section];
    const version = versionOf(contentHashOf(buildDir));
    copyRelease(folder, section, buildDir, version, { builtAt: builtAtOf(buildDir), commit: commitOf(root, section) });
    entries[section] = releaseEntry(folder, section, version);
  }
  // The write expects the sections as they were before the gate ran: another command meanwhile is told, not overwritten.
  const { releaseAllIn, stageAllIn } = registry();
  const versions = await withRegistry((store) =>
    (stage ? stageAllIn : releaseAllIn)(
      store,
      entries,
      Object.fromEntries(names.map((name) => [name, expected[name]])),
    ),
  );
  for (const [section, version] of Object.entries(versions)) {
    console.log(stage ? `staged ${section}@${version} as its candidate` : `released ${section}@${version}`);
  }
  if (names.length > 1) console.log(`${names.join(', ')} ${stage ? 'staged' : 'switched'} in one registry write`);
  return versions;
}

/** One section's release (see releaseSections). Returns the version released, or null. */
async function release(section, options = {}) {
  const versions = await releaseSections([section], options);
  return versions[section] ?? null;
}

/** Makes the candidates of `sections` current in one write; refuses a failed verification unless `force`. */
async function promote(sections, { force = false } = {}) {
  const { promoteIn, pruneReleases, withRegistry } = registry();
  return withRegistry(async (store, folder) => {
    const records = await store.records(sections);
    const problems = [];
    for (const section of sections) {
      const verification = records[section]?.candidate?.verification;
      if (verification && !verification.passed && !force) {
        problems.push(
          `${section}: its candidate failed verification on ${verification.site} at ${verification.at}: stage a fixed build, or --promote --force`,
        );
      }
      const version = records[section]?.candidate?.entry.version;
      const withdrawal = (records[section]?.events ?? []).findLast(
        (event) => event.version === version && event.event === 'withdrawn',
      );
      if (withdrawal && !force) {
        problems.push(
          `${section}: its canary was withdrawn at ${withdrawal.at} (${withdrawal.reason}): stage a fixed build, or --promote --force`,
        );
      }
    }
    if (problems.length > 0) throw new ReleaseRefused(problems.join('\n'));
    const versions = await promoteIn(store, sections, await expectedOf(store, sections));
    for (const [section, version] of Object.entries(versions)) console.log(`promoted ${section}@${version}`);
    const gone = await pruneReleases(store, folder, retentionDays());
    if (gone.length > 0)
      console.log(`pruned ${gone.map(({ section, version }) => `${section}@${version}`).join(', ')}`);
    return versions;
  });
}

async function discard(section) {
  const { discardIn, withRegistry } = registry();
  const version = await withRegistry((store) => discardIn(store, section));
  console.log(`discarded ${section}'s candidate ${version}`);
  return version;
}

/** Switches every section named back to its previous release, in one write. */
async function rollback(sections) {
  const { releaseEntry, rollbackIn, withRegistry } = registry();
  const list = Array.isArray(sections) ? sections : [sections];
  const versions = await withRegistry((store, folder) =>
    rollbackIn(store, list, (section, version) => releaseEntry(folder, section, version)),
  );
  for (const [section, version] of Object.entries(versions)) console.log(`${section} rolled back to ${version}`);
  return Array.isArray(sections) ? versions : versions[sections];
}

async function prune() {
  const { pruneReleases, withRegistry } = registry();
  const days = retentionDays();
  const gone = await withRegistry((store, folder) => pruneReleases(store, folder, days));
  console.log(
    gone.length > 0
      ? `pruned ${gone.length} release(s): ${gone.map(({ section, version }) => `${section}@${version}`).join(', ')}`
      : `nothing to prune (releases stay ${days} days after they were current)`,
  );
  return gone;
}

module.exports = {
  checkBuild,
  checkBuilds,
  currentRegistry,
  discard,
  isRefusal,
  promote,
  prune,
  release,
  releaseSections,
  ReleaseRefused,
  releasesDir,
  rollback,
  registry,
  retentionDays,
};
