/**
 * The typed event bus (DESIGN.md §3). The shell creates one and passes it to every section in
 * single-spa custom props; sections never create their own.
 */
import EventEmitter from 'eventemitter3';
import type { Language } from './language';
import type { CategoryListItem } from './schemas';

export type LoadingKind = 'route' | 'request';

export interface SiteEvents {
  'language:changed': (event: { language: Language; previous: Language }) => void;
  /** A page asks the shell to switch: its headline found the cookie changed (by another tab, SPEC.md §4). */
  'language:request': (event: { language: Language }) => void;
  'nav:colour': (event: { isNavBlack: boolean }) => void;
  'loading:start': (event: { id: string; kind: LoadingKind }) => void;
  'loading:finish': (event: { id: string }) => void;
  'loading:fail': (event: { id: string; message: string }) => void;
  'solution:list-changed': (event: { list: CategoryListItem[] }) => void;
}

export type SiteEventName = keyof SiteEvents;
export type SiteEventBus = EventEmitter<SiteEvents>;

export function createEventBus(): SiteEventBus {
  return new EventEmitter<SiteEvents>();
}
