/** @jest-environment jsdom */
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydratingInTransitions, takeServerMarkup } from './lifecycles';

function container(markup: string, attributes: Record<string, string>) {
  const element = document.createElement('div');
  element.innerHTML = markup;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('takeServerMarkup', () => {
  const SERVER = { 'data-ssr': '1', 'data-release': 'v2', 'data-ssr-url': '/news?page=2' };
  const shown = (url: string, sameLanguage = true) => ({ release: 'v2', url, sameLanguage });

  it('hydrates markup the same release rendered for the page shown, once', () => {
    const element = container('<h1>News</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news?page=2'))).toBe(true);
    expect(element.innerHTML).toBe('<h1>News</h1>');
    expect(takeServerMarkup(element, shown('/news?page=2'))).toBe(false);
  });

  it('replaces markup of another release instead of hydrating it', () => {
    const element = container('<h1>Old</h1>', { ...SERVER, 'data-release': 'v1' });
    expect(takeServerMarkup(element, shown('/news?page=2'))).toBe(false);
    expect(element.innerHTML).toBe('');
  });

  it('replaces markup of a page the visitor has already left', () => {
    const element = container('<h1>News</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news/12'))).toBe(false);
    expect(element.innerHTML).toBe('');
  });

  it('replaces markup of the language the visitor has switched away from', () => {
    const element = container('<h1>新闻</h1>', SERVER);
    expect(takeServerMarkup(element, shown('/news?page=2', false))).toBe(false);
    expect(element.innerHTML).toBe('');
  });

  it('renders fresh into a container the server left empty', () => {
    expect(takeServerMarkup(container('', {}), shown('/news?page=2'))).toBe(false);
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
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
