/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { dataNeed, defineSectionRoutes, NUMERIC_ID_RULE } from '../section-routes';
import { requestKey } from '../state';
import { ApiContent } from './api-content';
import { SectionProvider } from './section-context';
import { routerPathOf, SectionRouter, useCurrentRoute, useRouteData, type RoutePageProps } from './section-routes';
import { createSectionProps, type FakeSectionOptions } from './testing';

const stories = dataNeed('stories', '/api/web/story/list');
const story = dataNeed('story', '/api/web/story/detail', { id: ':id' });
const news = dataNeed('list', '/api/web/news/list', { type: 'dynamic', page: '?page' });

const routes = defineSectionRoutes('mfe-test', [
  { path: '/stories', layout: 'default', background: 'about', data: [stories], page: 'list' },
  {
    path: '/stories/:id',
    layout: 'detail',
    background: 'about',
    data: [story],
    validate: NUMERIC_ID_RULE,
    page: 'detail',
  },
  { path: '/news', layout: 'default', background: 'news', data: [news], page: 'news' },
  { path: '/m/stories', layout: 'm-default', background: 'about', data: [stories], page: 'm-list' },
]);

function ListPage() {
  const result = useRouteData(stories);
  return <ApiContent result={result}>{(list) => <p>{list.map((item) => item.title).join(', ')}</p>}</ApiContent>;
}

function DetailPage({ params }: RoutePageProps) {
  const result = useRouteData(story);
  const { route } = useCurrentRoute();
  return (
    <ApiContent result={result}>
      {(detail) => (
        <h1>
          {detail.title} ({route.path} {params.id})
        </h1>
      )}
    </ApiContent>
  );
}

function NewsPage() {
  const result = useRouteData(news);
  return <ApiContent result={result}>{(page) => <p>{page.total} articles</p>}</ApiContent>;
}

const pages = {
  list: ListPage,
  detail: DetailPage,
  news: NewsPage,
  'm-list': () => <p>mobile list</p>,
};

function renderAt(path: string, options: FakeSectionOptions = {}) {
  const props = createSectionProps(options);
  render(
    <SectionProvider props={props}>
      <MemoryRouter initialEntries={[path]}>
        <SectionRouter routes={routes} pages={pages} />
      </MemoryRouter>
    </SectionProvider>,
  );
  return props;
}

const storiesKey = requestKey('/api/web/story/list', {});
const storyKey = requestKey('/api/web/story/detail', { id: '7' });

describe('SectionRouter and useRouteData', () => {
  it('renders the page of a route from the data the server embedded, with no request', () => {
    const props = renderAt('/stories', {
      answers: { [storiesKey]: [{ title: 'First' }, { title: 'Second' }] },
      embedded: [storiesKey],
    });
    expect(screen.getByText('First, Second')).toBeTruthy();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('asks a data need with the path parameters of the route', async () => {
    const props = renderAt('/stories/7', { answers: { [storyKey]: { title: 'A story' } } });
    expect(await screen.findByRole('heading', { name: 'A story (/stories/:id 7)' })).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/story/detail', { id: '7' });
  });

  it('asks with the URL query parameters a data need names, and leaves out absent ones', async () => {
    const page2 = requestKey('/api/web/news/list', { type: 'dynamic', page: '2' });
    const props = renderAt('/news?page=2', { answers: { [page2]: { total: 31 } } });
    expect(await screen.findByText('31 articles')).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/news/list', { type: 'dynamic', page: '2' });
  });

  it('shows the 404 page for a parameter that fails the route validate rule, without asking', async () => {
    const props = renderAt('/stories/abc');
    await waitFor(() => expect(props.showNotFound).toHaveBeenCalled());
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a path it has no route for', async () => {
    const props = renderAt('/nowhere');
    await waitFor(() => expect(props.showNotFound).toHaveBeenCalled());
  });

  it('serves the mobile routes under the /m basename on phones, and only them', async () => {
    renderAt('/stories', { device: 'mobile' });
    expect(screen.getByText('mobile list')).toBeTruthy();
    expect(routerPathOf('/m/stories')).toBe('/stories');
    expect(routerPathOf('/m')).toBe('/');
    expect(routerPathOf('/stories')).toBe('/stories');
  });
});
