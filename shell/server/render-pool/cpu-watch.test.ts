import { CpuWatch, type ThreadTimes } from './cpu-watch';

describe('the CPU watch of a render', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A thread that, from the watch's start, spends each millisecond as `spend` says. */
  const thread = (spend: (elapsed: number) => ThreadTimes) => {
    const started = performance.now();
    return () => spend(performance.now() - started);
  };

  it('ends a thread once it has used its CPU limit, whatever the wall-clock time', () => {
    const over = jest.fn();
    new CpuWatch(
      thread((elapsed) => ({ cpuMs: elapsed / 4, queuedMs: (3 * elapsed) / 4 })),
      { cpuMs: 100, stallMs: 1000 },
      over,
    );
    jest.advanceTimersByTime(399);
    expect(over).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10);
    expect(over).toHaveBeenCalledWith('cpu');
  });

  it('does not count time waiting for the CPU as a stall: a low-priority thread on a busy machine is slow, not stuck', () => {
    const over = jest.fn();
    new CpuWatch(
      thread((elapsed) => ({ cpuMs: elapsed / 100, queuedMs: (99 * elapsed) / 100 })),
      { cpuMs: 100, stallMs: 1000 },
      over,
    );
    jest.advanceTimersByTime(5000);
    expect(over).not.toHaveBeenCalled();
  });

  it('ends a thread blocked without the CPU once the stall limit has passed', () => {
    const over = jest.fn();
    new CpuWatch(
      thread(() => ({ cpuMs: 0, queuedMs: 0 })),
      { cpuMs: 100, stallMs: 1000 },
      over,
    );
    jest.advanceTimersByTime(999);
    expect(over).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10);
    expect(over).toHaveBeenCalledWith('stall');
  });

  it('stands the wall clock in for the CPU where the thread cannot be read', () => {
    const over = jest.fn();
    new CpuWatch(() => null, { cpuMs: 100, stallMs: 1000 }, over);
    jest.advanceTimersByTime(100);
    expect(over).toHaveBeenCalledWith('cpu');
  });
});
