/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter, useLocation } from 'react-router';
import { useLanguage } from './section-context';
import { HydrationUrlContext, SectionBrowserRouter, SectionRoot, ServerLocationContext } from './section-root';
import { createSectionProps } from './testing';

function Pages() {
  const { hash } = useLocation();
  return (
    <Routes>
      <Route path="/news" element={<h1>News</h1>} />
      <Route path="/news/:id" element={<h1>Article{hash && ` at ${hash}`}</h1>} />
    </Routes>
  );
}

/**
 * Hydrates `client` over the server's markup of `server` at `url`, with `step` run between the
 * mount and React's render: React renders a hydrating root in a later task, and a history step
 * or a language switch can land before it.
 */
async function hydrateAfter(url: string, server: ReactElement, client: ReactElement, step: () => void) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.appendChild(container);
  const recoverable = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, client, { onRecoverableError: recoverable });
    step();
  });
  return { container, recoverable, done: () => act(() => root?.unmount()) };
}

/** Hydrates the server's markup of /news, with `step` run between the mount and React's render. */
function hydrateNews(hydrationUrl: string | null, step: () => void) {
  return hydrateAfter(
    '/news',
    <StaticRouter location="/news">
      <Pages />
    </StaticRouter>,
    <SectionBrowserRouter basename="" hydrationUrl={hydrationUrl}>
      <Pages />
    </SectionBrowserRouter>,
    step,
  );
}

describe('SectionBrowserRouter', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('hydrates the markup of the URL the server rendered when history moved on before React rendered, then follows it', async () => {
    const { container, recoverable, done } = await hydrateNews('/news', () =>
      window.history.pushState(null, '', '/news/29'),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Article');
    done();
  });

  it('follows history steps after hydration as a BrowserRouter does', async () => {
    const { container, recoverable, done } = await hydrateNews('/news', () => undefined);
    expect(container.textContent).toBe('News');
    await act(async () => {
      window.history.pushState(null, '', '/news/7#top');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(container.textContent).toBe('Article at #top');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(container.textContent).toBe('News');
    expect(recoverable).not.toHaveBeenCalled();
    done();
  });
});

function Profile() {
  return <h1>{useLanguage() === 'e' ? 'Company Profile' : '公司简介'}</h1>;
}

describe('SectionRoot', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('hydrates the markup in the language the server rendered when the visitor switched before React rendered, then follows', async () => {
    const url = '/about/introduce';
    const props = createSectionProps({ language: 's' });
    const page = (
      <SectionRoot props={props}>
        <Profile />
      </SectionRoot>
    );
    const { container, recoverable, done } = await hydrateAfter(
      url,
      <ServerLocationContext.Provider value={url}>{page}</ServerLocationContext.Provider>,
      <HydrationUrlContext.Provider value={url}>{page}</HydrationUrlContext.Provider>,
      // A language button clicked before the scripts ran is clicked again once the chrome has
      // hydrated: the switch can land between the section's mount and React's render of it.
      () => props.bus.emit('language:changed', { language: 'e', previous: 's' }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Company Profile');
    done();
  });
});
