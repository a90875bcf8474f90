/**
 * A section's server entry (DESIGN.md §3): `export const { contract, reactVersion, render } =
 * createServerEntry(SectionApp)` in src/server.tsx, bundled with React into server/server.js.
 * It renders from the embedded state alone: the API answers only what the state holds.
 */
import { version as reactVersion, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createEventBus } from '../events';
import type { ApiClient, SectionProps } from '../section';
import { SERVER_ENTRY_CONTRACT, type SectionServerEntry } from '../server-entry';
import { languageRequestKey, type InitialState } from '../state';
import { ServerLocationContext } from './section-root';

const ENGLISH_PREFIX = /^\/en(?=\/|$)/;

/** The props the shell would pass in the browser, made from the URL and the embedded state. */
export function serverSectionProps(url: string, state: InitialState, release: string): SectionProps {
  const pathname = new URL(url, 'http://server.invalid').pathname;
  const languagePrefix = ENGLISH_PREFIX.test(pathname) ? '/en' : '';
  const api: ApiClient = {
    peek: (path, query) => state.data[languageRequestKey(path, query, state.language)] as never,
    get: (path) => Promise.reject(new Error(`${path} cannot be fetched while rendering on the server`)),
  };
  return {
    bus: createEventBus(),
    api,
    getLanguage: () => state.language,
    device: state.device,
    basename: `${languagePrefix}${state.device === 'mobile' ? '/m' : ''}`,
    initialState: state,
    showNotFound: () => undefined,
    release,
  };
}

export function createServerEntry(SectionApp: ComponentType<SectionProps>): SectionServerEntry {
  return {
    contract: SERVER_ENTRY_CONTRACT,
    reactVersion,
    render(url, state) {
      const release = state.route ? (state.registry.sections[state.route.section]?.version ?? '') : '';
      return renderToString(
        <ServerLocationContext.Provider value={url}>
          <SectionApp {...serverSectionProps(url, state, release)} />
        </ServerLocationContext.Provider>,
      );
    },
  };
}
