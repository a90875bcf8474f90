/**
 * What the shell hands a section (SectionProps), the same for every mount of it under a URL
 * prefix. The section's container is added where it is mounted.
 */
import type { ApiClient, InitialState, SectionProps, SiteEventBus } from '@site/shared-contracts';
import { renderedUrlOf } from './rendered-url';
import type { ShellStore } from './store';

export interface SectionPropsSources {
  state: InitialState;
  store: ShellStore;
  bus: SiteEventBus;
  api: ApiClient;
}

export function sectionPropsOf(
  { state, store, bus, api }: SectionPropsSources,
  section: string,
  basename: string,
): SectionProps {
  return {
    bus,
    api,
    getLanguage: () => store.get().language,
    device: basename.endsWith('/m') ? 'mobile' : 'desktop',
    basename,
    initialState: state,
    showNotFound: () => store.set({ view: { kind: 'not-found' } }),
    release: state.registry.sections[section]?.version ?? '',
    renderedUrlOf: (url) => renderedUrlOf(url, state),
  };
}
