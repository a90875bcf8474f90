const { readCommand } = require('./command-line');

const SECTIONS = ['mfe-about', 'mfe-news'];
const read = (line) =>
  readCommand(line.split(' ').filter(Boolean), { defaultRoot: '/site', sectionsOf: () => SECTIONS });

describe('what npm run release reads from its command line', () => {
  it('refuses a misspelt option, a missing value and a value where none goes, one line each', () => {
    expect(read('mfe-news --rollbak')).toEqual({ problems: ['unknown option --rollbak'] });
    expect(read('mfe-news --dist')).toEqual({ problems: ['--dist needs a value'] });
    expect(read('mfe-news --site')).toEqual({ problems: ['--site needs a value'] });
    expect(read('mfe-news --stage=yes')).toEqual({ problems: ['--stage takes no value'] });
  });

  it('refuses options that contradict each other', () => {
    expect(read('mfe-news --rollback --check').problems).toEqual([
      '--rollback and --check contradict each other: choose one',
    ]);
    expect(read('mfe-news --force').problems).toEqual(['--force goes with --promote only']);
    expect(read('mfe-news --promote --dist build').problems).toEqual([
      '--dist goes with a release, --stage or --check, not --promote',
    ]);
    expect(read('mfe-news --preview --site https://example.com').problems).toEqual(['--site goes with --verify only']);
  });

  it('names the sections that exist when a name is not one', () => {
    expect(read('mfe-nope').problems).toEqual(['mfe-nope is not a section; the sections are mfe-about, mfe-news']);
    expect(read('--stage').problems).toEqual(['name the section(s) to release']);
    expect(read('--status mfe-news').problems).toEqual(['--status names no section']);
  });

  it('checks what --verify, --preview and --hours need', () => {
    expect(read('mfe-news --verify').problems).toEqual(['--verify needs --site <URL> of the running site']);
    expect(read('mfe-news --verify --site ftp://x').problems).toEqual(['--site must be an http or https URL']);
    expect(read('mfe-news --verify --site https://x.example/news').problems).toEqual([
      "--site is the site's origin, with no path or query",
    ]);
    expect(read('mfe-news mfe-about --preview').problems).toEqual(['--preview takes one section']);
    expect(read('mfe-news --preview --hours 0').problems).toEqual([
      '--hours must be a whole number of hours from 1 to 720',
    ]);
  });

  it('reads a plain release of several sections, and each action with its options', () => {
    expect(read('mfe-news mfe-about')).toMatchObject({ action: 'release', sections: ['mfe-news', 'mfe-about'] });
    expect(read('mfe-news --stage --dist out')).toMatchObject({ action: 'stage', dist: 'out', root: '/site' });
    expect(read('mfe-news --promote --force')).toMatchObject({ action: 'promote', force: true });
    expect(read('mfe-news --verify --site https://www.example.com')).toMatchObject({
      action: 'verify',
      site: 'https://www.example.com',
    });
    expect(read('mfe-news --preview --hours 48')).toMatchObject({ action: 'preview', hours: 48 });
    expect(read('--prune')).toMatchObject({ action: 'prune', sections: [] });
  });

  it('reads --canary <percent> of one section and --abort, and refuses a share that is not one', () => {
    expect(read('mfe-news --canary 10')).toMatchObject({ action: 'canary', sections: ['mfe-news'], percent: 10 });
    expect(read('mfe-news --canary 100')).toMatchObject({ action: 'canary', percent: 100 });
    expect(read('mfe-news mfe-about --abort')).toMatchObject({ action: 'abort', sections: ['mfe-news', 'mfe-about'] });
    const share = '--canary must be a whole percent of visitors from 1 to 100 (--abort withdraws a canary)';
    for (const value of ['0', '101', '5.5', '=-1', 'ten', '1e1', '050%']) {
      expect(read(`mfe-news --canary ${value}`).problems).toEqual([share]);
    }
    expect(read('mfe-news --canary').problems).toEqual(['--canary needs a value']);
    expect(read('mfe-news --canary -1').problems).toEqual([
      '--canary needs a value; one that starts with - is written --canary=<value>',
    ]);
    expect(read('--canary 10').problems).toEqual(['name the section(s) to release']);
    expect(read('mfe-news mfe-about --canary 10').problems).toEqual(['--canary takes one section']);
    expect(read('mfe-news --canary 10 --promote').problems).toEqual([
      '--promote and --canary contradict each other: choose one',
    ]);
    expect(read('mfe-news --abort --force').problems).toEqual(['--force goes with --promote only']);
  });
});
