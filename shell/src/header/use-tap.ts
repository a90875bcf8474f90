import { useRef, type MouseEvent, type TouchEvent } from 'react';

/** SPEC.md §4 and §9: a touch shorter than 150 ms without movement is a tap. */
export const TAP_MAX_DURATION_MS = 150;
/** Finger jitter allowed before a touch counts as a move, in CSS pixels. */
export const TAP_MAX_DISTANCE_PX = 10;

export interface TouchPoint {
  x: number;
  y: number;
  /** Milliseconds on any clock both points share (an event's timeStamp). */
  time: number;
}

export function isTap(start: TouchPoint, end: TouchPoint): boolean {
  const duration = end.time - start.time;
  const distance = Math.hypot(end.x - start.x, end.y - start.y);
  return duration >= 0 && duration < TAP_MAX_DURATION_MS && distance <= TAP_MAX_DISTANCE_PX;
}

export interface TapHandlers<T extends Element> {
  onTouchStart(event: TouchEvent<T>): void;
  onTouchEnd(event: TouchEvent<T>): void;
  onTouchCancel(): void;
  onClick(event: MouseEvent<T>): void;
}

/**
 * Handlers that call `onTap` for a tap on a touch screen and for a click with a mouse or the
 * keyboard. A touch that is not a tap (a long press, a swipe) does nothing; the browser's
 * emulated click after a touch is cancelled so the action never runs twice.
 */
export function useTap<T extends Element>(onTap: () => void): TapHandlers<T> {
  const start = useRef<TouchPoint | null>(null);
  return {
    onTouchStart(event) {
      const touch = event.touches[0];
      start.current =
        touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
    },
    onTouchEnd(event) {
      const begin = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!begin || !touch) return;
      if (event.cancelable) event.preventDefault();
      if (isTap(begin, { x: touch.clientX, y: touch.clientY, time: event.timeStamp })) onTap();
    },
    onTouchCancel() {
      start.current = null;
    },
    onClick() {
      onTap();
    },
  };
}
