const { firstLoadRuns, formatLongTasks, scriptOf } = require('./first-load-tbt');

const ORIGIN = 'http://127.0.0.1:8080';
const run = (performance, tbt, longTasks = []) => ({ performance, tbt, longTasks });
const BUDGETS = { tbtMs: 50, performance: 99 };

describe('firstLoadRuns', () => {
  it('is within budget only when every run, not the median, reads TBT ≤ 50 ms and performance ≥ 99', () => {
    expect(firstLoadRuns([run(100, 0), run(100, 50), run(99, 12)], BUDGETS, ORIGIN).ok).toBe(true);
    // Four good runs and one over: the median would pass, the budget does not.
    const oneOver = firstLoadRuns([run(100, 10), run(100, 10), run(100, 51), run(100, 10), run(100, 10)], BUDGETS);
    expect(oneOver.ok).toBe(false);
    expect(oneOver.maxTbt).toBe(51);
    expect(firstLoadRuns([run(98, 0), run(100, 0)], BUDGETS).ok).toBe(false);
    expect(firstLoadRuns([run(100, Number.NaN)], BUDGETS).ok).toBe(false);
  });

  it('has no verdict of within budget without a run', () => {
    expect(firstLoadRuns([], BUDGETS).ok).toBe(false);
  });

  it('prints each run with its figures, its verdict and its long tasks', () => {
    const { lines, minPerformance } = firstLoadRuns(
      [run(100, 14, [{ url: `${ORIGIN}/static/main.0a1b.js`, startTime: 1214.4, duration: 64 }]), run(97, 110)],
      BUDGETS,
      ORIGIN,
    );
    expect(lines).toEqual([
      'run 1: perf 100  TBT   14 ms  within  long tasks: main.0a1b.js 64 ms @1214',
      'run 2: perf  97  TBT  110 ms  OVER  no long task',
    ]);
    expect(minPerformance).toBe(97);
  });
});

describe('formatLongTasks', () => {
  it('names the longest tasks first, by script file or page path, and counts the rest', () => {
    const tasks = [10, 80, 30, 60, 55].map((duration, index) => ({
      url:
        index === 1
          ? `${ORIGIN}/about/introduce`
          : index === 2
            ? 'Unattributable'
            : `${ORIGIN}/releases/x/remoteEntry.js`,
      startTime: index * 100,
      duration,
    }));
    expect(formatLongTasks(tasks, ORIGIN, 3)).toBe(
      'long tasks: /about/introduce 80 ms @100, remoteEntry.js 60 ms @300, remoteEntry.js 55 ms @400 and 2 more',
    );
  });

  it('says so when there is none', () => {
    expect(formatLongTasks([], ORIGIN)).toBe('no long task');
  });
});

describe('scriptOf', () => {
  it('keeps the path on the measured site, the label of a task with no script, and a foreign URL whole', () => {
    expect(scriptOf(`${ORIGIN}/`, ORIGIN)).toBe('/');
    expect(scriptOf(ORIGIN, ORIGIN)).toBe('/');
    expect(scriptOf('', ORIGIN)).toBe('Unattributable');
    expect(scriptOf('https://cdn.example/x.js', ORIGIN)).toBe('https://cdn.example/x.js');
  });
});
