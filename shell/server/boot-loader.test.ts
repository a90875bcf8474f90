/** @jest-environment jsdom */
import { EARLY_CLICK_GLOBAL, EARLY_CLICK_LISTENING_GLOBAL } from '../src/early-click';
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
/** Every file the loader put in the head, in order. */
let inserted: string[];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  inserted = [];
  const appendChild = Node.prototype.appendChild;
  jest.spyOn(document.head, 'appendChild').mockImplementation(function <T extends Node>(this: Node, node: T): T {
    if (node instanceof Element) inserted.push(node.getAttribute('href') ?? node.getAttribute('src') ?? '');
    return appendChild.call(this, node) as T;
  });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The browser's next frame, and the tasks after it (a task a timer sets in a task runs a millisecond on). */
function nextFrame() {
  for (const callback of frames.splice(0)) callback(0);
  jest.advanceTimersByTime(10);
}

describe('the boot loader', () => {
  it('keeps the last button of the chrome clicked before the shell listens, never a section button', () => {
    const early = window as unknown as Record<string, unknown>;
    delete early[EARLY_CLICK_GLOBAL];
    delete early[EARLY_CLICK_LISTENING_GLOBAL];
    loadPage(
      '<div id="shell-root"><header><button id="menu"><svg></svg></button><button id="english">EN</button></header>' +
        '<div id="section-slot"><button id="tab">Tab</button></div></div><button id="outside">Outside</button>',
    );
    const click = (selector: string) =>
      document.querySelector(selector)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    click('#menu svg');
    expect(early[EARLY_CLICK_GLOBAL]).toBe(document.getElementById('menu'));
    click('#tab');
    click('#outside');
    expect(early[EARLY_CLICK_GLOBAL]).toBe(document.getElementById('menu'));
    click('#english');
    expect(early[EARLY_CLICK_GLOBAL]).toBe(document.getElementById('english'));
    early[EARLY_CLICK_LISTENING_GLOBAL] = true;
    click('#menu');
    expect(early[EARLY_CLICK_GLOBAL]).toBe(document.getElementById('english'));
  });

  it('starts nothing before the page has painted, then the scripts in order and the section files beside them', () => {
    loadPage('<p>text</p>');
    expect(startedScripts()).toEqual([]);
    nextFrame();
    // The first frame painted the page; the scripts start after the frame that follows it.
    expect(startedScripts()).toEqual([]);
    nextFrame();
    expect(startedScripts()).toEqual(FILES.scripts);
    expect(inserted).toEqual([...FILES.preload, ...FILES.scripts]);
    for (const script of document.head.querySelectorAll('script'))
      expect((script as HTMLScriptElement).async).toBe(false);
    expect(preloads()).toEqual([
      ['fetch', FILES.preload[0]],
      ['script', FILES.preload[1]],
    ]);
    expect(document.head.querySelector('link[as=fetch]')?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('inserts the files one a task, so that no task of the boot starts every request', () => {
    loadPage('<p>text</p>');
    nextFrame();
    for (const callback of frames.splice(0)) callback(0);
    // The task after the second frame starts the boot; each later one inserts one more file.
    const perTask: number[] = [];
    for (let task = 0; task < 6; task += 1) {
      const before = document.head.children.length;
      jest.advanceTimersToNextTimer();
      perTask.push(document.head.children.length - before);
    }
    expect(perTask).toEqual([1, 1, 1, 1, 0, 0]);
    expect(inserted).toEqual([...FILES.preload, ...FILES.scripts]);
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
    expect(document.head.children).toHaveLength(1);
    jest.advanceTimersByTime(10);
    expect(startedScripts()).toEqual(FILES.scripts);
    nextFrame();
    document.images[0]?.dispatchEvent(new Event('load'));
    expect(startedScripts()).toEqual(FILES.scripts);
  });
});
