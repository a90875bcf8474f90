import fs from 'node:fs';
import path from 'node:path';
import { loadContentCliConfig } from './config';
import { CONTENT_USAGE, runContentCommand } from './content-command';
import { copyOfShippedContent, emptyFolder, removeContentFolders } from './test-support/content-folders';
import { createTestDatabase, testDialect, type TestDatabase } from './test-support/database';

jest.setTimeout(60_000);

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
