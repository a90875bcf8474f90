/**
 * @jest-environment jsdom
 */
import { serverRenderedSlotMarkup } from '../section-containers';
import { SECTION_NOTICE_CLASS, serverMarkupOf, showSectionNotice } from './section-notice';

function slotWith(url: string) {
  const slot = document.createElement('div');
  slot.innerHTML = serverRenderedSlotMarkup({
    application: 'mfe-news@/',
    release: 'v1',
    url,
    html: '<h1>News</h1><a href="/news/dynamic/1">First story</a>',
  });
  return slot.firstElementChild as HTMLElement;
}

/** The news list reads ?page, no other query (rendered-url.ts). */
const renderedUrlOf = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  const page = searchParams.get('page');
  return page === null ? pathname : `${pathname}?page=${page}`;
};

describe('a section whose code could not load', () => {
  it("finds the section's server markup only when it is of the page shown now, whatever query the page does not read", () => {
    const host = slotWith('/news/dynamic?page=2');
    const markupAt = (search: string, application = 'mfe-news@/') =>
      serverMarkupOf(host, application, { pathname: '/news/dynamic', search }, renderedUrlOf);
    expect(markupAt('?page=2')).toBe(host.firstElementChild);
    expect(markupAt('?utm_source=newsletter&page=2')).toBe(host.firstElementChild);
    expect(markupAt('')).toBeNull();
    expect(markupAt('?page=3')).toBeNull();
    expect(markupAt('?page=2', 'mfe-about@/')).toBeNull();
  });

  it('keeps the markup and its links, with one localized notice above that retries', () => {
    const container = serverMarkupOf(
      slotWith('/news/dynamic'),
      'mfe-news@/',
      { pathname: '/news/dynamic', search: '?utm_campaign=q4' },
      renderedUrlOf,
    )!;
    const retry = jest.fn();
    showSectionNotice(container, 'e', retry);
    showSectionNotice(container, 'e', retry);
    const notices = container.querySelectorAll(`.${SECTION_NOTICE_CLASS}`);
    expect(notices).toHaveLength(1);
    expect(container.firstElementChild).toBe(notices[0]);
    expect(notices[0]?.getAttribute('role')).toBe('status');
    expect(notices[0]?.textContent).toBe(
      'Parts of this page could not load; its content is still here to read.Try again',
    );
    expect(container.querySelector('h1')?.textContent).toBe('News');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/news/dynamic/1');
    container.querySelector('button')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says so in Simplified and Traditional Chinese too', () => {
    for (const [language, text] of [
      ['s', '这部分页面的功能暂时无法加载，内容仍可阅读。重试'],
      ['t', '這部分頁面的功能暫時無法加載，內容仍可閱讀。重試'],
    ] as const) {
      const container = slotWith('/news').firstElementChild as HTMLElement;
      showSectionNotice(container, language, () => {});
      expect(container.querySelector(`.${SECTION_NOTICE_CLASS}`)?.textContent).toBe(text);
    }
  });
});
