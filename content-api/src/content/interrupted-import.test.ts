/**
 * An import process killed inside its transaction, after it has written part of the new content,
 * leaves the previous content and generation, and the next import goes through.
 */
import { MEDIA_ROOT } from '../config';
import type { ContentDb } from '../db/connection';
import { openContentDb } from '../plugins/content-store';
import {
  addNewArticle,
  copyOfShippedContent,
  emptyFolder,
  removeContentFolders,
} from '../test-support/content-folders';
import { IMPORT_HOLDING_TRANSACTION, finished, lineFrom, startContentProcess } from '../test-support/content-processes';
import { createTestDatabase, testDialect, type TestDatabase } from '../test-support/database';
import { HOLDING_LINE } from '../test-support/import-holding-transaction';
import { readContentDatabase, readContentGeneration } from './content-database';
import { importContent } from './import-content';

// Each test seeds a database of its own from the shipped folder, and some start processes.
jest.setTimeout(60_000);
describe(`an interrupted import (${testDialect()})`, () => {
  let database: TestDatabase;
  let db: ContentDb;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await openContentDb(database.config);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    removeContentFolders();
  });

  it('leaves the previous content when the import process is killed inside its transaction', async () => {
    const before = JSON.stringify([...(await readContentDatabase(db))]);
    const folder = copyOfShippedContent();
    addNewArticle(folder);
    folder.edit('events/zh/1.json', { title: '第七届金融科技峰会' });
    folder.remove('partners/en/501.json');

    const child = startContentProcess(
      IMPORT_HOLDING_TRANSACTION,
      ['import', folder.root, '--backup', emptyFolder()],
      database.config,
    );
    const ended = finished(child);
    await lineFrom(child, HOLDING_LINE);
    child.kill('SIGKILL');
    const { signal, stdout } = await ended;
    expect(signal).toBe('SIGKILL');
    expect(stdout).toContain('news: 1 added (zh/31)');

    expect(JSON.stringify([...(await readContentDatabase(db))])).toBe(before);
    expect(await readContentGeneration(db)).toBe(1);

    const next = await importContent({ db, folder: folder.root, mediaRoot: MEDIA_ROOT, backupFolder: emptyFolder() });
    expect(next).toMatchObject({ outcome: 'imported', generation: 2 });
  });
});
