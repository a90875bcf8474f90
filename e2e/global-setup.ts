/**
 * Starts the browser once before the workers begin: a newly installed Chromium builds its font
 * cache (fontconfig, with the CJK fonts) on its first start, which takes both cores for a while.
 * Paid here, it slows no test and no first server render of a test.
 */
import { chromium, type FullConfig } from '@playwright/test';

export default async function warmUpBrowser(config: FullConfig) {
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions);
  try {
    const page = await browser.newPage();
    // Text in every script the site shows, so each font is found and rasterized once.
    await page.setContent(
      '<p lang="zh-Hans">瀚数科技 风险控制</p><p lang="zh-Hant">瀚數科技 風險控制</p><p lang="en">Hanshu FinTech</p>',
    );
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot();
  } finally {
    await browser.close();
  }
}
