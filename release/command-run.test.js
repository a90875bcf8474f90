/** How the release and routes commands read their arguments and end: the exit code and each line printed. */
const { readArgs, runCommandLine } = require('./command-run');

const USAGE = 'usage: npm run thing -- <name>\n       npm run thing -- --all';
const OPTIONS = { all: { type: 'boolean' }, to: { type: 'string' }, help: { type: 'boolean' } };

describe('reading arguments', () => {
  it('gives the values and positionals, or the usage for --help', () => {
    expect(readArgs(['a', '--to', 'b'], OPTIONS, USAGE)).toMatchObject({ values: { to: 'b' }, positionals: ['a'] });
    expect(readArgs(['a', '--help'], OPTIONS, USAGE)).toEqual({ help: USAGE });
  });

  it('says in one line what parseArgs refuses: which option, and what is wrong with it', () => {
    expect(readArgs(['--al'], OPTIONS, USAGE)).toEqual({ problems: ['unknown option --al'] });
    expect(readArgs(['--to'], OPTIONS, USAGE)).toEqual({ problems: ['--to needs a value'] });
    expect(readArgs(['--to', '-x'], OPTIONS, USAGE)).toEqual({
      problems: ['--to needs a value; one that starts with - is written --to=<value>'],
    });
    expect(readArgs(['--all=yes'], OPTIONS, USAGE)).toEqual({ problems: ['--all takes no value'] });
  });
});

describe('running a command line', () => {
  let out;
  let err;
  beforeEach(() => {
    out = [];
    err = [];
    jest.spyOn(console, 'log').mockImplementation((line) => out.push(String(line)));
    jest.spyOn(console, 'error').mockImplementation((line) => err.push(String(line)));
  });
  afterEach(() => jest.restoreAllMocks());

  const refusal = Object.assign(new Error('refused'), { lines: ['first problem', 'second problem'] });
  const runWith = (command, run = async () => 0) =>
    runCommandLine({
      name: 'thing',
      command,
      usage: USAGE,
      run,
      refusalLinesOf: (error) => (error === refusal ? error.lines : undefined),
    });

  it('prints the help with exit code 0, running nothing', async () => {
    const run = jest.fn();
    expect(await runWith({ help: USAGE }, run)).toBe(0);
    expect(out).toEqual([USAGE]);
    expect(run).not.toHaveBeenCalled();
  });

  it("prints each problem and the usage's first line with exit code 1, running nothing", async () => {
    const run = jest.fn();
    expect(await runWith({ problems: ['one', 'two'] }, run)).toBe(1);
    expect(err).toEqual(['one', 'two', 'usage: npm run thing -- <name>']);
    expect(run).not.toHaveBeenCalled();
  });

  it("resolves with the run's exit code", async () => {
    expect(await runWith({ action: 'x' }, async (command) => (command.action === 'x' ? 3 : 0))).toBe(3);
    expect(err).toEqual([]);
  });

  it('prints a refusal as it is, and any other error as a failure of the command, with exit code 1', async () => {
    expect(
      await runWith({ action: 'x' }, async () => {
        throw refusal;
      }),
    ).toBe(1);
    expect(err).toEqual(['first problem', 'second problem']);
    err.length = 0;
    expect(
      await runWith({ action: 'x' }, async () => {
        throw new Error('disk full');
      }),
    ).toBe(1);
    expect(err).toEqual(['thing failed: disk full']);
  });
});
