/** Which section a browser failure is counted under: the release file that threw, else the shell. */
import type { BrowserRegistry } from '@site/shared-contracts';
import { attributionOf, sectionOf, sectionOfApp } from './attribution';

const registry: BrowserRegistry = { sections: { 'mfe-about': { version: 'a1' }, 'mfe-news': { version: 'n2' } } };

describe('attribution', () => {
  it("names the section and release of the release file in an error's stack", () => {
    const stack =
      'Error: boom\n    at x (https://site.example/releases/mfe-news/n1/client/main.js:1:2)\n    at y (https://site.example/static/main.js:3:4)';
    // The release the file came from: a page loaded before a promote keeps its own.
    expect(attributionOf(registry, stack)).toEqual({ section: 'mfe-news', release: 'n1' });
  });

  it('names the shell for its own files, a section the page does not know, and no stack', () => {
    expect(attributionOf(registry, 'at y (https://site.example/static/main.js:3:4)')).toEqual({
      section: 'shell',
      release: 'shell',
    });
    expect(attributionOf(registry, '/releases/mfe-evil/v1/client/a.js')).toEqual({
      section: 'shell',
      release: 'shell',
    });
    expect(attributionOf(registry, undefined)).toEqual({ section: 'shell', release: 'shell' });
  });

  it("names a page's section with the release its registry names, and an application's section", () => {
    expect(sectionOf(registry, 'mfe-about')).toEqual({ section: 'mfe-about', release: 'a1' });
    expect(sectionOf(registry, null)).toEqual({ section: 'shell', release: 'shell' });
    expect(sectionOfApp(registry, 'mfe-news@/en')).toEqual({ section: 'mfe-news', release: 'n2' });
  });
});
