/**
 * A click on a button of the chrome before the shell's scripts have run would otherwise do
 * nothing: the page paints and takes clicks before it hydrates (decision 018). The document's
 * boot loader keeps the last such button (EARLY_CLICK_GLOBAL) until the shell says React listens
 * (EARLY_CLICK_LISTENING_GLOBAL, set just before the chrome's hydration starts; React itself
 * replays clicks from then on), and the shell repeats that click once the chrome has hydrated and
 * the page's section has mounted.
 * Sections' buttons are left alone: a section hydrates later, by its own code.
 */
import { getAppNames, getAppStatus, MOUNTING } from 'single-spa';

export const EARLY_CLICK_GLOBAL = '__SHELL_EARLY_CLICK__';
export const EARLY_CLICK_LISTENING_GLOBAL = '__SHELL_LISTENING__';

interface EarlyClickWindow {
  [EARLY_CLICK_GLOBAL]?: Element | null;
  [EARLY_CLICK_LISTENING_GLOBAL]?: boolean;
}

/** From now on React hears the chrome's clicks: the loader stops keeping them. */
export function reactListens() {
  (window as unknown as EarlyClickWindow)[EARLY_CLICK_LISTENING_GLOBAL] = true;
}

/** Clicks the button the visitor clicked before the shell listened, if it is still on the page. */
export function repeatEarlyClick() {
  const early = window as unknown as EarlyClickWindow;
  const button = early[EARLY_CLICK_GLOBAL];
  early[EARLY_CLICK_GLOBAL] = null;
  // A chrome rendered afresh (not hydrated) has new buttons: the old one is no longer connected.
  if (button instanceof HTMLElement && button.isConnected) button.click();
}

/**
 * Repeats the kept click once the chrome has hydrated and single-spa has mounted the page's
 * section (its first routing event: a hydrating section has rendered by then). Repeated as soon as
 * the chrome had hydrated, a language switch could land between the section's mount and its
 * first render: the section then rendered English over the Chinese markup, and React reported a
 * mismatch (#418, issue 25 §11). Call it before single-spa starts.
 */
export function repeatEarlyClickOnceSettled(chromeHydrated: Promise<void>): void {
  const sectionMounted = new Promise<void>((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }),
  );
  void Promise.all([chromeHydrated, sectionMounted]).then(repeatEarlyClick);
}

/**
 * Resolves once no section is mounting (issue 41 §5, decision 077). A section hydrates the
 * server's markup between the start of its mount and the end of it (single-spa-react resolves the
 * mount once React has committed), in a transition that yields to the browser; a language switch
 * in that window changed the language the section's first render reads (SectionProvider's
 * `getLanguage()`), so it rendered English over the Chinese markup: React's #418, at 6× CPU in
 * about half the clicks that met a hydrating section. A switch asked for meanwhile waits for the
 * mount; `single-spa:routing-event` follows every batch of mounts.
 */
export function sectionsSettled(): Promise<void> {
  const mounting = () => getAppNames().some((name) => getAppStatus(name) === MOUNTING);
  return new Promise<void>((resolve) => {
    const check = () => {
      if (mounting()) window.addEventListener('single-spa:routing-event', check, { once: true });
      else resolve();
    };
    check();
  });
}
