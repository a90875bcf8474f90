import { filesToPrefetch, servePrefetchedManifests, type FederationManifestLike } from './prefetch';

const MANIFEST_URL = 'https://example.test/releases/mfe-news/v3/client/mf-manifest.json';

/** The shape of a section's mf-manifest.json as the build writes it, with what the prefetch reads. */
const newsManifest = (publicPath = 'auto'): FederationManifestLike => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.d3.js', path: '' } },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.1.js'] }, css: { sync: [] } } },
    { path: './app', assets: { js: { sync: ['__federation_expose_app.86.js'] }, css: { sync: ['app.7b.css'] } } },
  ],
});

describe('the files a visit to a section loads first', () => {
  it("are its remote entry and its section module's JS and CSS, where the manifest is", () => {
    expect(filesToPrefetch(MANIFEST_URL, newsManifest())).toEqual([
      'https://example.test/releases/mfe-news/v3/client/remoteEntry.d3.js',
      'https://example.test/releases/mfe-news/v3/client/__federation_expose_app.86.js',
      'https://example.test/releases/mfe-news/v3/client/app.7b.css',
    ]);
  });

  it('are resolved against a public path the manifest names, and an entry in a folder of it', () => {
    const manifest = newsManifest('https://cdn.example.test/news/');
    manifest.metaData!.remoteEntry!.path = 'entry';
    expect(filesToPrefetch(MANIFEST_URL, manifest)).toEqual([
      'https://cdn.example.test/news/entry/remoteEntry.d3.js',
      'https://cdn.example.test/news/__federation_expose_app.86.js',
      'https://cdn.example.test/news/app.7b.css',
    ]);
  });

  it('are only the remote entry when the section module is not in the manifest', () => {
    expect(filesToPrefetch(MANIFEST_URL, { ...newsManifest(), exposes: [] })).toEqual([
      'https://example.test/releases/mfe-news/v3/client/remoteEntry.d3.js',
    ]);
  });

  it('are none when the manifest does not say where its files are', () => {
    expect(filesToPrefetch(MANIFEST_URL, {})).toEqual([]);
    expect(filesToPrefetch(MANIFEST_URL, { metaData: { remoteEntry: { name: 'remoteEntry.js' } } })).toEqual([]);
    expect(filesToPrefetch(MANIFEST_URL, { metaData: { publicPath: 'auto' } })).toEqual([]);
  });
});

describe('manifests the prefetch read', () => {
  type FetchHook = (url: string, init: RequestInit) => Promise<Response> | void | false;
  const fetchHookOf = (manifests: Map<string, Promise<string>>) =>
    servePrefetchedManifests(manifests).fetch as unknown as FetchHook;

  it('are handed to the federation runtime from memory', async () => {
    const fetchHook = fetchHookOf(new Map([[MANIFEST_URL, Promise.resolve('{"metaData":{}}')]]));
    const response = await fetchHook(MANIFEST_URL, {});
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual({ metaData: {} });
    // Each visit gets a response of its own to read.
    expect(await ((await fetchHook(MANIFEST_URL, {})) as Response).text()).toBe('{"metaData":{}}');
  });

  it('leave every other manifest to the runtime', () => {
    const fetchHook = fetchHookOf(new Map([[MANIFEST_URL, Promise.resolve('{}')]]));
    expect(fetchHook(MANIFEST_URL.replace('mfe-news', 'mfe-join'), {})).toBeUndefined();
  });

  it('that could not be read are asked for again', async () => {
    const answer = new Response('{"again":true}');
    const networkFetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    try {
      const failed = Promise.reject(new Error('offline'));
      failed.catch(() => undefined);
      const fetchHook = fetchHookOf(new Map([[MANIFEST_URL, failed]]));
      expect(await fetchHook(MANIFEST_URL, {})).toBe(answer);
      expect(networkFetch).toHaveBeenCalledWith(MANIFEST_URL);
    } finally {
      networkFetch.mockRestore();
    }
  });
});
