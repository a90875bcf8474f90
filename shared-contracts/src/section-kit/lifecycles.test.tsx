/** @jest-environment jsdom */
import { takeServerMarkup } from './lifecycles';

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
