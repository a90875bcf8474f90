import type { MenuEntry, Registry, RouteEntry, RouteManifest } from '@site/shared-contracts';
import { completeState, type EmbeddedState } from './read-state';

const route = (path: string): RouteEntry => ({ path, name: path, layout: 'default', data: [] });
const entry = (key: string, order: number): MenuEntry => ({ key, order, label: { s: key, t: key, e: key } });

const registry: Registry = {
  sections: {
    'mfe-news': { version: 'v2', manifest: '/releases/mfe-news/v2/client/mf-manifest.json', routes: '/news.json' },
    'mfe-about': { version: 'v1', manifest: '/releases/mfe-about/v1/client/mf-manifest.json', routes: '/about.json' },
  },
};

const FILES: Record<string, RouteManifest> = {
  '/news.json': { section: 'mfe-news', menu: [entry('news', 50)], routes: [route('/news')] },
  '/about.json': { section: 'mfe-about', menu: [entry('about', 20)], routes: [route('/about'), route('/about/team')] },
};

const embedded: EmbeddedState = {
  language: 's',
  device: 'desktop',
  navigation: [],
  categories: [],
  seo: null,
  registry,
  route: null,
  data: {},
  config: {
    origin: 'https://www.example.cn',
    investorUrl: 'https://ir.example',
    investorPreUrl: 'https://pre-ir.example',
  },
};

describe('the whole state from the embedded one', () => {
  const TABLES = {
    routes: { 'mfe-news': [route('/news')], 'mfe-about': [route('/about')] },
    menu: [entry('about', 20)],
  };

  it('reads the one file of route tables and menu the document names, and no routes.json', async () => {
    const read = jest.fn(async () => TABLES);
    const { state, unreadable } = await completeState({ ...embedded, siteTables: '/site-tables/abc.json' }, read);
    expect(read.mock.calls).toEqual([['/site-tables/abc.json']]);
    expect(unreadable).toEqual([]);
    expect(state).toMatchObject(TABLES);
    expect(state).not.toHaveProperty('siteTables');
  });

  it("reads each release's routes.json when the file of route tables cannot be read", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = jest.fn(async (url: string) => {
      if (url === '/site-tables/gone.json') throw new Error('/site-tables/gone.json answered 404');
      return FILES[url];
    });
    const { state, unreadable } = await completeState({ ...embedded, siteTables: '/site-tables/gone.json' }, read);
    expect(unreadable).toEqual([]);
    expect(state.menu.map((item) => item.key)).toEqual(['about', 'news']);
    expect(read).toHaveBeenCalledWith('/news.json');
    expect(error).toHaveBeenCalledWith("The route tables could not be read; reading each section's", expect.any(Error));
    error.mockRestore();
  });

  it("reads each release's routes.json and merges the menus in their order, as the server does", async () => {
    const read = jest.fn(async (url: string) => FILES[url]);
    const { state, unreadable } = await completeState(embedded, read);
    expect(unreadable).toEqual([]);
    expect(read.mock.calls.map(([url]) => url).sort()).toEqual(['/about.json', '/news.json']);
    expect(state.routes).toEqual({
      'mfe-news': [route('/news')],
      'mfe-about': [route('/about'), route('/about/team')],
    });
    expect(state.menu.map((item) => item.key)).toEqual(['about', 'news']);
    expect(state.language).toBe('s');
  });

  it('keeps the tables a document embedded (a section override) and reads nothing', async () => {
    const read = jest.fn();
    const tables = { routes: { 'mfe-about': [route('/about')] }, menu: [entry('about', 20)] };
    expect((await completeState({ ...embedded, ...tables }, read)).state).toMatchObject(tables);
    expect(read).not.toHaveBeenCalled();
  });

  it("reads the routes.json beside a release's manifest when the registry names none", async () => {
    const read = jest.fn(async () => FILES['/news.json']);
    const sections = { 'mfe-news': { version: 'v2', manifest: 'http://localhost:3001/mf-manifest.json' } };
    const { state } = await completeState({ ...embedded, registry: { sections } }, read);
    expect(read.mock.calls).toEqual([['http://localhost:3001/routes.json']]);
    expect(state.routes).toEqual({ 'mfe-news': [route('/news')] });
  });

  it("reads a release's own routes.json when the registry names neither manifest nor route manifest", async () => {
    const read = jest.fn(async () => FILES['/news.json']);
    const sections = { 'mfe-news': { version: 'v2' } };
    const { state } = await completeState({ ...embedded, registry: { sections } }, read);
    expect(read.mock.calls).toEqual([['/releases/mfe-news/v2/client/routes.json']]);
    expect(state.routes).toEqual({ 'mfe-news': [route('/news')] });
  });

  it('leaves a section whose routes.json cannot be read without routes or menu entries, and names it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = async (url: string) => {
      if (url === '/news.json') throw new Error('/news.json answered 503');
      return FILES[url];
    };
    const { state, unreadable } = await completeState(embedded, read);
    expect(unreadable).toEqual(['mfe-news']);
    expect(state.routes).toEqual({ 'mfe-news': [], 'mfe-about': [route('/about'), route('/about/team')] });
    expect(state.menu.map((item) => item.key)).toEqual(['about']);
    expect(error).toHaveBeenCalledWith('The routes of mfe-news could not be read', expect.any(Error));
    error.mockRestore();
  });
});
