import fs from 'node:fs';
import path from 'node:path';
import { loadContentCliConfig } from './config';
import { CONTENT_USAGE, runContentCommand } from './content-command';
import { readContentDatabase } from './content/content-database';
import { openContentDb } from './plugins/content-store';
import { addNewArticle, copyOfShippedContent, emptyFolder, removeContentFolders } from './test-support/content-folders';
import { createTestDatabase, testDialect, type TestDatabase } from './test-support/database';

jest.setTimeout(60_000);

/** Every item of the database, to compare before and after. */
async function readContent(database: TestDatabase): Promise<string> {
  const db = await openContentDb(database.config);
  try {
    return JSON.stringify([...(await readContentDatabase(db))]);
  } finally {
    await db.destroy();
  }
}

describe(`npm run content (${testDialect()})`, () => {
  let database: TestDatabase;
  let out: string[];
  let err: string[];
  const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
  const config = () => ({ ...loadContentCliConfig({}), database: database.config, backupRoot: emptyFolder() });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(() => {
    out = [];
    err = [];
  });
  afterAll(async () => {
    await database.drop();
    removeContentFolders();
  });

  it.each([[[]], [['publish', 'content']], [['import']], [['export', 'a', 'b']], [['import', 'content', '--force']]])(
    'refuses %j with the usage and exit code 2',
    async (args) => {
      expect(await runContentCommand(args, config(), io)).toBe(2);
      expect(err.slice(1)).toEqual(CONTENT_USAGE);
      expect(out).toEqual([]);
    },
  );

  it('exports files that import back as no change, relative to where it was typed', async () => {
    const target = emptyFolder();
    const working = { ...config(), workingDirectory: path.dirname(target) };
    expect(await runContentCommand(['export', path.basename(target)], working, io)).toBe(0);
    expect(out).toEqual([
      expect.stringMatching(new RegExp(`^Exported the content of .* to ${target}: \\d+ files in `)),
    ]);
    expect(fs.existsSync(path.join(target, 'news', 'zh', '29.html'))).toBe(true);
    expect(await runContentCommand(['import', target], config(), io)).toBe(0);
    expect(out.at(-1)).toMatch(/the database already holds this content; nothing to import\.$/);
  });

  it('prints the changes, where the backup is and the new generation', async () => {
    const folder = copyOfShippedContent();
    folder.edit('milestones/en/501.json', { title: 'Founded in Zhongguancun, Beijing' });
    const backup = emptyFolder();
    expect(await runContentCommand(['import', folder.root, '--backup', backup], config(), io)).toBe(0);
    expect(out).toEqual([
      'Changes:',
      '  milestones: 1 changed (en/501)',
      `The content it replaced is in ${backup} (import that folder to restore it).`,
      expect.stringMatching(/^Imported \d+ files into .* in \d+\.\d\d s: content generation 2\.$/),
      'Recorded as import 2: npm run content -- revert 2 undoes it.',
    ]);
    expect(err).toEqual([]);
  });

  it('prints every problem and exits 1, importing nothing', async () => {
    const folder = copyOfShippedContent();
    folder.edit('team/zh/3.json', { photo: '/api/media/team/member-99.svg' });
    folder.edit('team/en/503.json', { age: 47 });
    expect(await runContentCommand(['import', folder.root, '--dry-run'], config(), io)).toBe(1);
    expect(err).toEqual([
      'team/zh/3.json: photo: no media file /api/media/team/member-99.svg (media files are in content-api/media/)',
      'team/en/503.json: age: unknown field',
      `2 problem(s) in ${folder.root}; nothing was imported.`,
    ]);
  });
});

describe(`npm run content: history, diff, revert, status and schedule (${testDialect()})`, () => {
  /** 2026-12-01 09:00:00 in Asia/Shanghai. */
  const START = Date.parse('2026-12-01T01:00:00Z');
  let database: TestDatabase;
  let out: string[];
  let err: string[];
  let now: number;
  const io = {
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    clock: () => now,
  };
  const config = () => ({
    ...loadContentCliConfig({}),
    database: database.config,
    backupRoot: emptyFolder(),
    user: 'editor',
  });
  /** Runs a command and answers its exit code and what it printed, both streams. */
  const run = async (args: string[]) => {
    out = [];
    err = [];
    const code = await runContentCommand(args, config(), io);
    return { code, out, err };
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    now = START;
  });
  afterEach(async () => {
    await database.drop();
    removeContentFolders();
  });

  it('records imports, diffs a folder field by field, and reverts an import as a new recorded one', async () => {
    const folder = copyOfShippedContent();
    addNewArticle(folder);
    folder.edit('news/zh/31.json', { publishAt: '2026-12-01T09:30:00+08:00' });
    folder.edit('news/en/529.json', { title: 'Hanzhi 2.0 Launched at the 2026 Conference' });
    folder.writeText(
      'news/zh/29.html',
      `${fs.readFileSync(`${folder.root}/news/zh/29.html`, 'utf8').trim()}<p>会后发布了演讲实录。</p>\n`,
    );
    folder.remove('events/en/506.json');

    const seeded = await run(['history']);
    expect(seeded.code).toBe(0);
    expect(seeded.out).toEqual([
      'Imports, newest first (times in Asia/Shanghai):',
      expect.stringMatching(/^ {2}1 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}\S+ {2}"seeded an empty database"$/),
      expect.stringMatching(/^ {5}navigation: 16 added; .*; backup: none \(it filled an empty database\)$/),
      'To restore the content as it was before import n: npm run content -- revert <n>',
    ]);

    const diff = await run(['diff', folder.root]);
    expect(diff).toEqual({
      code: 0,
      err: [],
      out: [
        '+ news/zh/31 瀚数科技发布2026年金融科技白皮书: added',
        '~ news/zh/29 2026瀚数金融科技大会举行，发布“瀚智”2.0与金融智能体平台: changed',
        expect.stringMatching(/^ {4}content: rich text changed; now ".*会后发布了演讲实录。<\/p>"$/),
        '~ news/en/529 Hanzhi 2.0 Launched at the 2026 Confere…: changed',
        '    title: "Hanshu FinTech Conference 2026 Unveils Hanzhi 2.0 and a Fin…" → "Hanzhi 2.0 Launched at the 2026 Conference"',
        '- events/en/506 Spring 2027 Campus Recruitment Talk at …: removed',
        `4 item(s) differ: 1 added, 2 changed, 1 removed. Import them with: npm run content -- import ${folder.root}`,
      ],
    });
    expect((await run(['history'])).out).toHaveLength(4);

    const before = await readContent(database);
    const imported = await run(['import', folder.root, '--author', 'Li Wei', '-m', 'White paper, scheduled']);
    expect(imported.code).toBe(0);
    expect(imported.out.at(-1)).toBe('Recorded as import 2: npm run content -- revert 2 undoes it.');
    expect((await run(['diff', folder.root])).out).toEqual([
      `The database already holds the content of ${folder.root}: an import would change nothing.`,
    ]);

    now = START + 60_000;
    const reverted = await run(['revert', '2']);
    expect(reverted.code).toBe(0);
    expect(reverted.out.slice(0, 3)).toEqual([
      'Changes:',
      '  news: 2 changed (zh/29, en/529), 1 removed (zh/31)',
      '  events: 1 added (en/506)',
    ]);
    expect(reverted.out.at(-1)).toBe('Recorded as import 3: npm run content -- revert 3 undoes it.');
    expect(await readContent(database)).toEqual(before);

    const history = await run(['history']);
    expect(history.out.slice(0, 5)).toEqual([
      'Imports, newest first (times in Asia/Shanghai):',
      '  3  2026-12-01 09:01:00  editor  "revert of import 2", reverting import 2',
      expect.stringMatching(/^ {5}news: 2 changed, 1 removed; events: 1 added; backup: .+$/),
      '  2  2026-12-01 09:00:00  Li Wei  "White paper, scheduled"',
      expect.stringMatching(/^ {5}news: 1 added, 2 changed; events: 1 removed; backup: .+$/),
    ]);

    expect(await run(['revert', '2'])).toEqual({
      code: 0,
      err: [],
      out: ['The content is already as it was before import 2; nothing to revert.'],
    });
    expect((await run(['revert', '1'])).err).toEqual([
      'Import 1 filled an empty database: there is no content before it to restore.',
    ]);
    const missing = await run(['revert', '9']);
    expect(missing.code).toBe(1);
    expect(missing.err).toEqual([
      expect.stringMatching(/^No import 9 in the history of .*; npm run content -- history lists them\.$/),
    ]);
  });

  it('lists items without a live counterpart and the scheduled ones, and what is due in the site zone and UTC', async () => {
    const folder = copyOfShippedContent();
    addNewArticle(folder);
    folder.edit('news/zh/31.json', { publishAt: '2026-12-01T09:30:00+08:00' });
    folder.edit('news/en/529.json', { publishAt: '2026-12-02T00:00:00Z', unpublishAt: '2027-01-01T00:00:00+08:00' });
    const { counterpart: _story, ...story } = folder.read('stories/en/503.json');
    folder.write('stories/en/503.json', story);
    const { counterpart: _back, ...paired } = folder.read('stories/zh/3.json');
    folder.write('stories/zh/3.json', paired);
    expect((await run(['status'])).out).toEqual([
      'Every item with a detail page has a live counterpart in the other backend.',
      'No item is scheduled.',
    ]);
    expect((await run(['schedule'])).out).toEqual([
      'Nothing is due: no item has a publishAt or unpublishAt still to come.',
    ]);
    expect((await run(['import', folder.root])).code).toBe(0);

    expect(await run(['status'])).toEqual({
      code: 0,
      err: [],
      out: [
        'Items without a live counterpart in the other backend (4):',
        '  news/zh/29 2026瀚数金融科技大会举行，发布“瀚智”2.0与金融智能体平台: its counterpart en/529 is not live now (publishAt 2026-12-02 08:00:00, unpublishAt 2027-01-01 00:00:00)',
        '  news/zh/31 瀚数科技发布2026年金融科技白皮书: no counterpart in en/',
        '  stories/zh/3 打造风控引擎：毫秒之间的较量: no counterpart in en/',
        '  stories/en/503 Building the Risk Engine: A Race Measur…: no counterpart in zh/',
        'Pair each with its translation (both name each other as counterpart, live at the same times).',
        'Scheduled items (2), times in Asia/Shanghai:',
        '  news/zh/31 瀚数科技发布2026年金融科技白皮书: waiting; publishAt 2026-12-01 09:30:00',
        '  news/en/529 Hanshu FinTech Conference 2026 Unveils …: waiting; publishAt 2026-12-02 08:00:00, unpublishAt 2027-01-01 00:00:00',
      ],
    });
    expect(await run(['schedule'])).toEqual({
      code: 0,
      err: [],
      out: [
        'Due (3), in Asia/Shanghai and UTC:',
        '  2026-12-01 09:30:00 Asia/Shanghai  2026-12-01 01:30:00 UTC  publish    news/zh/31 瀚数科技发布2026年金融科技白皮书',
        '  2026-12-02 08:00:00 Asia/Shanghai  2026-12-02 00:00:00 UTC  publish    news/en/529 Hanshu FinTech Conference 2026 Unveils …',
        '  2027-01-01 00:00:00 Asia/Shanghai  2026-12-31 16:00:00 UTC  unpublish  news/en/529 Hanshu FinTech Conference 2026 Unveils …',
        'Every server follows these times by itself: nothing needs to run then.',
      ],
    });

    now = Date.parse('2026-12-02T00:00:00Z');
    expect((await run(['schedule'])).out).toHaveLength(3);
    expect((await run(['status'])).out.slice(0, 2)).toEqual([
      'Items without a live counterpart in the other backend (3):',
      '  news/zh/31 瀚数科技发布2026年金融科技白皮书: no counterpart in en/',
    ]);
  });

  it('refuses with --require-counterparts a folder whose items of those kinds lack one, writing nothing', async () => {
    const folder = copyOfShippedContent();
    addNewArticle(folder);
    const refused = await run(['import', folder.root, '--require-counterparts', 'news,research']);
    expect(refused).toEqual({
      code: 1,
      out: [],
      err: [
        'news/zh/31.json: counterpart: missing: no en/ item is named as its translation (--require-counterparts news,research)',
        `1 problem(s) in ${folder.root}; nothing was imported.`,
      ],
    });
    expect((await run(['history'])).out).toHaveLength(4);
    expect((await run(['import', folder.root, '--require-counterparts', 'stories,team'])).code).toBe(0);
  });

  it.each([
    [
      ['import', 'content', '--require-counterparts', 'news,blog'],
      /^--require-counterparts takes product-views, news, .*, dynamic, research \(comma-separated\), not "blog"$/,
    ],
    [['import', 'content', '-m', 'two\nlines'], /^-m takes one line of text, without control characters$/],
    [['import', 'content', '--author', ' '], /^--author needs a text$/],
    [['import', 'content', '--author', 'a'.repeat(101)], /^--author takes at most 100 characters$/],
    [['import', 'content', '-m'], /^-m needs a value$/],
    [['revert', 'two'], /^revert takes the number of an import \(history lists them\), not "two"$/],
    [['revert', '0'], /^revert takes the number of an import/],
    [['revert'], /^revert needs an import number$/],
    [['history', 'content'], /^history takes no argument$/],
    [['status', '--dry-run'], /^unknown option --dry-run$/],
  ])('refuses %j with its reason, the usage and exit code 2', async (args, reason) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.err).toEqual([expect.stringMatching(reason), ...CONTENT_USAGE]);
    expect(result.out).toEqual([]);
  });
});
