/**
 * Compressed bytes of the scripts a page loads, as Chromium received them: the shell's and the
 * active section's (the page's first load), and apart from them the other sections' code that the
 * shell prefetches once the page is idle.
 */
async function firstLoadScriptBytes(url) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => {
      // The idle prefetch fetches the other sections' scripts (decision 064): JS all the same.
      const type = request.resourceType();
      if (type === 'script' || (type === 'fetch' && new URL(request.url()).pathname.endsWith('.js'))) {
        scripts.push(request);
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const state = JSON.parse((await page.locator('#__INITIAL_STATE__').textContent()) ?? '{}');
    const active = state.route?.section ?? '';
    const result = { total: 0, count: 0, prefetched: 0 };
    for (const request of scripts) {
      const bytes = (await request.sizes()).responseBodySize;
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/releases/') && !pathname.startsWith(`/releases/${active}/`)) {
        result.prefetched += bytes;
      } else {
        result.total += bytes;
        result.count += 1;
      }
    }
    return result;
  } finally {
    await browser.close();
  }
}

module.exports = { firstLoadScriptBytes };
