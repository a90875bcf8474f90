/**
 * Release gate, shared singletons (DESIGN.md §3): a section must take React, React DOM, React
 * Router, single-spa and the contracts (with the event bus) from the page's one copy. It is
 * refused when its Module Federation manifest asks a version range the page cannot satisfy, shares
 * one of them as a non-singleton, or carries its own copy of one in its own chunks (a second React
 * or a second bus on the page).
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { SINGLETON_PACKAGES } = require('@site/shared-contracts');
const { problem } = require('./problem');

const RULE = 'shared';
const FIX_BUILD = 'build with createSectionConfigs (@site/build/webpack/section), which shares sharedModules()';

/** The singleton a shared module name belongs to: "react-dom/client" → "react-dom". */
function singletonOf(name) {
  return SINGLETON_PACKAGES.find((pkg) => name === pkg || name.startsWith(`${pkg}/`));
}

/**
 * Source files that mean a chunk holds its own copy of a singleton: the package's files, and for
 * the contracts, the event bus (its module and eventemitter3). Other contract modules (plain
 * functions and schemas the section kit imports by path) are stateless and may be repeated.
 */
function bundledSingletonOf(source) {
  if (/(^|\/)shared-contracts\/(src|dist)\/events\.[jt]s$/.test(source) || /node_modules\/eventemitter3\//.test(source))
    return '@site/shared-contracts';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return match && SINGLETON_PACKAGES.includes(match[1]) ? match[1] : undefined;
}

function assetFilesOf(entry) {
  const assets = entry?.assets ?? {};
  return ['js', 'css'].flatMap((kind) => [...(assets[kind]?.sync ?? []), ...(assets[kind]?.async ?? [])]);
}

/**
 * Which singletons each of the section's own chunks (every script that is not the fallback copy
 * of a shared module) carries, read from the chunks' source maps (production builds write them).
 * A chunk without a source map is not inspected.
 */
function bundledCopies(clientDir, mfManifest) {
  const sharedFiles = new Set((mfManifest.shared ?? []).flatMap(assetFilesOf));
  const copies = [];
  for (const file of fs
    .readdirSync(clientDir)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    if (sharedFiles.has(file)) continue;
    const map = path.join(clientDir, `${file}.map`);
    if (!fs.existsSync(map)) continue;
    let sources;
    try {
      sources = JSON.parse(fs.readFileSync(map, 'utf8')).sources ?? [];
    } catch {
      continue;
    }
    const packages = new Set(sources.map(bundledSingletonOf).filter(Boolean));
    for (const pkg of packages) copies.push({ file, pkg });
  }
  return copies;
}

/**
 * @param {{ mfManifest: any, clientDir: string, provided: Record<string, string> }} input
 *   provided: the version of each singleton on the page (the shell's, else the installed one).
 */
function sharedProblems({ mfManifest, clientDir, provided }) {
  if (!mfManifest) return [problem(RULE, 'the build has no mf-manifest.json', FIX_BUILD)];
  const problems = [];
  for (const shared of mfManifest.shared ?? []) {
    const pkg = singletonOf(shared.name);
    if (!pkg) continue;
    if (shared.name === pkg && shared.singleton !== true) {
      problems.push(problem(RULE, `${pkg} is shared but not as a singleton`, `${FIX_BUILD} (singleton: true)`));
    }
    const range = shared.requiredVersion;
    const version = provided[pkg];
    if (typeof range === 'string' && range !== '*' && version && !semver.satisfies(version, range)) {
      problems.push(
        problem(
          RULE,
          `${shared.name} is required as ${range}, but the page provides ${pkg} ${version}`,
          `build against the installed ${pkg} ${version} (npm install at the repository root, then rebuild)`,
        ),
      );
    }
  }
  for (const { file, pkg } of bundledCopies(clientDir, mfManifest)) {
    problems.push(
      problem(
        RULE,
        `${file} carries its own copy of ${pkg} instead of sharing it (a second ${pkg === '@site/shared-contracts' ? 'event bus' : pkg} on the page)`,
        `share ${pkg} as a singleton: ${FIX_BUILD}, and import it by its package name`,
      ),
    );
  }
  return problems;
}

/**
 * The singleton versions the shell's browser build registers (its share scope: `"react-dom":
 * [{version:"19.3.1", get: …` in its chunks), read back from the built files; a singleton the
 * shell does not use is provided by the first section that loads it, so it must match the
 * version every other build is made with: the installed one.
 */
function providedVersions(shellClientDir, installed) {
  const provided = { ...installed };
  if (!fs.existsSync(shellClientDir)) return provided;
  const names = new Set(SINGLETON_PACKAGES);
  const entry = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"([^"]+)"/g;
  for (const file of fs.readdirSync(shellClientDir).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(shellClientDir, file), 'utf8');
    for (const match of code.matchAll(entry)) {
      const name = match[1] ?? match[2];
      if (names.has(name)) provided[name] = match[3];
    }
  }
  return provided;
}

module.exports = { sharedProblems, providedVersions, bundledSingletonOf };
