/**
 * The checks of a redirects file against the live routes, one refusal per case: a target no live
 * route serves, a chain, a loop, a source a live route serves; and a file that passes.
 */
const { readRedirectSet } = require('@site/shell/server/redirects');
const { formatRedirectProblem, redirectProblems, sharedUrl } = require('./redirect-check');

const route = (path, extra = {}) => ({ path, name: path, layout: 'default', data: [], ...extra });
const ID = { id: { pattern: '[1-9][0-9]{0,8}' } };
const ROUTES = {
  'mfe-news': [
    route('/news/dynamic/:id', { counterpart: '/m/news/dynamic/:id', validate: ID }),
    route('/m/news/dynamic/:id', { counterpart: '/news/dynamic/:id', validate: ID }),
    route('/news/:kind', { validate: { kind: { oneOf: ['dynamic', 'research'] } } }),
  ],
  'mfe-honour-invest': [route('/invest/:id?', { validate: { id: { oneOf: ['reports', 'contact'] } } })],
};

const problemsOf = (redirects, external = []) => redirectProblems({ redirects, external }, ROUTES);
const to = (from, target, status = 301) => ({ from, to: target, status });

describe('redirectProblems', () => {
  it('passes a set whose targets are served and whose sources no route serves', () => {
    expect(
      problemsOf([
        to('/news/old/:id', '/news/dynamic/:id'),
        to('/news/archive', '/news/research'),
        to('/investor', '/invest/reports', 302),
        to('/ir', 'https://ir.example.com/', 302),
      ]),
    ).toEqual([]);
  });

  it('refuses a target no live route serves, or serves with a value its rule refuses', () => {
    const problems = problemsOf([
      to('/careers-old', '/careers'),
      to('/old/:id', '/news/dynamic/:id/more'),
      to('/inv', '/invest/unknown'),
    ]);
    expect(problems.map(formatRedirectProblem)).toEqual([
      'entry 1 (/careers-old → /careers): no live route serves its target /careers — fix: redirect to a page a section serves now (npm run routes lists them), or release the section that serves it first',
      expect.stringMatching(/^entry 2 \(\/old\/:id → \/news\/dynamic\/:id\/more\): no live route serves its target/),
      expect.stringMatching(/^entry 3 \(\/inv → \/invest\/unknown\): no live route serves its target/),
    ]);
  });

  it('refuses a chain: a target that is itself redirected', () => {
    const problems = problemsOf([to('/a', '/old-news/5'), to('/old-news/:id', '/news/dynamic/:id')]);
    expect(problems).toEqual([
      {
        entry: 'entry 1 (/a → /old-news/5)',
        problem: 'its target is redirected again by entry 2 (/old-news/:id → /news/dynamic/:id): a chain',
        fix: 'point it at /news/dynamic/:id directly',
      },
    ]);
  });

  it('refuses a loop, for each entry in it', () => {
    const problems = problemsOf([to('/a', '/b'), to('/b', '/c'), to('/c', '/a')]);
    expect(problems.map((found) => found.problem)).toEqual([
      'its target leads back to it through entry 2 (/b → /c): a loop',
      'its target leads back to it through entry 3 (/c → /a): a loop',
      'its target leads back to it through entry 1 (/a → /b): a loop',
    ]);
  });

  it('refuses a source a live route serves, on desktop or in the /m form it covers, heeding validate rules', () => {
    expect(problemsOf([to('/news/research', '/news/dynamic/1')])[0]?.problem).toBe(
      "a live route serves its source: /news/research is mfe-news's (its route /news/:kind)",
    );
    expect(problemsOf([to('/invest', '/news/dynamic/1')])[0]?.problem).toMatch(/\/invest is mfe-honour-invest's/);
    // The /m form of the source is a live mobile page.
    expect(problemsOf([to('/news/dynamic/:id', '/news/dynamic/:id')]).map((found) => found.problem)).toContainEqual(
      expect.stringMatching(/a live route serves its source/),
    );
    // A value the route's rule refuses is no page of it: /news/archive and /invest/old are free.
    expect(problemsOf([to('/news/archive', '/news/research'), to('/invest/old/:x', '/invest/reports')])).toEqual([]);
  });

  it('lets the shell check the file and this the routes, each problem once', () => {
    const { set, problems } = readRedirectSet(
      JSON.stringify({ redirects: [{ from: '/ir', to: 'https://x.example.com/' }] }),
    );
    expect(problems).toHaveLength(1);
    expect(redirectProblems(set, ROUTES)).toEqual([]);
  });
});

describe('sharedUrl', () => {
  it('finds a URL two patterns both match, or none', () => {
    expect(sharedUrl('/news/old/:id', '/news/:kind/:id')).toBe('/news/old/:id');
    expect(sharedUrl('/news/old/:id', '/news/:kind/:id', undefined, { kind: { oneOf: ['dynamic'] } })).toBeNull();
    expect(sharedUrl('/a/:x?', '/a')).toBe('/a');
    expect(sharedUrl('/a/b', '/a')).toBeNull();
  });
});
