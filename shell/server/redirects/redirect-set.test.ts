/** Reading the shell team's redirects file: statuses filled in, and one problem per malformed entry. */
import { readRedirectSet, sameRedirects, type RedirectProblem } from './redirect-set';

const problemsOf = (file: unknown): RedirectProblem[] => {
  return readRedirectSet(typeof file === 'string' ? file : JSON.stringify(file)).problems;
};

describe('readRedirectSet', () => {
  it('reads a file, 301 unless it says 302, with its external allow-list', () => {
    const read = readRedirectSet(
      JSON.stringify({
        redirects: [
          { from: '/news/old/:id', to: '/news/dynamic/:id' },
          { from: '/investor', to: 'https://ir.example.com/annual', status: 302 },
        ],
        external: ['https://ir.example.com'],
      }),
    );
    expect(read).toEqual({
      set: {
        redirects: [
          { from: '/news/old/:id', to: '/news/dynamic/:id', status: 301 },
          { from: '/investor', to: 'https://ir.example.com/annual', status: 302 },
        ],
        external: ['https://ir.example.com'],
      },
      problems: [],
    });
  });

  it('refuses a file that is not JSON or not of the schema, naming the entry and the field', () => {
    expect(problemsOf('{ "redirects": [')[0]).toMatchObject({
      entry: 'the file',
      problem: expect.stringMatching(/^is not JSON/),
    });
    expect(problemsOf({ redirect: [] })[0]?.entry).toBe('the file');
    const wrong = problemsOf({
      redirects: [
        { from: '/a', to: '/b' },
        { from: '/c', to: '/d', status: 307 },
      ],
    });
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatchObject({ entry: 'entry 2 (/c → /d)', problem: '/status must be 301 or 302' });
    expect(problemsOf({ redirects: [{ from: 'news', to: '/b' }] })[0]?.problem).toBe(
      '/from must be a site path such as /news/old/:id',
    );
    expect(problemsOf({ redirects: [{ from: '/a', to: '/b', extra: 1 }] })[0]?.entry).toBe('entry 1 (/a → /b)');
    expect(problemsOf({ redirects: [], external: ['http://ir.example.com'] })[0]?.problem).toMatch(/^\/external\/0 /);
  });

  it.each([
    [{ from: '/en/news/old', to: '/news/dynamic' }, /source starts with \/en/],
    [{ from: '/api/web/news', to: '/news/dynamic' }, /under \/api, which is the shell's/],
    [{ from: '/news/old/:id', to: '/news/dynamic/:page' }, /uses :page, which its source does not have/],
    [{ from: '/news/old/:id?', to: '/news/dynamic/:id' }, /optional in the source but required/],
    [{ from: '/news/:id?/old', to: '/news/dynamic' }, /only the last segment may be optional/],
    [{ from: '/m/news/old', to: '/news/dynamic' }, /different devices/],
    [{ from: '/news/old', to: '/en/news/dynamic' }, /target starts with \/en/],
    [{ from: '/news/old', to: '/news/dynamic?page=2' }, /neither a site path nor an https URL/],
    [{ from: '/news/old', to: '/news/old' }, /redirects to itself/],
    [{ from: '/investor', to: 'https://elsewhere.example.com/' }, /"external" list does not name/],
    [{ from: '/investor', to: 'http://ir.example.com/' }, /not an https URL/],
    [{ from: '/investor', to: 'https://ir.example.com/?x=1' }, /query, fragment or credentials/],
  ])('refuses %j', (entry, problem) => {
    const problems = problemsOf({ redirects: [entry], external: ['https://ir.example.com'] });
    expect(problems.map((found) => found.problem)).toContainEqual(expect.stringMatching(problem));
    expect(problems.every((found) => found.entry.startsWith('entry 1 (') && found.fix.length > 0)).toBe(true);
  });

  it('gives the set of a file of the right shape with its problems, for the route checks to add theirs', () => {
    const read = readRedirectSet(JSON.stringify({ redirects: [{ from: '/a', to: '/en/b' }] }));
    expect(read.problems).toHaveLength(1);
    expect(read.set?.redirects).toEqual([{ from: '/a', to: '/en/b', status: 301 }]);
    expect(readRedirectSet('[]').set).toBeUndefined();
  });

  it('refuses a source given twice, whatever its parameters are called', () => {
    const problems = problemsOf({
      redirects: [
        { from: '/news/old/:id', to: '/news/dynamic/:id' },
        { from: '/news/old/:article', to: '/news/research/:article' },
      ],
    });
    expect(problems).toEqual([
      {
        entry: 'entry 2 (/news/old/:article → /news/research/:article)',
        problem: "its source is entry 1's too",
        fix: 'keep one entry per source',
      },
    ]);
  });

  it('cuts what it repeats of an entry to a bounded length', () => {
    const [problem] = problemsOf({ redirects: [{ from: `/${'a'.repeat(500)}`, to: '/b' }] });
    expect(problem!.entry.length).toBeLessThan(260);
  });

  it('tells two sets apart only by what they redirect', () => {
    const a = {
      redirects: [{ from: '/a', to: '/b', status: 301 as const }],
      external: ['https://x.example.com', 'https://y.example.com'],
    };
    expect(sameRedirects(a, { ...a, external: ['https://y.example.com', 'https://x.example.com'] })).toBe(true);
    expect(sameRedirects(a, { ...a, redirects: [{ from: '/a', to: '/b', status: 302 }] })).toBe(false);
  });
});
