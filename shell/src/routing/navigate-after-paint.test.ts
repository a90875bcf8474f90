/** @jest-environment jsdom */
import { navigateAfterPaint } from './navigate-after-paint';

describe('navigateAfterPaint', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('navigates once the frame that answers the click and the next have painted, not in the click', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const navigate = jest.fn();
    navigateAfterPaint(navigate)('/news/dynamic');
    await jest.advanceTimersByTimeAsync(50);
    expect(navigate).not.toHaveBeenCalled();
    frame?.(0);
    await jest.advanceTimersByTimeAsync(0);
    // One frame painted: the next one has not.
    expect(navigate).not.toHaveBeenCalled();
    frame?.(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/news/dynamic');
  });

  it('keeps the order of clicks made within one frame: the last one is where the page ends', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const visited: string[] = [];
    const navigate = navigateAfterPaint((href) => visited.push(href));
    navigate('/about/introduce');
    navigate('/news/dynamic');
    for (const frame of frames.splice(0)) frame(0);
    await jest.advanceTimersByTimeAsync(0);
    for (const frame of frames.splice(0)) frame(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(visited).toEqual(['/about/introduce', '/news/dynamic']);
  });
});
