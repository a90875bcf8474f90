/**
 * A click on a button of the chrome before the shell's scripts have run would otherwise do
 * nothing: the page paints and takes clicks before it hydrates (decision 018). The document's
 * boot loader keeps the last such button (EARLY_CLICK_GLOBAL) until the shell says React listens
 * (EARLY_CLICK_LISTENING_GLOBAL, set just before the chrome's hydration starts; React itself
 * replays clicks from then on), and the shell repeats that click once the chrome has hydrated and
 * the page's section has mounted.
 * Sections' buttons are left alone: a section hydrates later, by its own code.
 */
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
