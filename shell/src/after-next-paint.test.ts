/** @jest-environment jsdom */
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('resolves in a task after the next frame, not before it', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false);
    frame?.(0);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('goes on after a second at most when no frame comes', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('goes on in the next task on a hidden page, which has no frames', async () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(frames).not.toHaveBeenCalled();
  });
});
