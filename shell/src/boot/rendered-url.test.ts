import type { BrowserRegistry, RouteEntry } from '@site/shared-contracts';
import { renderedUrlOf } from './rendered-url';

const entry = (path: string, data: RouteEntry['data'] = []): RouteEntry => ({
  path,
  name: path.slice(1).replace(/\/:?/g, '-'),
  layout: 'default',
  data,
});

const newsList = [{ key: 'list', endpoint: '/api/web/news/list', params: { type: 'dynamic', page: '?page' } }];

const tables = {
  routes: {
    'mfe-about': [entry('/about/introduce', [{ key: 'page', endpoint: '/api/web/page/detail', params: { key: 'a' } }])],
    'mfe-news': [
      entry('/news/dynamic', newsList),
      entry('/news/dynamic/:id', [{ key: 'article', endpoint: '/api/web/news/detail', params: { id: ':id' } }]),
      entry('/m/news/dynamic', newsList),
    ],
  },
  registry: { sections: {} } as BrowserRegistry,
};

describe('renderedUrlOf', () => {
  it.each([
    ['/about/introduce?utm_source=newsletter', '/about/introduce'],
    ['/en/about/introduce?utm_campaign=q4', '/en/about/introduce'],
    ['/news/dynamic?gclid=abc', '/news/dynamic'],
    ['/news/dynamic/29?utm_source=newsletter&page=2', '/news/dynamic/29'],
    ['/nowhere?utm_source=newsletter', '/nowhere'],
  ])('leaves out a query the route does not read: %s is rendered as %s', (address, rendered) => {
    expect(renderedUrlOf(address, tables)).toBe(rendered);
  });

  it.each([
    ['/news/dynamic?utm_source=newsletter&page=2', '/news/dynamic?page=2'],
    ['/en/m/news/dynamic?page=3&gclid=abc', '/en/m/news/dynamic?page=3'],
    ['/news/dynamic?page=abc&utm_campaign=q4', '/news/dynamic'],
  ])('keeps the values the route reads: %s is rendered as %s', (address, rendered) => {
    expect(renderedUrlOf(address, tables)).toBe(rendered);
  });
});
