/**
 * The document's one inline script (decision 018): it starts the shell's scripts once the page has
 * painted from its markup and inlined CSS, and once the images the page asks for at high priority
 * (its largest paint, usually) have arrived and had a frame to paint in, so that nothing of the
 * boot competes with them for a slow link or a slow CPU. Until the shell listens, it keeps the
 * last button of the chrome the visitor clicked, for the shell to repeat (src/early-click.ts). It is a constant, admitted by the Content-Security-Policy through its
 * hash; what it loads is read from the BOOT_ELEMENT_ID element the document carries.
 */
import { createHash } from 'node:crypto';
import { EARLY_CLICK_GLOBAL, EARLY_CLICK_LISTENING_GLOBAL } from '../src/early-click';
import { SECTION_SLOT_ID } from '../src/shell-app';

export const BOOT_ELEMENT_ID = '__BOOT__';

/** What the loader starts: the shell's scripts in order, and the files to fetch beside them. */
export interface BootFiles {
  scripts: string[];
  /** The active section's files and the site tables (site-tables.ts); a `.json` one is fetched, the others are scripts. */
  preload: string[];
}

/** The longest the boot waits for the first paint and the priority images, in ms. */
export const BOOT_WAIT_MS = 1500;

export const BOOT_LOADER = `(function () {
  function keepEarlyClick(event) {
    if (window.${EARLY_CLICK_LISTENING_GLOBAL}) {
      document.removeEventListener('click', keepEarlyClick, true);
      return;
    }
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.closest('#shell-root') && !button.closest('#${SECTION_SLOT_ID}')) {
      window.${EARLY_CLICK_GLOBAL} = button;
    }
  }
  document.addEventListener('click', keepEarlyClick, true);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var boot = JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent);
    var elements = boot.preload.map(function (url) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      if (/\\.json$/.test(url)) {
        link.setAttribute('as', 'fetch');
        link.setAttribute('crossorigin', 'anonymous');
      } else link.setAttribute('as', 'script');
      link.setAttribute('href', url);
      return link;
    });
    boot.scripts.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      elements.push(script);
    });
    // One element a task (decision 085): each request started here costs the page's thread
    // 1–3 ms, more under DevTools, which records its initiator; five in one task made a long one.
    (function insertNext() {
      document.head.appendChild(elements.shift());
      if (elements.length > 0) setTimeout(insertNext);
    })();
  }
  var pending = 1;
  function nextFrame(then) {
    requestAnimationFrame(function () {
      setTimeout(then);
    });
  }
  function settled() {
    pending -= 1;
    if (pending === 0) nextFrame(start);
  }
  document.querySelectorAll('link[rel=preload][as=image], img[fetchpriority=high]').forEach(function (element) {
    var image = element;
    if (element.tagName !== 'IMG') {
      image = new Image();
      image.src = element.href;
    }
    if (image.complete) return;
    pending += 1;
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  });
  nextFrame(settled);
  setTimeout(start, ${BOOT_WAIT_MS});
})();`;

/** The loader's CSP source expression. */
export const BOOT_LOADER_HASH = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
