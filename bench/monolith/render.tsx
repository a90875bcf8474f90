/**
 * The monolith's server render (bundled into render.js, run by server.js): `#shell-root` as one React
 * tree, chrome and section together, so React's `useId` numbers are those the browser hydrates.
 */
import type { InitialState } from '@site/shared-contracts';
import { ServerLocationContext } from '@site/shared-contracts/section-kit';
import { serverSectionProps } from '@site/shared-contracts/section-kit/server';
import { renderToString } from 'react-dom/server';
import { createLoadingBar, type ChromeModel } from '@site/shell/monolith-kit';
import { MonolithApp, SECTION_APPS } from './app';

const noActions = { changeLanguage() {}, navigate() {}, retrySection() {} };

/** The content of `#shell-root` for a page: `url` is its path and query, `state` what the document embeds. */
export async function renderShellRoot(url: string, state: InitialState, model: ChromeModel): Promise<string> {
  const section = state.route?.section;
  const load = section && model.view.kind === 'section' ? SECTION_APPS[section] : undefined;
  const release = section ? (state.registry.sections[section]?.version ?? '') : '';
  const active = load ? { App: await load(), props: serverSectionProps(url, state, release) } : null;
  return renderToString(
    <ServerLocationContext.Provider value={url}>
      <MonolithApp model={model} actions={noActions} loadingBar={createLoadingBar()} section={active} />
    </ServerLocationContext.Provider>,
  );
}
