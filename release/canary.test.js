/**
 * `npm run release -- <section> --canary <percent>`, `--abort` and `--status` on a throwaway
 * releases folder (the file store; decision 078): a canary starts and changes its share, is
 * aborted with the candidate still staged, and each step shows in the status; a canary with no
 * candidate, or an abort with no canary, is one line and exit code 1 with the registry as it was.
 * The shell's registry is used from its sources (jest), not compiled.
 */
const fs = require('node:fs');
const path = require('node:path');

jest.mock('@site/build/build', () => ({ ...jest.requireActual('@site/build/build'), compileTypeScriptOf: () => {} }));

const { publishRelease, stageReleaseIn, FileRegistryStore, readRegistry } = require('@site/shell/server/registry');
const { runReleaseCommand } = require('./command');
const { useThrowawayReleases, writeBuild } = require('./command-test-support');

const SECTIONS = ['mfe-about', 'mfe-news'];
const throwaway = useThrowawayReleases('canary-command-');

/** A build of mfe-news told apart by its label. */
const build = (label) =>
  writeBuild(
    path.join(throwaway.folder, `build-${label}`),
    { section: 'mfe-news', routes: [] },
    { 'label.txt': label },
  );

beforeEach(() => {
  publishRelease(throwaway.releasesDir, 'mfe-news', build('v1'), 'v1');
});

const run = (...args) => runReleaseCommand(args, { defaultRoot: throwaway.folder, sectionsOf: () => SECTIONS });
const canaryOf = () => readRegistry(throwaway.releasesDir).candidates?.['mfe-news']?.canary;

describe('npm run release -- <section> --canary, --abort, --status', () => {
  it('starts a canary, changes its share, aborts it, and shows each step in the status', async () => {
    await stageReleaseIn(
      new FileRegistryStore(throwaway.releasesDir),
      throwaway.releasesDir,
      'mfe-news',
      build('v2'),
      'v2',
    );
    expect(await run('mfe-news', '--canary', '10')).toBe(0);
    expect(throwaway.output.out[0]).toBe(
      'mfe-news@v2 is served to 10 % of visitors, on every server from its next page',
    );
    expect(canaryOf()).toMatchObject({ percent: 10 });
    expect(await run('mfe-news', '--canary', '50')).toBe(0);
    expect(canaryOf()).toMatchObject({ percent: 50 });

    throwaway.output.out = [];
    expect(await run('--status')).toBe(0);
    const status = throwaway.output.out.join('\n');
    expect(status).toMatch(/candidate {2}v2 .*; on canary to 50 % of visitors since /);
    expect(status).toMatch(
      /history {4}.* canary v2 to 10 % of visitors\n.*history {4}.* canary v2 to 50 % of visitors/,
    );

    expect(await run('mfe-news', '--abort')).toBe(0);
    expect(canaryOf()).toMatchObject({ percent: 0 });
    expect(readRegistry(throwaway.releasesDir).candidates?.['mfe-news']?.entry.version).toBe('v2');
    throwaway.output.out = [];
    await run('--status');
    expect(throwaway.output.out.join('\n')).toMatch(/history {4}.* canary v2 aborted \(--abort\)/);
    expect(throwaway.output.out.join('\n')).not.toMatch(/on canary/);
  });

  it('refuses a canary with no candidate and an abort with no canary, the registry unchanged', async () => {
    const before = fs.readFileSync(path.join(throwaway.releasesDir, 'registry.json'), 'utf8');
    expect(await run('mfe-news', '--canary', '10')).toBe(1);
    expect(throwaway.output.err).toEqual(['mfe-news has no candidate to canary: stage one with --stage']);
    throwaway.output.err = [];
    expect(await run('mfe-news', '--abort')).toBe(1);
    expect(throwaway.output.err).toEqual(['mfe-news has no canary running']);
    expect(fs.readFileSync(path.join(throwaway.releasesDir, 'registry.json'), 'utf8')).toBe(before);
  });
});
