/**
 * How a section team starts (README "Starting a section", `npm run new-section`, which is
 * scripts/new-section.js). Copies the template folder templates/section/ (a section of its own, type-checked, linted and
 * tested with the rest) into mfe-<name>/, with the template's placeholders replaced: its name
 * `template-section` (and `TemplateSection`), its titles `模板栏目`, `模板欄目` and
 * `Template Section`, and its dependencies' versions by the installed ones. Then it writes the
 * Traditional copy, formats the sources, writes its navigation and SEO entries as content files
 * (content/, to import with `npm run content -- import`), adds the workspace to package.json and
 * runs npm install, so the section builds, passes its tests, passes the release gate and serves its
 * page, under its header entry and with its own title, with no edit.
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

const BACKENDS = { zh: 's', en: 'e' };
const COMPANY = { s: '瀚数科技', e: 'Hanshu FinTech' };

function readItems(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: path.join(dir, file), item: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) }));
}

/** The SEO entry of one of the section's pages (its route name), in one backend's language. */
function seoEntryOf(routeName, title, language) {
  return language === 's'
    ? {
        routeName,
        seoTitle: `${title} - ${COMPANY.s}`,
        seoKeywords: `${title},${COMPANY.s},北京瀚数金融科技股份有限公司,金融科技`,
        seoDesc: `${COMPANY.s}${title}：北京瀚数金融科技股份有限公司，2014年创立于北京，为600余家金融机构提供智能风控、精准营销、数据分析与保险科技服务。`,
      }
    : {
        routeName,
        seoTitle: `${title} - ${COMPANY.e}`,
        seoKeywords: `${title},${COMPANY.e},Beijing Hanshu Financial Technology,fintech`,
        seoDesc: `${title} at ${COMPANY.e}, the Beijing financial technology company founded in 2014 that serves more than 600 financial institutions with risk control, precision marketing, data analysis and insurance technology.`,
      };
}

/**
 * The content files a new section needs to appear whole (decision 072), relative to `root`: its
 * navigation entry, named as its menu label (the header shows the entry only then), and the SEO
 * entries of its two pages, in both backends. Throws when the content has them already.
 */
function sectionContentOf(name, titles, root) {
  const content = path.join(root, 'content');
  const files = [];
  const navigation = Object.keys(BACKENDS).map((backend) => readItems(path.join(content, 'navigation', backend)));
  const items = navigation.flat();
  const taken = items.find(({ item }) => item.key === name || item.url === `/${name}`);
  if (taken) throw new Error(`${path.relative(root, taken.file)} is a navigation entry for /${name} already`);
  // One id and sort in both backends, past every entry of either.
  const id = Math.max(0, ...items.map(({ item }) => Number(item.id) || 0)) + 1;
  const sort = Math.max(0, ...items.map(({ item }) => Number(item.sort) || 0)) + 1;
  for (const [backend, language] of Object.entries(BACKENDS)) {
    files.push({
      file: path.join('content', 'navigation', backend, `${id}.json`),
      item: { id, sort, name: titles[language], key: name, url: `/${name}` },
    });
    for (const routeName of [name, `m-${name}`]) {
      files.push({
        file: path.join('content', 'seo', backend, `${routeName}.json`),
        item: seoEntryOf(routeName, titles[language], language),
      });
    }
  }
  for (const { file } of files) {
    if (fs.existsSync(path.join(root, file))) throw new Error(`${file} exists already`);
  }
  return files;
}

/**
 * Writes the section mfe-<name> into `root`, and its navigation and SEO entries into `root`'s
 * content/ folder. Returns the files written: the section's (relative to it) and the content's
 * (relative to `root`).
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
  const content = sectionContentOf(name, values.titles, root);
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
  for (const { file, item } of content) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `${JSON.stringify(item, null, 2)}\n`);
  }
  addWorkspace(root, folder);
  return { files: files.sort(), content: content.map(({ file }) => file.split(path.sep).join('/')) };
}

/** What `npm run new-section` prints: what it wrote, and the commands that make the section whole, in order. */
function summaryLines(name, { files, content }, { contentFolder = 'content', installed = true } = {}) {
  const folder = `mfe-${name}`;
  return [
    `wrote ${folder}/: ${files.join(', ')}; added it to the workspaces of package.json`,
    `wrote its navigation entry and SEO entries: ${content.join(', ')}`,
    ...(installed ? [] : ['next: npm install (links the new workspace)']),
    'then:',
    `  npx jest ${folder}                                    its tests`,
    `  npm run content -- import ${contentFolder} --dry-run   check the content files and see what would change`,
    `  npm run content -- import ${contentFolder} -m "${folder}: navigation and SEO entries"   the header entry and page titles, on every server`,
    `  npm run release -- ${folder}                          the gate and the release: /${name}, /m/${name} and /en/${name} on the running site`,
  ];
}

module.exports = { createSection, summaryLines };
