/**
 * One single-spa application per section and URL prefix ("", "/en", "/m", "/en/m"): a section's
 * router has a fixed basename, so moving between prefixes mounts the variant for the new one.
 * All variants share the section's one remote module.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  federationNameOf,
  SECTION_EXPOSE,
  type ApiClient,
  type InitialState,
  type SectionProps,
  type SiteEventBus,
} from '@site/shared-contracts';
import { registerApplication, type LifeCycles } from 'single-spa';
import { basenameOf, splitLanguagePrefix } from '../routing/location';
import { sectionOwnsPath } from '../routing/resolve-route';
import type { ShellStore } from './store';

export const BASENAMES = ['', '/en', '/m', '/en/m'] as const;

export interface SectionRegistry {
  /** The element that holds every section's container; the chrome's slot adopts it. */
  host: HTMLElement;
}

export function applicationNameOf(section: string, basename: string): string {
  return `${section}@${basename || '/'}`;
}

export function registerSections(options: {
  state: InitialState;
  store: ShellStore;
  bus: SiteEventBus;
  api: ApiClient;
}): SectionRegistry {
  const { state, store, bus, api } = options;
  const host = document.createElement('div');
  host.className = 'shell-section-host';
  const containers = new Map<string, HTMLElement>();
  const containerOf = (name: string) => {
    let container = containers.get(name);
    if (!container) {
      container = document.createElement('div');
      container.className = 'shell-section';
      container.dataset.application = name;
      host.appendChild(container);
      containers.set(name, container);
    }
    return container;
  };

  for (const section of Object.keys(state.registry.sections)) {
    const routes = state.routes[section] ?? [];
    const remote = `${federationNameOf(section)}/${SECTION_EXPOSE.replace(/^\.\//, '')}`;
    for (const basename of BASENAMES) {
      const name = applicationNameOf(section, basename);
      registerApplication<SectionProps>({
        name,
        app: async () => {
          const lifecycles = await loadRemote<LifeCycles<SectionProps>>(remote);
          if (!lifecycles) throw new Error(`${remote} could not be loaded`);
          return lifecycles;
        },
        activeWhen: (location) => {
          const { languagePrefix, path } = splitLanguagePrefix(location.pathname);
          return basenameOf(languagePrefix, path) === basename && sectionOwnsPath(routes, path);
        },
        customProps: () => ({
          bus,
          api,
          getLanguage: () => store.get().language,
          device: basename.endsWith('/m') ? 'mobile' : 'desktop',
          basename,
          initialState: state,
          domElement: containerOf(name),
          showNotFound: () => store.set({ view: { kind: 'not-found' } }),
        }),
      });
    }
  }

  return { host };
}
