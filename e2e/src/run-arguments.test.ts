import { parseRunArguments, UsageError } from './run-arguments';

const refusal = (args: string[]) => {
  try {
    parseRunArguments(args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${args.join(' ')} was accepted`);
};

describe('the command line of npm run test:e2e', () => {
  it('passes nothing on without arguments, so the run is the one npm test always made', () => {
    expect(parseRunArguments([])).toEqual({ help: false, site: undefined, preview: undefined, playwright: [] });
  });

  it('passes filters and the Playwright options it knows on, and everything after -- unread', () => {
    expect(
      parseRunArguments(['news', '--project', 'desktop', '-j', '1', '--list', 'home', '--', '--trace=on', 'x'])
        .playwright,
    ).toEqual(['news', '--project=desktop', '--workers=1', '--list', 'home', '--trace=on', 'x']);
  });

  it('reads the site as its origin and a preview link on it', () => {
    const run = parseRunArguments(['--site', 'https://www.example.com/', '--preview', 'https://www.example.com/p?t=1']);
    expect(run).toMatchObject({ site: 'https://www.example.com', preview: 'https://www.example.com/p?t=1' });
    expect(run.playwright).toEqual([]);
  });

  it('refuses an unknown option, a missing value and a preview without a site, each in one line', () => {
    expect(refusal(['--stie', 'https://www.example.com'])).toBe(
      'unknown option --stie: other Playwright options go after --, as in -- --stie',
    );
    expect(refusal(['--site'])).toBe('--site needs a value');
    expect(refusal(['--preview', 'https://www.example.com/p'])).toBe(
      '--preview needs --site <origin>: the link is opened on that site',
    );
  });

  it('refuses a site that is no http or https origin, and a preview link on another origin', () => {
    expect(refusal(['--site', 'www.example.com'])).toBe('--site needs an absolute http or https URL');
    expect(refusal(['--site', 'ftp://www.example.com'])).toBe('--site needs an http or https origin, not ftp:');
    expect(refusal(['--site', 'https://www.example.com/news'])).toBe(
      '--site takes an origin alone (https://www.example.com), without path, query or credentials',
    );
    expect(refusal(['--site', 'https://www.example.com', '--preview', 'https://cdn.example.com/p?t=secret'])).toBe(
      '--preview must be a link on https://www.example.com, not on https://cdn.example.com',
    );
  });
});
