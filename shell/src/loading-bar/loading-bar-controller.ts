/**
 * The loading progress bar's state machine (SPEC.md §4 and §9), free of any framework so the
 * boot code, the API client and the router can drive it. Timing follows Nuxt's bar: a start
 * only shows after the throttle, progress creeps towards the end over `duration`, and the bar
 * fades out after it completes or fails.
 */
import type { SiteEventBus } from '@site/shared-contracts';

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  percent: number;
  failed: boolean;
}

export interface LoadingBarOptions {
  /** A start is shown only if it has not finished within this many ms. */
  throttle?: number;
  /** Time for the progress to run from 0 to 100 % while work is pending, in ms. */
  duration?: number;
  /** Time the completed or failed bar stays before it hides, in ms. */
  fadeOut?: number;
  onChange?(state: LoadingBarState): void;
}

export interface LoadingBarController {
  /**
   * Work begins. With `immediate` the bar shows at once, without the throttle: work the visitor
   * has just asked for and knows will take a while (a language switch, decision 076), whose bar
   * paints in the frame that answers the click.
   */
  start(options?: { immediate?: boolean }): void;
  finish(): void;
  fail(): void;
  getState(): LoadingBarState;
  subscribe(listener: () => void): () => void;
  /** Stops every timer; the bar hides. */
  dispose(): void;
}

export const LOADING_BAR_DEFAULTS = { throttle: 200, duration: 5000, fadeOut: 500 } as const;

/** The progress advances in steps of this many ms. */
const TICK_MS = 100;
/** While work is pending the bar stops short of the end: only finish() completes it. */
const PENDING_MAX_PERCENT = 99;
/** Where an immediate start begins: a bar at 0 % is scaled to nothing and would not show in its first frame. */
export const IMMEDIATE_START_PERCENT = 10;

/**
 * A loading event whose id starts with this shows the bar at once (start({ immediate: true })):
 * the language switch's, which the visitor sees answer the click in its first frame (decision 076).
 */
export const IMMEDIATE_LOADING_ID_PREFIX = 'immediate:';

export const HIDDEN_STATE: LoadingBarState = Object.freeze({ visible: false, percent: 0, failed: false });

export function createLoadingBar(options: LoadingBarOptions = {}): LoadingBarController {
  const { throttle, duration, fadeOut } = { ...LOADING_BAR_DEFAULTS, ...options };
  const step = (100 * TICK_MS) / duration;
  const listeners = new Set<() => void>();
  let state = HIDDEN_STATE;
  let pending = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: LoadingBarState) => {
    if (next.visible === state.visible && next.percent === state.percent && next.failed === state.failed) return;
    state = next;
    options.onChange?.(state);
    for (const listener of listeners) listener();
  };

  const clearTimers = () => {
    clearTimeout(showTimer);
    clearInterval(tickTimer);
    clearTimeout(hideTimer);
    showTimer = tickTimer = hideTimer = undefined;
  };

  const run = () => {
    tickTimer = setInterval(() => {
      set({ ...state, percent: Math.min(PENDING_MAX_PERCENT, state.percent + step) });
    }, TICK_MS);
  };

  const show = (percent = 0) => {
    showTimer = undefined;
    set({ visible: true, percent, failed: state.failed });
    run();
  };

  const end = (failed: boolean) => {
    clearTimers();
    if (!state.visible && !failed) {
      set(HIDDEN_STATE);
      return;
    }
    set({ visible: true, percent: 100, failed: failed || state.failed });
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      set(HIDDEN_STATE);
    }, fadeOut);
  };

  return {
    start({ immediate = false } = {}) {
      pending += 1;
      if (pending > 1) {
        // Work already pending but not shown yet: an immediate start shows it now.
        if (immediate && showTimer !== undefined) {
          clearTimeout(showTimer);
          show(IMMEDIATE_START_PERCENT);
        }
        return;
      }
      const fading = hideTimer !== undefined;
      clearTimers();
      if (fading) {
        // The bar is still on screen: restart it rather than let it blink out and back.
        set({ visible: true, percent: immediate ? IMMEDIATE_START_PERCENT : 0, failed: false });
        run();
      } else if (immediate) {
        show(IMMEDIATE_START_PERCENT);
      } else {
        set(HIDDEN_STATE);
        showTimer = setTimeout(() => show(), throttle);
      }
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) end(state.failed);
    },
    fail() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) end(true);
      else set({ ...state, failed: true });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clearTimers();
      pending = 0;
      set(HIDDEN_STATE);
    },
  };
}

/** Drives the bar from the site's loading events; nested work is matched by event id. */
export function connectLoadingBar(bus: SiteEventBus, controller: LoadingBarController): () => void {
  const active = new Set<string>();
  const onStart = ({ id }: { id: string }) => {
    if (active.has(id)) return;
    active.add(id);
    controller.start({ immediate: id.startsWith(IMMEDIATE_LOADING_ID_PREFIX) });
  };
  const onFinish = ({ id }: { id: string }) => {
    if (active.delete(id)) controller.finish();
  };
  const onFail = ({ id }: { id: string }) => {
    if (active.delete(id)) controller.fail();
  };
  bus.on('loading:start', onStart);
  bus.on('loading:finish', onFinish);
  bus.on('loading:fail', onFail);
  return () => {
    bus.off('loading:start', onStart);
    bus.off('loading:finish', onFinish);
    bus.off('loading:fail', onFail);
  };
}
