import { loadContentApiConfig, loadContentCliConfig } from './config';
import { runContentCommand, type PreviewLinker } from './content-command';
import { contentPreviewSnapshot, currentContentPreview } from './content/content-preview';
import { openContentPreviewApi } from './content-preview-api';
import { openContentDb } from './plugins/content-store';
import { addNewArticle, copyOfShippedContent, emptyFolder, removeContentFolders } from './test-support/content-folders';
import { createTestDatabase, testDialect, type TestDatabase } from './test-support/database';
import { buildTestApi, get } from './test-support/api';

jest.setTimeout(90_000);

const LINKER: PreviewLinker = ({ id, expiresAt }) => `https://site.example/_preview/${id}.${expiresAt}`;
const HOUR = 3_600_000;

describe(`npm run content -- preview (${testDialect()})`, () => {
  let database: TestDatabase;
  let out: string[];
  let err: string[];
  let now: number;
  const io = (previewLinker: (() => PreviewLinker) | undefined = () => LINKER) => ({
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    clock: () => now,
    previewLinker,
  });
  const config = () => ({ ...loadContentCliConfig({}), database: database.config, backupRoot: emptyFolder() });

  async function current() {
    const db = await openContentDb(database.config);
    try {
      const preview = await currentContentPreview(db, now);
      return preview && { ...preview, snapshot: await contentPreviewSnapshot(db, preview.id, now) };
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(() => {
    out = [];
    err = [];
    now = Date.parse('2026-11-28T08:00:00Z');
  });
  afterAll(async () => {
    await database.drop();
    removeContentFolders();
  });

  it('refuses a folder with problems as import does, naming file and field, and stores nothing', async () => {
    const folder = copyOfShippedContent();
    folder.edit('news/zh/29.json', { publishAt: '2026-12-01T09:30:00' });
    expect(await runContentCommand(['preview', folder.root], config(), io())).toBe(1);
    expect(err[0]).toBe(
      'news/zh/29.json: publishAt: "2026-12-01T09:30:00" has no time zone: end it with Z or an offset, as in 2026-12-01T09:30:00+08:00',
    );
    expect(err.at(-1)).toBe(`1 problem(s) in ${folder.root}; nothing was previewed.`);
    expect(out).toEqual([]);
    expect(await current()).toBeNull();
  });

  it('refuses when previews are off on the site, storing nothing', async () => {
    const folder = copyOfShippedContent();
    const off = () => {
      throw new Error('previews are off on this site: set PREVIEW_SECRET (as on its servers)');
    };
    expect(await runContentCommand(['preview', folder.root], config(), io(off))).toBe(1);
    expect(err).toEqual(['No preview: previews are off on this site: set PREVIEW_SECRET (as on its servers)']);
    expect(await current()).toBeNull();
  });

  it.each([[['preview']], [['preview', 'a', '--discard']], [['preview', 'a', 'b']], [['preview', '--force']]])(
    'refuses %j with the usage and exit code 2',
    async (args) => {
      expect(await runContentCommand(args, config(), io())).toBe(2);
      expect(out).toEqual([]);
    },
  );

  it('stores the folder, scheduled items as if due, and prints the signed link as its last line', async () => {
    const folder = copyOfShippedContent();
    addNewArticle(folder, 'Preview-only white paper');
    folder.edit('news/zh/31.json', { publishAt: '2027-01-01T09:30:00+08:00' });
    folder.edit('news/zh/29.json', { title: 'A changed title, previewed' });
    expect(await runContentCommand(['preview', folder.root], config(), io())).toBe(0);
    expect(err).toEqual([]);
    const preview = await current();
    expect(preview).not.toBeNull();
    expect(preview?.expiresAt).toBe(now + 24 * HOUR);
    expect(out.at(-1)).toBe(LINKER({ id: preview?.id ?? '', expiresAt: now + 24 * HOUR }));
    expect(out).toContain('  + news/zh/31 Preview-only white paper: added');

    // The preview's own API answers the new article (publishAt to come: shown as if due) and the
    // changed title; the live API does neither.
    const api = await openContentPreviewApi(preview?.snapshot ?? '', loadContentApiConfig({}));
    const live = await buildTestApi({}, { database: database.config });
    try {
      const previewed = await get(api, '/api/web/news/detail?id=31&languageType=1');
      expect(previewed.statusCode).toBe(200);
      expect(previewed.json().data.title).toBe('Preview-only white paper');
      expect((await get(api, '/api/web/news/detail?id=29&languageType=1')).json().data.title).toBe(
        'A changed title, previewed',
      );
      expect((await get(live, '/api/web/news/detail?id=31&languageType=1')).statusCode).toBe(404);
      expect((await get(live, '/api/web/news/detail?id=29&languageType=1')).json().data.title).not.toBe(
        'A changed title, previewed',
      );
    } finally {
      await api.close();
      await live.close();
    }
  });

  it('replaces the previous preview, ends after 24 h, and --discard ends it sooner', async () => {
    const folder = copyOfShippedContent();
    expect(await runContentCommand(['preview', folder.root], config(), io())).toBe(0);
    const first = await current();
    out = [];
    addNewArticle(folder);
    expect(await runContentCommand(['preview', folder.root], config(), io())).toBe(0);
    const second = await current();
    expect(second?.id).not.toBe(first?.id);
    expect(out.at(-1)).toContain(second?.id);

    now += 24 * HOUR;
    expect(await current()).toBeNull();
    now -= 1;
    expect((await current())?.id).toBe(second?.id);

    out = [];
    expect(await runContentCommand(['preview', '--discard'], config(), io())).toBe(0);
    expect(out).toEqual([expect.stringMatching(new RegExp(`^Discarded content preview ${second?.id} from `))]);
    expect(await current()).toBeNull();
    out = [];
    expect(await runContentCommand(['preview', '--discard'], config(), io())).toBe(0);
    expect(out).toEqual(['No content preview is current: nothing to discard.']);
  });
});
