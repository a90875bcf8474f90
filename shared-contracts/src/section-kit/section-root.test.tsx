/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter, useLocation } from 'react-router';
import { HydrationUrlContext, SectionBrowserRouter, SectionRoot } from './section-root';
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

/** Hydrates the server's markup of /news, with `step` run between the mount and React's render. */
async function hydrateNews(hydrationUrl: string | null, step: () => void) {
  window.history.replaceState(null, '', '/news');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StaticRouter location="/news">
      <Pages />
    </StaticRouter>,
  );
  document.body.appendChild(container);
  const recoverable = jest.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <SectionBrowserRouter basename="" hydrationUrl={hydrationUrl}>
        <Pages />
      </SectionBrowserRouter>,
      { onRecoverableError: recoverable },
    );
    // React renders a hydrating root in a later task: a history step can land before it.
    step();
  });
  return { container, recoverable, done: () => act(() => root?.unmount()) };
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

describe('SectionRoot', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  // The flaky "switches to English" e2e test: the section hydrated its server markup after the
  // header's English button had moved the URL under /en. The router's catch-up then rendered the
  // /en URL with the old basename: no route matched, and the section asked for the 404 page.
  it('never renders the URL with the basename of another prefix when the language prefix changed before hydration', async () => {
    window.history.replaceState(null, '', '/news');
    const unmatched: string[] = [];
    function Unmatched() {
      unmatched.push(useLocation().pathname);
      return <h1>Not found</h1>;
    }
    const pages = (
      <Routes>
        <Route path="/news" element={<h1>News</h1>} />
        <Route path="*" element={<Unmatched />} />
      </Routes>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StaticRouter location="/news" basename="">
        {pages}
      </StaticRouter>,
    );
    document.body.appendChild(container);
    const props = createSectionProps({});
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationUrlContext.Provider value="/news">
          <SectionRoot props={{ ...props, basename: '' }}>{pages}</SectionRoot>
        </HydrationUrlContext.Provider>,
      );
      window.history.pushState(null, '', '/en/news');
    });
    expect(unmatched).toEqual([]);
    expect(container.textContent).toBe('News');
    act(() => root?.unmount());
  });
});
