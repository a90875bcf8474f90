import { createEventBus } from '@site/shared-contracts';
import {
  connectLoadingBar,
  createLoadingBar,
  IMMEDIATE_LOADING_ID_PREFIX,
  IMMEDIATE_START_PERCENT,
  type LoadingBarController,
} from './loading-bar-controller';

describe('createLoadingBar', () => {
  let bar: LoadingBarController;
  const onChange = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    onChange.mockClear();
    bar = createLoadingBar({ throttle: 200, duration: 5000, fadeOut: 500, onChange });
  });

  afterEach(() => {
    bar.dispose();
    jest.useRealTimers();
  });

  it('shows nothing for work that finishes within the 200 ms throttle', () => {
    bar.start();
    jest.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows after the throttle and runs towards the end over the duration', () => {
    bar.start();
    jest.advanceTimersByTime(200);
    expect(bar.getState()).toEqual({ visible: true, percent: 0, failed: false });
    jest.advanceTimersByTime(2500);
    expect(bar.getState().percent).toBeCloseTo(50);
    jest.advanceTimersByTime(10_000);
    expect(bar.getState().percent).toBe(99);
    expect(bar.getState().visible).toBe(true);
  });

  it('completes on finish and hides after the 500 ms fade-out', () => {
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: false });
    jest.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
    expect(onChange).toHaveBeenLastCalledWith({ visible: false, percent: 0, failed: false });
  });

  it('turns red on failure, then fades out', () => {
    bar.start();
    jest.advanceTimersByTime(300);
    bar.fail();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true });
    jest.advanceTimersByTime(500);
    expect(bar.getState()).toEqual({ visible: false, percent: 0, failed: false });
  });

  it('shows a failure even within the throttle', () => {
    bar.start();
    bar.fail();
    expect(bar.getState().failed).toBe(true);
    expect(bar.getState().visible).toBe(true);
  });

  it('counts nested starts: only the last finish ends the bar', () => {
    bar.start();
    bar.start();
    jest.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getState().percent).toBeLessThan(100);
    jest.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(true);
    bar.fail();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true });
    bar.finish();
    jest.advanceTimersByTime(500);
    expect(bar.getState().visible).toBe(false);
  });

  it('keeps a failure of nested work red until the last finish', () => {
    bar.start();
    bar.start();
    bar.fail();
    jest.advanceTimersByTime(200);
    expect(bar.getState()).toMatchObject({ visible: true, failed: true });
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: true });
  });

  it('restarts from the beginning when work starts during the fade-out', () => {
    bar.start();
    jest.advanceTimersByTime(300);
    bar.fail();
    jest.advanceTimersByTime(200);
    bar.start();
    expect(bar.getState()).toEqual({ visible: true, percent: 0, failed: false });
    jest.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(true);
  });

  it('shows an immediate start at once, past the throttle, on a visible part of the bar', () => {
    bar.start({ immediate: true });
    expect(bar.getState()).toEqual({ visible: true, percent: IMMEDIATE_START_PERCENT, failed: false });
    expect(IMMEDIATE_START_PERCENT).toBeGreaterThan(0);
    jest.advanceTimersByTime(2500);
    expect(bar.getState().percent).toBeGreaterThan(IMMEDIATE_START_PERCENT);
    bar.finish();
    expect(bar.getState().percent).toBe(100);
  });

  it('shows throttled pending work at once when an immediate start joins it', () => {
    bar.start();
    jest.advanceTimersByTime(50);
    expect(bar.getState().visible).toBe(false);
    bar.start({ immediate: true });
    expect(bar.getState()).toMatchObject({ visible: true, percent: IMMEDIATE_START_PERCENT });
    bar.finish();
    expect(bar.getState().percent).toBeLessThan(100);
    bar.finish();
    expect(bar.getState().percent).toBe(100);
  });

  it('ignores a finish without a start', () => {
    bar.finish();
    bar.fail();
    expect(bar.getState().visible).toBe(false);
  });
});

describe('connectLoadingBar', () => {
  it('drives the bar from the bus and stops on unsubscribe', () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    const bar = createLoadingBar();
    const disconnect = connectLoadingBar(bus, bar);
    bus.emit('loading:start', { id: 'route', kind: 'route' });
    bus.emit('loading:start', { id: 'news', kind: 'request' });
    jest.advanceTimersByTime(200);
    expect(bar.getState().visible).toBe(true);
    bus.emit('loading:finish', { id: 'news' });
    bus.emit('loading:finish', { id: 'news' });
    expect(bar.getState().percent).toBeLessThan(100);
    bus.emit('loading:fail', { id: 'route', message: 'Network Error' });
    expect(bar.getState().failed).toBe(true);
    jest.advanceTimersByTime(500);
    disconnect();
    bus.emit('loading:start', { id: 'later', kind: 'request' });
    jest.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(false);
    bar.dispose();
    jest.useRealTimers();
  });

  it('shows the bar at once for an id marked immediate, and throttles the others', () => {
    jest.useFakeTimers();
    const bus = createEventBus();
    const bar = createLoadingBar();
    connectLoadingBar(bus, bar);
    bus.emit('loading:start', { id: 'request-1', kind: 'request' });
    expect(bar.getState().visible).toBe(false);
    bus.emit('loading:start', { id: `${IMMEDIATE_LOADING_ID_PREFIX}language-1`, kind: 'route' });
    expect(bar.getState().visible).toBe(true);
    bar.dispose();
    jest.useRealTimers();
  });
});
