// @ts-check
/**
 * Packages as Node finds them, and the public entries of this repository's packages as their
 * package.json#exports declares them (STYLE.md "Contracts in one place"). Each entry of a package
 * that is built from TypeScript names its source under SOURCE_CONDITION: the type check
 * (tsconfig.json customConditions), jest, the lint's resolver and its boundary rules, and the
 * webpack builds read the sources through it, so an entry is declared in exports and nowhere else.
 */
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_CONDITION = '@site/source';

/**
 * The folder of package `name` as Node's lookup from `from` finds it (the nearest node_modules
 * holding it), whether or not its exports offer its package.json.
 * @param {string} name
 * @param {string} from
 * @returns {string}
 */
function packageDirOf(name, from) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed where ${from} can find it`);
  }
}

/**
 * @param {string} dir
 * @returns {{ name: string, version: string, exports?: Record<string, unknown>, workspaces?: string[] }}
 */
function packageJsonIn(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The version of package `name` installed where `from` finds it.
 * @param {string} name
 * @param {string} from
 */
function installedVersionOf(name, from) {
  return packageJsonIn(packageDirOf(name, from)).version;
}

/**
 * The import specifiers of the package in `dir`'s public entries (`@site/shell/server/app`).
 * @param {string} dir
 * @returns {string[]}
 */
function publicEntriesOf(dir) {
  const { name, exports = {} } = packageJsonIn(dir);
  return Object.keys(exports).map((subpath) => `${name}${subpath.slice(1)}`);
}

/**
 * The public entries of the package in `dir` that have a source: import specifier → source file.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function sourceEntriesOf(dir) {
  const { name, exports = {} } = packageJsonIn(dir);
  /** @type {Record<string, string>} */
  const entries = {};
  for (const [subpath, conditions] of Object.entries(exports)) {
    const source = /** @type {Record<string, unknown>} */ (conditions)?.[SOURCE_CONDITION];
    if (typeof source === 'string') entries[`${name}${subpath.slice(1)}`] = path.join(dir, source);
  }
  return entries;
}

/**
 * The workspace folders of the repository at `root` (its package.json#workspaces).
 * @param {string} root
 * @returns {string[]}
 */
function workspaceDirs(root) {
  return (packageJsonIn(root).workspaces ?? []).map((folder) => path.join(root, folder));
}

/**
 * Every source entry of the repository's workspaces: import specifier → source file.
 * @param {string} root
 * @returns {Record<string, string>}
 */
function workspaceSourceEntries(root) {
  return Object.assign({}, ...workspaceDirs(root).map(sourceEntriesOf));
}

module.exports = {
  SOURCE_CONDITION,
  installedVersionOf,
  packageDirOf,
  packageJsonIn,
  publicEntriesOf,
  sourceEntriesOf,
  workspaceDirs,
  workspaceSourceEntries,
};
