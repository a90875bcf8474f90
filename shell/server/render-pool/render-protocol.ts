/**
 * The messages between the render pool (render-pool.ts, the server's main thread) and its workers
 * (render-worker.js). A release is named by its server bundle's registry URL; the main thread
 * resolves the file, so a worker never needs the releases folder.
 */

/** What a worker is started with. */
export interface RenderWorkerData {
  /** The server entry contract a bundle must name (SERVER_ENTRY_CONTRACT). */
  contract: string;
  /** The React the browser runs: a bundle built with another could not be hydrated. */
  reactVersion: string;
  /** Release contexts a worker keeps at most; the least recently used goes first. */
  maxContexts: number;
  /** Shared states (a registry's routes and menu) a worker keeps at most; the oldest sent goes first. */
  maxSharedStates: number;
  /** Heap past which a worker drops its least recently used contexts before loading another. */
  softHeapLimitBytes: number;
  /**
   * The nice value the worker's thread takes as it starts (Linux gives each thread its own): the
   * quarantine workers run at the lowest priority, so code not yet trusted only has the CPU nothing
   * else wants.
   */
  niceness: number;
}

export interface RenderTask {
  type: 'render';
  id: number;
  release: string;
  /** The release's server bundle on disk. */
  file: string;
  url: string;
  /**
   * The page's state as JSON: a string crosses to the worker for a copy of its bytes, where the
   * object's structured clone cost the main thread more than JSON.stringify does (decision 079).
   */
  stateJson: string;
  /**
   * The state's routes and menu, the same for every document of a registry (decision 084): sent as
   * JSON to each worker once, then named by their key only. The worker adds them to `stateJson`'s.
   */
  shared?: { key: number; json?: string };
  /** CPU time the render may use, in milliseconds (decision 016). */
  budgetMs: number;
}

export type PoolMessage =
  | RenderTask
  /** Drop every context but these releases' (the registry's current ones). */
  | { type: 'retain'; releases: string[] }
  /** Drop these releases' contexts (not rendered with for a while). */
  | { type: 'drop'; releases: string[] }
  | { type: 'stats'; id: number };

/** Where a render failed: loading the bundle, running it, or over its CPU budget. */
export type FailurePhase = 'load' | 'render' | 'budget';

export type WorkerMessage =
  /** The worker runs; `cpuFile` tells its thread's CPU time (null where there is none). */
  | { type: 'ready'; cpuFile: string | null }
  /** The render's release was not loaded: it is now, and the render itself begins. */
  | { type: 'loaded'; id: number }
  | { type: 'rendered'; id: number; html: string; cpuMs: number; contexts: string[] }
  | { type: 'failed'; id: number; phase: FailurePhase; message: string; contexts: string[] }
  | { type: 'stats'; id: number; contexts: string[]; heapUsedBytes: number; heapTotalBytes: number }
  /** A timer a bundle scheduled starts running: the worker runs section code outside any render. */
  | { type: 'timer-started'; release: string }
  /** It returned, or threw (`error`). */
  | { type: 'timer-ended'; release: string; error?: string }
  /** A rejection nobody handled, or an exception outside any render, from a release when it is known. */
  | { type: 'fault'; release: string | null; message: string };

/** What one worker holds, for the bench and diagnostics (DESIGN.md §3: memory stays bounded). */
export interface WorkerStats {
  worker: number;
  /** The releases whose contexts it holds, least recently used first. */
  contexts: string[];
  heapUsedBytes: number;
  heapTotalBytes: number;
}
