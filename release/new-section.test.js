/**
 * `npm run new-section` into a throwaway root: the files a section is made of, a routes module
 * without problems, fresh Traditional copy, formatted sources and the new workspace. Building,
 * releasing and serving a generated section: e2e/tests/new-section.release.spec.ts.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const { manifestProblems } = require('@site/shared-contracts');
const { traditionalOf } = require('@site/build/traditional-copy');
const { createSection, summaryLines } = require('./new-section');

const repositoryRoot = path.resolve(__dirname, '..');
let root;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-section-'));
  fs.writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'site', workspaces: ['shared-contracts', 'mfe-news', 'e2e'] }, null, 2),
  );
  fs.mkdirSync(path.join(root, 'shared-contracts'));
  fs.copyFileSync(
    path.join(repositoryRoot, 'shared-contracts', 'package.json'),
    path.join(root, 'shared-contracts', 'package.json'),
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('new-section', () => {
  it('writes a section with its routes, root, lifecycles, server entry, page, copy, styles and tests', async () => {
    const { files } = await createSection('green-energy', { root, titleS: '绿色能源', titleE: 'Green Energy' });
    expect(files).toEqual([
      'README.md',
      'package.json',
      'src/app.tsx',
      'src/backgrounds/green-energy.svg',
      'src/copy/copy.test.ts',
      'src/copy/copy.ts',
      'src/copy/green-energy.e.json',
      'src/copy/green-energy.s.json',
      'src/copy/green-energy.t.json',
      'src/green-energy-app.test.tsx',
      'src/green-energy-app.tsx',
      'src/menu/menu.e.json',
      'src/menu/menu.s.json',
      'src/menu/menu.t.json',
      'src/pages/green-energy/green-energy-page.tsx',
      'src/routes.test.ts',
      'src/routes.ts',
      'src/server.tsx',
      'src/styles.css',
      'webpack.config.js',
    ]);
    const dir = path.join(root, 'mfe-green-energy');
    for (const file of files) expect(fs.existsSync(path.join(dir, file))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces).toEqual([
      'shared-contracts',
      'mfe-news',
      'mfe-green-energy',
      'e2e',
    ]);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@site/mfe-green-energy');
    expect(pkg.dependencies.react).toBe(require('react/package.json').version);
    expect(fs.readFileSync(path.join(dir, 'src', 'app.tsx'), 'utf8')).toContain(
      "import { GreenEnergyApp } from './green-energy-app';",
    );
  });

  it('declares /<name> and /m/<name> as counterparts, in a manifest without problems', async () => {
    await createSection('careers', { root });
    const routes = require(path.join(root, 'mfe-careers', 'src', 'routes.ts')).default;
    expect(manifestProblems(routes.manifest, 'mfe-careers')).toEqual([]);
    expect(routes.manifest.routes.map((route) => [route.path, route.name, route.layout, route.counterpart])).toEqual([
      ['/careers', 'careers', 'default', '/m/careers'],
      ['/m/careers', 'm-careers', 'm-default', '/careers'],
    ]);
    expect(routes.manifest.routes[0].data).toEqual([
      { key: 'page', endpoint: '/api/web/page/detail', params: { key: 'introduce' } },
    ]);
  });

  it('declares its header entry, its background (a file of the section) and its language rule', async () => {
    await createSection('careers', { root, titleS: '人才发展', titleE: 'Careers' });
    const dir = path.join(root, 'mfe-careers');
    const { manifest } = require(path.join(dir, 'src', 'routes.ts')).default;
    expect(manifest.menu).toEqual([
      expect.objectContaining({
        key: 'careers',
        label: { s: '人才发展', t: '人才發展', e: 'Careers' },
        drawer: [{ id: 'careers', path: '/m/careers', title: { s: '公司简介', t: '公司簡介', e: 'Company Profile' } }],
      }),
    ]);
    for (const route of manifest.routes) {
      expect(fs.existsSync(path.join(dir, 'src', route.background))).toBe(true);
      expect(route.languageSwitch).toEqual({ kind: 'stay' });
    }
    const menu = path.join(dir, 'src', 'menu');
    expect(fs.readFileSync(path.join(menu, 'menu.t.json'), 'utf8')).toBe(traditionalOf(path.join(menu, 'menu.s.json')));
  });

  it('writes copy in three languages, Traditional as scripts/hant.js makes it, and formatted sources', async () => {
    await createSection('careers', { root, titleS: '人才发展', titleE: 'Careers' });
    const copy = path.join(root, 'mfe-careers', 'src', 'copy');
    const traditional = fs.readFileSync(path.join(copy, 'careers.t.json'), 'utf8');
    expect(traditional).toBe(traditionalOf(path.join(copy, 'careers.s.json')));
    expect(JSON.parse(traditional).headline.title).toBe('人才發展');
    expect(JSON.parse(fs.readFileSync(path.join(copy, 'careers.e.json'), 'utf8')).headline.title).toBe('Careers');
    const files = ['src/routes.ts', 'src/pages/careers/careers-page.tsx', 'src/copy/copy.test.ts', 'README.md'];
    const check = spawnSync(
      process.execPath,
      [
        require.resolve('prettier/bin/prettier.cjs'),
        '--config',
        path.join(repositoryRoot, '.prettierrc.json'),
        '--check',
        ...files.map((file) => path.join(root, 'mfe-careers', file)),
      ],
      { encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it("replaces every placeholder of the template, titles with quotes included, in each file's own syntax", async () => {
    const titleE = 'Tom\'s "R&D" <Lab>';
    const { files } = await createSection('rd-lab', { root, titleS: '研发', titleE });
    const dir = path.join(root, 'mfe-rd-lab');
    for (const file of files) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const placeholder of ['template-section', 'TemplateSection', '模板栏目', '模板欄目', 'Template Section'])
        expect({ file, placeholder, found: text.includes(placeholder) }).toEqual({ file, placeholder, found: false });
    }
    const { manifest } = require(path.join(dir, 'src', 'routes.ts')).default;
    expect(manifest.menu[0].label).toEqual({ s: '研发', t: '研發', e: titleE });
    expect(fs.readFileSync(path.join(dir, 'src', 'backgrounds', 'rd-lab.svg'), 'utf8')).toContain(
      'aria-label="Tom\'s &quot;R&amp;D&quot; &lt;Lab>"',
    );
    // The sources still parse, the title a string of them.
    const appTest = fs.readFileSync(path.join(dir, 'src', 'rd-lab-app.test.tsx'), 'utf8');
    expect(() => parseSync(appTest, { syntax: 'typescript', tsx: true })).not.toThrow();
    expect(appTest).toContain(`'Tom\\'s "R&D" <Lab>'`);
  });

  it('refuses a title of more than one line', async () => {
    await expect(createSection('careers', { root, titleE: 'Two\nlines' })).rejects.toThrow(
      '--title-en must be one line',
    );
  });

  it('refuses a name that is not one, belongs to the shell, or exists', async () => {
    await expect(createSection('Careers', { root })).rejects.toThrow('is not a section name');
    await expect(createSection('api', { root })).rejects.toThrow('/api belongs to the shell');
    await createSection('careers', { root });
    await expect(createSection('careers', { root })).rejects.toThrow('mfe-careers exists already');
  });

  it('writes its navigation entry, named as its menu label, and the SEO entries of its pages, in both backends', async () => {
    for (const [backend, id, name] of [
      ['zh', 7, '新闻中心'],
      ['en', 7, 'News Center'],
    ]) {
      fs.mkdirSync(path.join(root, 'content', 'navigation', backend), { recursive: true });
      const item = { id, sort: 7, name, key: 'news', url: '/news/dynamic' };
      fs.writeFileSync(path.join(root, 'content', 'navigation', backend, `${id}.json`), JSON.stringify(item));
    }
    const { content } = await createSection('careers', { root, titleS: '人才发展', titleE: 'Careers' });
    expect(content).toEqual([
      'content/navigation/zh/8.json',
      'content/seo/zh/careers.json',
      'content/seo/zh/m-careers.json',
      'content/navigation/en/8.json',
      'content/seo/en/careers.json',
      'content/seo/en/m-careers.json',
    ]);
    const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
    const { manifest } = require(path.join(root, 'mfe-careers', 'src', 'routes.ts')).default;
    expect(read('content/navigation/zh/8.json')).toEqual({
      id: 8,
      sort: 8,
      name: manifest.menu[0].label.s,
      key: 'careers',
      url: '/careers',
    });
    expect(read('content/navigation/en/8.json').name).toBe(manifest.menu[0].label.e);
    // Each route's SEO key (its name) has its entry: the pages carry their own titles.
    for (const route of manifest.routes) {
      expect(read(`content/seo/zh/${route.name}.json`)).toMatchObject({
        routeName: route.name,
        seoTitle: '人才发展 - 瀚数科技',
      });
      expect(read(`content/seo/en/${route.name}.json`)).toMatchObject({
        routeName: route.name,
        seoTitle: 'Careers - Hanshu FinTech',
      });
    }
  });

  it('writes content files of the shapes the content import checks', async () => {
    const { content } = await createSection('careers', { root, titleS: '人才发展', titleE: 'Careers' });
    const { NavigationEntry, SeoEntry } = require('@site/shared-contracts');
    const { Value } = require('@sinclair/typebox/value');
    for (const file of content) {
      const item = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
      if (file.includes('/navigation/')) {
        const { id, sort, ...entry } = item;
        expect([Number.isInteger(id), Number.isInteger(sort), Value.Check(NavigationEntry, entry)]).toEqual([
          true,
          true,
          true,
        ]);
      } else {
        const { routeName, ...entry } = item;
        expect(file.endsWith(`/${routeName}.json`)).toBe(true);
        expect(Value.Check(SeoEntry, entry)).toBe(true);
      }
    }
  });

  it('refuses a name the navigation has already, writing nothing', async () => {
    fs.mkdirSync(path.join(root, 'content', 'navigation', 'zh'), { recursive: true });
    const item = { id: 3, sort: 3, name: '人才发展', key: 'careers', url: '/careers' };
    fs.writeFileSync(path.join(root, 'content', 'navigation', 'zh', '3.json'), JSON.stringify(item));
    await expect(createSection('careers', { root })).rejects.toThrow(
      'content/navigation/zh/3.json is a navigation entry for /careers already',
    );
    expect(fs.existsSync(path.join(root, 'mfe-careers'))).toBe(false);
  });

  it('lists the files it wrote, src/server.tsx among them, and the import and release commands to run next', async () => {
    const written = await createSection('careers', { root, titleS: '人才发展', titleE: 'Careers' });
    const lines = summaryLines('careers', written, { installed: false });
    expect(lines[0]).toContain('src/server.tsx,');
    expect(lines[0]).not.toMatch(/src\/server\.ts[,;]/);
    expect(lines[1]).toBe(`wrote its navigation entry and SEO entries: ${written.content.join(', ')}`);
    expect(lines).toContainEqual('next: npm install (links the new workspace)');
    const commands = lines.filter((line) => line.startsWith('  ')).map((line) => line.trim().split(/ {2,}/)[0]);
    expect(commands).toEqual([
      'npx jest mfe-careers',
      'npm run content -- import content --dry-run',
      'npm run content -- import content -m "mfe-careers: navigation and SEO entries"',
      'npm run release -- mfe-careers',
    ]);
  });
});
