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
