/**
 * A click on a link of the chrome navigates once the frame answering it has painted (issue 44 §2,
 * decision 081). Navigating inside the click changed the store (a synchronous render of the whole
 * chrome), unmounted the section leaving, and preloaded the entering section's files, all before
 * the browser could paint: 300–400 ms at 4× CPU. The click's own frame shows the link pressed; the
 * navigation runs right after it, in the same order, so what the visitor ends up with is unchanged.
 */
import { afterNextPaint } from '../after-next-paint';

export function navigateAfterPaint(navigate: (href: string) => void): (href: string) => void {
  return (href) => {
    // Two frames: the one answering the click has been drawn before the navigation's long task
    // starts. After one, that task (180 ms at 4× CPU) could still start before the compositor
    // had presented the frame on a busy machine, and the click's latency kept it (decision 081).
    void afterNextPaint()
      .then(afterNextPaint)
      .then(() => navigate(href));
  };
}
