import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows the `await` runs in a new one, so the browser can paint and
 * answer input in between and neither task counts as long (decision 066). `scheduler.yield()`
 * where the browser has it (the rest runs before other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A remote's entry is evaluated and its container joins the share scope in one task, its exposed
 * module is asked for in the next: on a slow phone the two were one long task.
 */
export function exposeInNextTask(): ModuleFederationRuntimePlugin {
  return { name: 'expose-in-next-task', beforeGetExpose: () => nextTask() };
}
