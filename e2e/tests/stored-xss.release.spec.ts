/**
 * Stored rich text is safe whatever wrote it (issue 27 §2): a payload written straight into the
 * site's database, as a migration or a database tool would, past the import's sanitizing, reaches
 * the visitor as harmless markup. The content generation is raised with it, as an import raises
 * it, so the next request reads the new body. A writer of the shared site's database: it runs in
 * the release project, after the readers, and puts the article back afterwards.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR, REPOSITORY_ROOT as root } from './e2e-env';
import { expect, sectionMounted, test } from './fixtures';

const ARTICLE_ID = 7;
const PAYLOAD =
  '<p>红队海报：<img src="/api/media/news/cover-03.svg" alt="安全周活动海报" onerror="alert(\'xss\')">' +
  '<script>alert(\'xss\')</script><a href="javascript:alert(1)">点击领取安全周纪念品</a></p>' +
  '<meta http-equiv="refresh" content="1;url=https://evil.example/"><style>body{display:none}</style>';

/**
 * Sets the Chinese body of the article to `body` (or, with no body, back to the one saved before)
 * and raises the content generation, in one transaction of the site's SQLite database.
 */
function writeArticleBody(body: string | null): void {
  const script = `
    const Database = require('better-sqlite3');
    const [file, id, body] = process.argv.slice(1);
    const db = new Database(file);
    db.transaction(() => {
      if (body === '') {
        db.prepare('update article set content = (select saved from xss_saved) where id = ? and language_type = 1').run(Number(id));
        db.exec('drop table xss_saved');
      } else {
        db.exec('create table if not exists xss_saved (saved text)');
        db.prepare('insert into xss_saved (saved) select content from article where id = ? and language_type = 1').run(Number(id));
        db.prepare('update article set content = ? where id = ? and language_type = 1').run(body, Number(id));
      }
      db.exec('update content_generation set generation = generation + 1 where id = 1');
    })();
    db.close();`;
  const result = spawnSync(
    process.execPath,
    ['-e', script, path.join(E2E_DATA_DIR, 'content.db'), String(ARTICLE_ID), body ?? ''],
    { cwd: path.join(root, 'content-api'), encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the article could not be written: ${result.stderr}`);
}

test('an article body written straight into the database reaches the visitor as harmless markup', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  writeArticleBody(PAYLOAD);
  try {
    const response = await page.goto(`/news/dynamic/${ARTICLE_ID}`);
    expect(response?.status()).toBe(200);
    await sectionMounted(page);
    // The poster that carried the payload's onerror has loaded: a handler left on it has had its turn.
    const poster = page.locator('#section-slot img[alt="安全周活动海报"]');
    await expect(poster).toHaveJSProperty('complete', true);
    expect(dialogs).toBe(0);
    expect(await page.locator('#section-slot script, #section-slot style, #section-slot meta').count()).toBe(0);
    expect(await page.locator('#section-slot [onerror]').count()).toBe(0);
    expect(await page.locator('#section-slot a[href^="javascript:"]').count()).toBe(0);
    await expect(page).toHaveURL(new RegExp(`/news/dynamic/${ARTICLE_ID}$`));
  } finally {
    writeArticleBody(null);
  }
});
