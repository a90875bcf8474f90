import fs from 'node:fs';
import { MEDIA_ROOT } from '../config';
import type { ContentDb } from '../db/connection';
import { openContentDb } from '../plugins/content-store';
import {
  addNewArticle,
  copyOfShippedContent,
  emptyFolder,
  removeContentFolders,
  type ContentFolder,
} from '../test-support/content-folders';
import { createTestDatabase, testDialect, type TestDatabase } from '../test-support/database';
import { describeChanges } from './content-changes';
import { readContentDatabase, readContentGeneration } from './content-database';
import { writeContentFolder } from './content-folder';
import { formatProblem } from './item-checks';
import { importContent, type ImportOptions } from './import-content';

// Each test seeds a database of its own from the shipped folder, and some start processes.
jest.setTimeout(60_000);
describe(`content import (${testDialect()})`, () => {
  let database: TestDatabase;
  let db: ContentDb;
  let folder: ContentFolder;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = await openContentDb(database.config);
    folder = copyOfShippedContent();
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
    removeContentFolders();
  });

  const run = (options: Partial<ImportOptions> = {}) =>
    importContent({ db, folder: folder.root, mediaRoot: MEDIA_ROOT, backupFolder: emptyFolder(), ...options });

  /** The database's content and generation, to show that something wrote nothing. */
  const snapshot = async () => ({
    content: JSON.stringify([...(await readContentDatabase(db))]),
    generation: await readContentGeneration(db),
  });

  it('seeds an empty database with the shipped content, which then imports as no change', async () => {
    expect(await readContentGeneration(db)).toBe(1);
    const result = await run();
    expect(result.outcome).toBe('unchanged');
    expect(await readContentGeneration(db)).toBe(1);
  });

  it('lists what a dry run would change, by kind, and writes nothing', async () => {
    const before = await snapshot();
    addNewArticle(folder);
    folder.edit('seo/en/index.json', { seoTitle: 'Hanshu FinTech: data, risk and growth' });
    folder.remove('events/en/506.json');
    const result = await run({ dryRun: true });
    expect(result.outcome).toBe('checked');
    if (result.outcome !== 'checked') return;
    expect(describeChanges(result.changes)).toEqual([
      'seo: 1 changed (en/index)',
      'news: 1 added (zh/31)',
      'events: 1 removed (en/506)',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('writes the changes, raises the generation, and backs up what it replaced so importing the backup restores it', async () => {
    const before = await readContentDatabase(db);
    addNewArticle(folder);
    folder.edit('news/en/529.json', { title: 'Hanshu FinTech Conference 2026: Hanzhi 2.0 and Financial Agents' });
    const backupFolder = emptyFolder();
    const result = await run({ backupFolder });
    expect(result).toMatchObject({ outcome: 'imported', generation: 2, backup: backupFolder });
    const article = await db
      .selectFrom('article')
      .selectAll()
      .where('languageType', '=', 1)
      .where('id', '=', 31)
      .executeTakeFirst();
    expect(article?.title).toBe('瀚数科技发布2026年金融科技白皮书');
    expect(fs.readFileSync(`${backupFolder}/news/en/529.json`, 'utf8')).toContain('Unveils Hanzhi 2.0');

    const restored = await importContent({
      db,
      folder: backupFolder,
      mediaRoot: MEDIA_ROOT,
      backupFolder: emptyFolder(),
    });
    expect(restored.outcome).toBe('imported');
    expect(JSON.stringify([...(await readContentDatabase(db))])).toBe(JSON.stringify([...before]));
    expect(await readContentGeneration(db)).toBe(3);
  });

  it('keeps ids as they are across an export and an import', async () => {
    addNewArticle(folder);
    folder.edit('news/zh/31.json', { id: 4000 });
    await run();
    const ids = await db
      .selectFrom('article')
      .select('id')
      .where('languageType', '=', 1)
      .orderBy('id', 'desc')
      .execute();
    expect(ids[0]?.id).toBe(4000);
  });

  it('refuses a folder with problems, naming file, field and problem for every bad file, and writes nothing', async () => {
    const before = await snapshot();
    folder.writeText('news/zh/3.json', '{ "id": 3, "type": "research",\n  "title": }\n');
    folder.writeText('news/zh/8.json', '{ "id": 8,\n  "type" "dynamic" }\n');
    folder.edit('news/zh/5.json', { coverImage: '/api/media/news/cover-01.svg' });
    folder.edit('honours/zh/6.json', { id: 4 });
    folder.edit('news/en/506.json', { cover: '/api/media/news/cover-99.svg' });
    folder.edit('team/zh/2.json', { counterpart: 599 });
    folder.edit('stories/zh/1.json', { counterpart: 502 });
    folder.writeText('news/en/507.html', '<p>Safe</p><script>alert(1)</script>\n');
    folder.writeText(
      'stories/en/503.html',
      '<p>Text</p><meta http-equiv="refresh" content="1;url=https://evil.example/"><style>p{}</style>\n',
    );
    folder.edit('product-views/en/44.json', { categoryId: 99 });
    folder.edit('events/zh/1.json', { startDate: 'next Monday' });
    folder.edit('partners/zh/1.json', { type: 'vendor' });
    folder.remove('pages/zh/culture.html');
    folder.writeText('news/zh/notes.txt', 'draft');

    const result = await run();
    expect(result.outcome).toBe('refused');
    if (result.outcome !== 'refused') return;
    const lines = result.problems.map(formatProblem);
    const expected: [string, RegExp][] = [
      ['news/zh/3.json', /^news\/zh\/3\.json: not valid JSON/],
      ['news/zh/8.json', /^news\/zh\/8\.json: not valid JSON at line 2, column 10: /],
      ['news/zh/5.json', /^news\/zh\/5\.json: coverImage: unknown field$/],
      ['honours/zh/6.json', /^honours\/zh\/6\.json: id: 4 is used twice: honours\/zh\/4\.json has it too$/],
      ['news/en/506.json', /^news\/en\/506\.json: cover: no media file \/api\/media\/news\/cover-99\.svg/],
      ['team/zh/2.json', /^team\/zh\/2\.json: counterpart: no team\/en\/ item 599$/],
      [
        'stories/zh/1.json',
        /^stories\/zh\/1\.json: counterpart: stories\/en\/502\.json must name 1 as its counterpart/,
      ],
      [
        'news/en/507.html',
        /^news\/en\/507\.html: content: sanitizing would change the markup near ".*<script>alert\(1\)/,
      ],
      [
        'stories/en/503.html',
        /^stories\/en\/503\.html: content: sanitizing would change the markup near ".*<meta http-equiv/,
      ],
      ['product-views/en/44.json', /^product-views\/en\/44\.json: categoryId: no product-categories\/en\/ item 99$/],
      ['events/zh/1.json', /^events\/zh\/1\.json: startDate: must match pattern/],
      ['partners/zh/1.json', /^partners\/zh\/1\.json: type: must be one of partner, strategy$/],
      ['pages/zh/culture.html', /^pages\/zh\/culture\.html: missing: the content of culture\.json$/],
      ['news/zh/notes.txt', /^news\/zh\/notes\.txt: not a content file/],
    ];
    for (const [file, pattern] of expected) {
      expect(lines.filter((line) => line.startsWith(`${file}:`))).toEqual([expect.stringMatching(pattern)]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses schedule times without a zone, invalid, or unpublishing before publishing, by file and field', async () => {
    const before = await snapshot();
    folder.edit('news/zh/29.json', { publishAt: '2026-12-01T09:30:00' });
    folder.edit('events/en/501.json', { unpublishAt: '2026-02-30T09:30:00+08:00' });
    folder.edit('team/zh/3.json', { publishAt: '2026-12-01T09:30:00+08:00', unpublishAt: '2026-12-01T01:30:00Z' });
    folder.edit('seo/en/index.json', { publishAt: 'tomorrow' });
    folder.edit('investor/zh/profile.json', { unpublishAt: 1796000000000 });
    const result = await run();
    expect(result.outcome).toBe('refused');
    if (result.outcome !== 'refused') return;
    expect(result.problems.map(formatProblem).sort()).toEqual([
      'events/en/501.json: unpublishAt: "2026-02-30T09:30:00+08:00" is not a valid time: write an ISO 8601 time such as 2026-12-01T09:30:00+08:00',
      'investor/zh/profile.json: unpublishAt: must be string',
      'news/zh/29.json: publishAt: "2026-12-01T09:30:00" has no time zone: end it with Z or an offset, as in 2026-12-01T09:30:00+08:00',
      'seo/en/index.json: publishAt: "tomorrow" is not a valid time: write an ISO 8601 time such as 2026-12-01T09:30:00+08:00',
      'team/zh/3.json: unpublishAt: must be after publishAt (2026-12-01T09:30:00+08:00)',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps schedule times as written through an import and an export', async () => {
    folder.edit('news/en/529.json', { publishAt: '2026-12-01T09:30:00+08:00', unpublishAt: '2027-01-01T00:00:00Z' });
    expect((await run()).outcome).toBe('imported');
    const exported = emptyFolder();
    writeContentFolder(exported, await readContentDatabase(db));
    const text = fs.readFileSync(`${exported}/news/en/529.json`, 'utf8');
    expect(text).toBe(fs.readFileSync(`${folder.root}/news/en/529.json`, 'utf8'));
    expect(JSON.parse(text)).toMatchObject({
      publishAt: '2026-12-01T09:30:00+08:00',
      unpublishAt: '2027-01-01T00:00:00Z',
    });
    expect((await run({ folder: exported })).outcome).toBe('unchanged');
  });

  it('refuses items of the kinds it must have translated when they name no counterpart, one line each', async () => {
    const before = await snapshot();
    addNewArticle(folder);
    const { counterpart: _story, ...story } = folder.read('stories/en/503.json');
    folder.write('stories/en/503.json', story);
    const { counterpart: _back, ...paired } = folder.read('stories/zh/3.json');
    folder.write('stories/zh/3.json', paired);
    const refused = await run({ requireCounterparts: ['research', 'stories'] });
    expect(refused.outcome).toBe('refused');
    if (refused.outcome === 'refused') {
      expect(refused.problems.map(formatProblem)).toEqual([
        'stories/zh/3.json: counterpart: missing: no en/ item is named as its translation (--require-counterparts research,stories)',
        'stories/en/503.json: counterpart: missing: no zh/ item is named as its translation (--require-counterparts research,stories)',
      ]);
    }
    expect(await snapshot()).toEqual(before);
    const news = await run({ requireCounterparts: ['news'], dryRun: true });
    expect(news.outcome === 'refused' && news.problems.map(formatProblem)).toEqual([
      'news/zh/31.json: counterpart: missing: no en/ item is named as its translation (--require-counterparts news)',
    ]);
    expect((await run({ requireCounterparts: ['research', 'team'], dryRun: true })).outcome).toBe('checked');
  });

  it('refuses a folder that lacks a kind, so a partial folder never empties the others', async () => {
    const before = await snapshot();
    fs.rmSync(`${folder.root}/events`, { recursive: true });
    const result = await run();
    expect(result.outcome).toBe('refused');
    if (result.outcome === 'refused')
      expect(result.problems.map(formatProblem)).toEqual([expect.stringMatching(/^events\/: missing/)]);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves the previous content when the import fails midway through its writes', async () => {
    const before = await snapshot();
    addNewArticle(folder);
    const written: string[] = [];
    const failing = run({
      onProgress: ({ kind }) => {
        written.push(kind.folder);
        if (kind.folder === 'news') throw new Error('the disk is full');
      },
    });
    await expect(failing).rejects.toThrow('the disk is full');
    expect(written).toContain('navigation');
    expect(await snapshot()).toEqual(before);
  });
});
