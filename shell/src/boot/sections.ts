/**
 * One single-spa application per section and URL prefix ("", "/en", "/m", "/en/m"): a section's
 * router has a fixed basename, so moving between prefixes mounts the variant for the new one.
 * All variants share the section's one remote module.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  federationNameOf,
  SECTION_EXPOSE,
  type SectionMountProps,
  RELEASE_ATTRIBUTE,
  RENDERED_URL_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@site/shared-contracts';
import { checkActivityFunctions, registerApplication, type LifeCycles } from 'single-spa';
import { basenameOf, splitLanguagePrefix } from '../routing/location';
import { sectionOwnsPath } from '../routing/resolve-route';
import { applicationNameOf, SECTION_CONTAINER_CLASS, SECTION_HOST_CLASS } from '../section-containers';
import { nextTask } from './next-task';
import { sectionPropsOf, type SectionPropsSources } from './section-props';

export { applicationNameOf };

export const BASENAMES = ['', '/en', '/m', '/en/m'] as const;

export interface SectionRegistry {
  /** The element that holds every section's container; the chrome's slot adopts it. */
  host: HTMLElement;
}

/**
 * The host the server rendered (with the active section's markup in its container), or a new
 * one. Its containers are taken over as they are, so the section can hydrate what it finds.
 */
function adoptHost(serverHost: Element | null): { host: HTMLElement; containers: Map<string, HTMLElement> } {
  const containers = new Map<string, HTMLElement>();
  if (serverHost instanceof HTMLElement) {
    for (const container of serverHost.querySelectorAll<HTMLElement>(`.${SECTION_CONTAINER_CLASS}`)) {
      if (container.dataset.application) containers.set(container.dataset.application, container);
    }
    return { host: serverHost, containers };
  }
  const host = document.createElement('div');
  host.className = SECTION_HOST_CLASS;
  return { host, containers };
}

export function registerSections(
  options: SectionPropsSources & {
    /** The server-rendered host in the document, if any. */
    serverHost?: Element | null;
  },
): SectionRegistry {
  const { state } = options;
  const { host, containers } = adoptHost(options.serverHost ?? null);
  const containerOf = (name: string) => {
    let container = containers.get(name);
    if (!container) {
      container = document.createElement('div');
      container.className = SECTION_CONTAINER_CLASS;
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
      registerApplication<SectionMountProps>({
        name,
        app: async () => {
          const lifecycles = await loadRemote<LifeCycles<SectionMountProps>>(remote);
          if (!lifecycles) throw new Error(`${remote} could not be loaded`);
          // The section mounts (and starts hydrating) in a task after the one its code loaded in.
          await nextTask();
          return lifecycles;
        },
        activeWhen: (location) => {
          const { languagePrefix, path } = splitLanguagePrefix(location.pathname);
          return basenameOf(languagePrefix, path) === basename && sectionOwnsPath(routes, path);
        },
        customProps: () => ({ ...sectionPropsOf(options, section, basename), domElement: containerOf(name) }),
      });
    }
  }

  // A visitor who leaves the server-rendered page before its section's code has arrived never
  // mounts that application, so its markup would stay on screen under the next page's.
  window.addEventListener('single-spa:routing-event', () => {
    const active = new Set(checkActivityFunctions(window.location));
    for (const [name, container] of containers) {
      if (!container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) || active.has(name)) continue;
      container.replaceChildren();
      for (const attribute of [SERVER_RENDERED_ATTRIBUTE, RELEASE_ATTRIBUTE, RENDERED_URL_ATTRIBUTE]) {
        container.removeAttribute(attribute);
      }
    }
  });

  return { host };
}
