/**
 * How a section team starts (README "Starting a section", `npm run new-section`, which is
 * scripts/new-section.js). Copies the template folder templates/section/ (a section of its own, type-checked, linted and
 * tested with the rest) into mfe-<name>/, with the template's placeholders replaced: its name
 * `template-section` (and `TemplateSection`), its titles `模板栏目`, `模板欄目` and
 * `Template Section`, and its dependencies' versions by the installed ones. Then it writes the
 * Traditional copy, formats the sources, adds the workspace to package.json and runs npm install,
 * so the section builds, passes its tests, passes the release gate and serves its page with no
 * edit.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { installedVersionOf } = require('@site/build/packages');
const { convert, traditionalFileOf, traditionalOf } = require('@site/build/traditional-copy');

const repositoryRoot = process.cwd();
const TEMPLATE = path.join(__dirname, 'templates', 'section');
const PLACEHOLDER = { name: 'template-section', pascal: 'TemplateSection' };
const PLACEHOLDER_TITLES = { s: '模板栏目', t: '模板欄目', e: 'Template Section' };
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** First path segments the site already has outside any section (the shell's pages and files). */
const RESERVED = new Set(['m', 'en', 'api', 'static', 'releases', 'backgrounds', '400', '404']);

/** "green-energy" → "GreenEnergy". */
function pascalOf(name) {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** "green-energy" → "Green Energy". */
function titleOf(name) {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** A title as it is written into a file of kind `extension`. */
function written(title, extension) {
  if (extension === '.json') return JSON.stringify(title).slice(1, -1);
  if (extension === '.svg') return title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return title;
}

/**
 * A template file's text for the new section. In TypeScript the titles are string literals
 * (replaced as literals, quotes and all); elsewhere text, escaped as the file's kind needs.
 */
function substitute(text, extension, { name, titles }) {
  let result = text;
  for (const language of ['s', 't', 'e']) {
    const placeholder = PLACEHOLDER_TITLES[language];
    result = /\.tsx?$/.test(extension)
      ? result.split(`'${placeholder}'`).join(JSON.stringify(titles[language]))
      : result.split(placeholder).join(written(titles[language], extension));
  }
  return result.split(PLACEHOLDER.name).join(name).split(PLACEHOLDER.pascal).join(pascalOf(name));
}

/** The version of `dependency` installed in `root`, or where this tooling is installed. */
function versionFor(dependency, root) {
  try {
    return installedVersionOf(dependency, root);
  } catch {
    return installedVersionOf(dependency, __dirname);
  }
}

/** The template's package.json for the new section: its dependencies at the versions installed in `root`. */
function packageJsonFor(text, root) {
  const manifest = JSON.parse(text);
  for (const group of ['dependencies', 'devDependencies']) {
    for (const dependency of Object.keys(manifest[group] ?? {})) {
      manifest[group][dependency] = versionFor(dependency, root);
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The template's files, relative to it. */
function templateFiles(dir = TEMPLATE) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    return entry.isDirectory() ? templateFiles(full) : [path.relative(TEMPLATE, full)];
  });
}

/** Adds the folder to the root workspaces (before e2e, which tests them all). Returns false if it was there. */
function addWorkspace(root, folder) {
  const file = path.join(root, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const workspaces = manifest.workspaces ?? [];
  if (workspaces.includes(folder)) return false;
  const e2e = workspaces.indexOf('e2e');
  workspaces.splice(e2e < 0 ? workspaces.length : e2e, 0, folder);
  manifest.workspaces = workspaces;
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return true;
}

/**
 * Formats the sources as the repository's Prettier settings say (a name changes line lengths).
 * JSON stays as JSON.stringify writes it, which scripts/hant.js compares with.
 */
function format(files) {
  const sources = files.filter((file) => /\.(tsx?|js|css|md)$/.test(file));
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  const config = path.join(repositoryRoot, '.prettierrc.json');
  const result = spawnSync(
    process.execPath,
    [prettier, '--log-level', 'warn', '--config', config, '--write', ...sources],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`prettier failed: ${result.stderr}`);
}

/** A title given on the command line: one line, nothing that would end a comment or a tag. */
function checkedTitle(option, title) {
  if (title !== undefined && (/\p{Cc}/u.test(title) || title.includes('*/') || title.trim() === '')) {
    throw new Error(`${option} must be one line of text`);
  }
  return title;
}

/**
 * Writes the section mfe-<name> into `root`. Returns the files written (relative to the section).
 */
async function createSection(name, { root = repositoryRoot, titleS, titleE } = {}) {
  if (!NAME.test(name)) {
    throw new Error(
      `"${name}" is not a section name: lower-case letters and digits, words joined by "-" (e.g. careers)`,
    );
  }
  if (RESERVED.has(name)) throw new Error(`/${name} belongs to the shell: choose another name`);
  const folder = `mfe-${name}`;
  const dir = path.join(root, folder);
  if (fs.existsSync(dir)) throw new Error(`${folder} exists already`);
  const english = checkedTitle('--title-en', titleE) ?? titleOf(name);
  const simplified = checkedTitle('--title', titleS) ?? english;
  const values = { name, titles: { s: simplified, t: convert(simplified), e: english } };
  const files = [];
  for (const relative of templateFiles()) {
    const target = substitute(relative, '', values);
    const text = fs.readFileSync(path.join(TEMPLATE, relative), 'utf8');
    const content =
      relative === 'package.json'
        ? packageJsonFor(substitute(text, '.json', values), root)
        : substitute(text, path.extname(relative), values);
    fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
    fs.writeFileSync(path.join(dir, target), content);
    files.push(target);
  }
  for (const target of files.filter((file) => file.endsWith('.s.json'))) {
    fs.writeFileSync(path.join(dir, traditionalFileOf(target)), traditionalOf(path.join(dir, target)));
  }
  format(files.map((relative) => path.join(dir, relative)));
  addWorkspace(root, folder);
  return files.sort();
}

module.exports = { createSection };
