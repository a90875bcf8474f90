/**
 * The header turns dark once the page has scrolled (SPEC.md §3): the store's `isNavBlack` follows
 * the scroll position, and sections hear of each change on the bus.
 */
import type { SiteEventBus } from '@site/shared-contracts';
import type { ShellStore } from './store';

export function followNavColour(store: ShellStore, bus: SiteEventBus) {
  window.addEventListener(
    'scroll',
    () => {
      const isNavBlack = window.scrollY > 0;
      if (isNavBlack !== store.get().isNavBlack) {
        store.set({ isNavBlack });
        bus.emit('nav:colour', { isNavBlack });
      }
    },
    { passive: true },
  );
}
