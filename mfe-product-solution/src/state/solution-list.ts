/**
 * The "solution list" of SPEC.md §3: the client state holding the six solution fields as menu
 * items (title, url, image, id of the visitor's backend), set by its change-list action. The
 * section owns it; each change goes out on the shell's bus as 'solution:list-changed', so the
 * chrome or another section can follow it without importing this section.
 */
import {
  SOLUTION_CATEGORY_IDS,
  SOLUTION_KEYS,
  languageTypeOf,
  type CategoryListItem,
  type Language,
  type SiteEventBus,
  type SolutionKey,
} from '@site/shared-contracts';

export interface SolutionListState {
  list(): readonly CategoryListItem[];
  /** The change-list action: replaces the list and announces it, when it differs. */
  changeList(next: readonly CategoryListItem[]): void;
}

export function createSolutionListState(bus: SiteEventBus): SolutionListState {
  let current: readonly CategoryListItem[] = [];
  return {
    list: () => current,
    changeList(next) {
      if (JSON.stringify(next) === JSON.stringify(current)) return;
      current = next;
      bus.emit('solution:list-changed', { list: [...next] });
    },
  };
}

// One state per bus: the shell makes one bus per page; the server one per render.
const states = new WeakMap<SiteEventBus, SolutionListState>();

export function solutionListStateOf(bus: SiteEventBus): SolutionListState {
  let state = states.get(bus);
  if (!state) {
    state = createSolutionListState(bus);
    states.set(bus, state);
  }
  return state;
}

/** The six fields as menu items in a language, with their names from the section's copy. */
export function solutionListOf(language: Language, names: Record<SolutionKey, string>): CategoryListItem[] {
  const ids = SOLUTION_CATEGORY_IDS[languageTypeOf(language)];
  return SOLUTION_KEYS.map((key) => ({
    id: ids[key],
    title: names[key],
    url: `/solution/${key}`,
    image: `/api/media/solutions/${key}.svg`,
  }));
}
