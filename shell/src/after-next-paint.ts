/**
 * Resolves in a task after the browser's next frame: what follows the `await` runs once the
 * frame answering the visitor's input has painted, so that frame shows the input's first
 * response (a pressed button, the loading bar) and the heavier work after it is no part of the
 * interaction's latency (INP; decision 076). A hidden page gets no frames: it goes on in the next
 * task, as does a browser without requestAnimationFrame; a page hidden while it waits goes on
 * after a second at most.
 */
const LONGEST_WAIT_MS = 1000;

export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) {
      setTimeout(resolve, 0);
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, LONGEST_WAIT_MS);
    // A frame's rAF callbacks run before it paints; the timeout they queue runs after it.
    requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
