/** @jest-environment jsdom */
import { BOOT_ELEMENT_ID, BOOT_LOADER, BOOT_WAIT_MS, type BootFiles } from './boot-loader';

const FILES: BootFiles = {
  scripts: ['/static/main.1.js', '/static/extra.2.js'],
  preload: ['/releases/mfe-x/v1/client/mf-manifest.json', '/releases/mfe-x/v1/client/remoteEntry.3.js'],
};

/** A page as the server sends it: `body` markup, the boot files, then the loader, run. */
function loadPage(body: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `${body}<script id="${BOOT_ELEMENT_ID}" type="application/json">${JSON.stringify(FILES)}</script>`;
  new Function(BOOT_LOADER)();
}

const startedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

let frames: FrameRequestCallback[];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The browser's next frame, and the task after it. */
function nextFrame() {
  for (const callback of frames.splice(0)) callback(0);
  jest.advanceTimersByTime(0);
}

describe('the boot loader', () => {
  it('starts nothing before the page has painted, then the scripts in order and the section files beside them', () => {
    loadPage('<p>text</p>');
    expect(startedScripts()).toEqual([]);
    nextFrame();
    // The first frame painted the page; the scripts start after the frame that follows it.
    expect(startedScripts()).toEqual([]);
    nextFrame();
    expect(startedScripts()).toEqual(FILES.scripts);
    for (const script of document.head.querySelectorAll('script'))
      expect((script as HTMLScriptElement).async).toBe(false);
    expect(preloads()).toEqual([
      ['fetch', FILES.preload[0]],
      ['script', FILES.preload[1]],
    ]);
    expect(document.head.querySelector('link[as=fetch]')?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('waits for the priority images the page is still loading, whether they load or fail, and a frame to paint them', () => {
    loadPage(
      '<img fetchpriority="high" src="/a.svg" alt=""><img fetchpriority="high" src="/b.svg" alt=""><img src="/c.svg" alt="">',
    );
    const [first, second] = [...document.images];
    nextFrame();
    expect(startedScripts()).toEqual([]);
    first?.dispatchEvent(new Event('load'));
    expect(startedScripts()).toEqual([]);
    second?.dispatchEvent(new Event('error'));
    expect(startedScripts()).toEqual([]);
    nextFrame();
    expect(startedScripts()).toEqual(FILES.scripts);
  });

  it('waits for an image the document preloads for a background', () => {
    const created: HTMLImageElement[] = [];
    const NativeImage = window.Image;
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const image = new NativeImage();
      created.push(image);
      return image;
    });
    loadPage('<link rel="preload" as="image" fetchpriority="high" href="/banner.svg">');
    nextFrame();
    expect(created.map((image) => image.src)).toEqual(['http://localhost/banner.svg']);
    expect(startedScripts()).toEqual([]);
    created[0]?.dispatchEvent(new Event('load'));
    nextFrame();
    expect(startedScripts()).toEqual(FILES.scripts);
  });

  it(`starts after ${BOOT_WAIT_MS} ms whatever is still pending, and only once`, () => {
    loadPage('<img fetchpriority="high" src="/slow.svg" alt="">');
    jest.advanceTimersByTime(BOOT_WAIT_MS - 1);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(FILES.scripts);
    nextFrame();
    document.images[0]?.dispatchEvent(new Event('load'));
    expect(startedScripts()).toEqual(FILES.scripts);
  });
});
