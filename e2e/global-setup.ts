/**
 * Starts the browser once before the workers begin: a newly installed Chromium builds its font
 * cache (fontconfig, with the CJK fonts) on its first start, which takes both cores for a while.
 * Paid here, it slows no test and no first server render of a test. Against a running site with a
 * preview link, the same browser opens the link once and keeps its cookie for every context.
 */
import { chromium, type Browser, type FullConfig } from '@playwright/test';
import { savePreviewCookies } from './src/preview-cookie';
import { shownLink } from './src/run-arguments';
import { E2E_PREVIEW } from './tests/e2e-env';

async function warmUpFonts(browser: Browser) {
  const page = await browser.newPage();
  // Text in every script the site shows, so each font is found and rasterized once.
  await page.setContent(
    '<p lang="zh-Hans">瀚数科技 风险控制</p><p lang="zh-Hant">瀚數科技 風險控制</p><p lang="en">Hanshu FinTech</p>',
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot();
  await page.close();
}

export default async function globalSetup(config: FullConfig) {
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions);
  try {
    await warmUpFonts(browser);
    if (E2E_PREVIEW) {
      const { link, stateFile } = E2E_PREVIEW;
      const { status, names } = await savePreviewCookies(browser, link, stateFile);
      process.stdout.write(`preview: ${shownLink(link)} answered ${status} and set ${names.join(', ')}\n`);
    }
  } finally {
    await browser.close();
  }
}
