/** @jest-environment jsdom */
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, useLocation } from 'react-router';
import type { SectionMountProps, SectionProps } from '../section';
import { createSectionLifecycles, hydratingInTransitions, takeServerMarkup } from './lifecycles';
import { ServerLocationContext, SectionRoot } from './section-root';
import { createSectionProps } from './testing';

function container(markup: string, attributes: Record<string, string>) {
  const element = document.createElement('div');
  element.innerHTML = markup;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The news list reads ?page; any other query leaves its page as it is (pageTargetOf). */
const newsRenderedUrlOf = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  const page = searchParams.get('page');
  return page === null ? pathname : `${pathname}?page=${page}`;
};

describe('takeServerMarkup', () => {
  const SERVER = { 'data-ssr': '1', 'data-release': 'v2', 'data-ssr-url': '/news?page=2' };
  const shown = (url: string, sameLanguage = true) => ({
    release: 'v2',
    url,
    renderedUrlOf: newsRenderedUrlOf,
    sameLanguage,
  });

  it('hydrates markup the same release rendered for the page shown, once', () => {
    const element = container('<h1>News</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news?page=2'))).toBe('/news?page=2');
    expect(element.innerHTML).toBe('<h1>News</h1>');
    expect(takeServerMarkup(element, shown('/news?page=2'))).toBeNull();
  });

  it('hydrates markup rendered without the query the route does not read, at the URL it was rendered for', () => {
    for (const campaign of ['utm_source=newsletter', 'utm_campaign=q4', 'gclid=abc']) {
      const element = container('<h1>News</h1>', SERVER);
      expect(takeServerMarkup(element, shown(`/news?${campaign}&page=2`))).toBe('/news?page=2');
      expect(element.innerHTML).toBe('<h1>News</h1>');
    }
  });

  it('hydrates markup rendered for the whole address, campaign query and all', () => {
    const element = container('<h1>News</h1>', { ...SERVER, 'data-ssr-url': '/news?page=2&utm_source=press' });
    expect(takeServerMarkup(element, shown('/news?page=2&utm_source=press'))).toBe('/news?page=2&utm_source=press');
  });

  it('replaces markup of another value of a query the route reads', () => {
    const element = container('<h1>News</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news?page=3&utm_source=newsletter'))).toBeNull();
    expect(element.innerHTML).toBe('');
  });

  it('replaces markup of another release instead of hydrating it', () => {
    const element = container('<h1>Old</h1>', { ...SERVER, 'data-release': 'v1' });
    expect(takeServerMarkup(element, shown('/news?page=2'))).toBeNull();
    expect(element.innerHTML).toBe('');
  });

  it('replaces markup of a page the visitor has already left', () => {
    const element = container('<h1>News</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news/12'))).toBeNull();
    expect(element.innerHTML).toBe('');
  });

  it('replaces markup of the language the visitor has switched away from', () => {
    const element = container('<h1>新闻</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news?page=2', false))).toBeNull();
    expect(element.innerHTML).toBe('');
  });

  it('renders fresh into a container the server left empty', () => {
    expect(takeServerMarkup(container('', {}), shown('/news?page=2'))).toBeNull();
  });
});

describe('a section mounted on its server markup', () => {
  /** The URLs the page was rendered at, in order. */
  const seen: string[] = [];
  function NewsPage() {
    const { pathname, search } = useLocation();
    seen.push(`${pathname}${search}`);
    return (
      <ul>
        <li>First story</li>
        <li>Second story</li>
      </ul>
    );
  }
  function NewsSection(props: SectionProps) {
    return (
      <SectionRoot props={props}>
        <Routes>
          <Route path="/news" element={<NewsPage />} />
        </Routes>
      </SectionRoot>
    );
  }

  /** Mounts the section on the markup the server rendered for `renderedUrl`, the window at `address`. */
  async function mountAt(address: string, renderedUrl: string, renderedUrlOf?: (url: string) => string) {
    window.history.replaceState(null, '', address);
    const props = { ...createSectionProps(), release: 'v2', renderedUrlOf };
    const element = container(
      renderToString(
        <ServerLocationContext.Provider value={renderedUrl}>
          <NewsSection {...props} />
        </ServerLocationContext.Provider>,
      ),
      { 'data-ssr': '1', 'data-release': 'v2', 'data-ssr-url': renderedUrl },
    );
    document.body.appendChild(element);
    const serverItems = Array.from(element.querySelectorAll('li'));
    seen.length = 0;
    // The kit's lifecycles are single functions, never arrays of them.
    const lifecycles = createSectionLifecycles({ rootComponent: NewsSection }) as Record<
      'bootstrap' | 'mount' | 'unmount',
      (props: SectionMountProps) => Promise<unknown>
    >;
    const mountProps = { ...props, domElement: element, name: 'mfe-news@/' } as unknown as SectionMountProps;
    await lifecycles.bootstrap(mountProps);
    await lifecycles.mount(mountProps);
    // Hydration runs as a transition, in tasks of its own; the router follows the address after it.
    for (let task = 0; task < 100 && seen.at(-1) !== address; task += 1) await nextTask();
    const kept = Array.from(element.querySelectorAll('li')).filter((item, index) => item === serverItems[index]);
    return { kept: kept.length, unmount: () => lifecycles.unmount(mountProps) };
  }

  afterEach(() => {
    document.body.replaceChildren();
  });

  it("hydrates a campaign link's markup in place, and the section's router then sees the whole address", async () => {
    const { kept, unmount } = await mountAt('/news?utm_source=newsletter', '/news', newsRenderedUrlOf);
    expect(kept).toBe(2);
    expect(seen[0]).toBe('/news');
    expect(seen.at(-1)).toBe('/news?utm_source=newsletter');
    expect(window.location.search).toBe('?utm_source=newsletter');
    await unmount();
  });

  it('renders afresh under a shell that gives no renderedUrlOf, as before', async () => {
    const { kept, unmount } = await mountAt('/news?utm_source=newsletter', '/news');
    expect(kept).toBe(0);
    expect(seen).toEqual(['/news?utm_source=newsletter']);
    await unmount();
  });
});

describe('hydration of server markup', () => {
  const ITEMS = 40;
  /** An item that takes about 2 ms to render, counted once hydrated. */
  function SlowItem({ index, hydrated }: { index: number; hydrated: Set<number> }) {
    const until = performance.now() + 2;
    while (performance.now() < until);
    hydrated.add(index);
    return <li>{index}</li>;
  }
  /** Calls `onCommit` once React has committed the hydrated tree. */
  function Committed({ onCommit }: { onCommit: () => void }) {
    useEffect(onCommit, [onCommit]);
    return null;
  }
  const list = (hydrated: Set<number>, onCommit: () => void = () => undefined) => (
    <ul>
      {Array.from({ length: ITEMS }, (_, index) => (
        <SlowItem key={index} index={index} hydrated={hydrated} />
      ))}
      <Committed onCommit={onCommit} />
    </ul>
  );
  it('runs in slices that yield to the browser between them, not in one long task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(list(new Set()));
    document.body.appendChild(container);
    const hydrated = new Set<number>();
    let committed = false;
    const root = hydratingInTransitions.hydrateRoot(
      container,
      list(hydrated, () => {
        committed = true;
      }),
    );
    const tasks: number[] = [];
    while (!committed) {
      await nextTask();
      tasks.push(hydrated.size);
    }
    // A 80 ms render, hydrated over several tasks: the browser could paint and answer input between them.
    expect(tasks.filter((count) => count > 0 && count < ITEMS).length).toBeGreaterThan(1);
    expect(container.querySelectorAll('li')).toHaveLength(ITEMS);
    root.unmount();
    container.remove();
  });
});
