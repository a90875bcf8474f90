/**
 * The solution page's scroll constants (SPEC.md §2 "Solution pages", §9), in one place.
 */

/** The smooth move between the banner and the detail takes this long. */
export const SMOOTH_SCROLL_MS = 500;

/** Scroll input is ignored this long after each move starts (a little longer than the move). */
export const SCROLL_LOCK_MS = 530;

/** The desktop header's height (0.64rem at 1rem = 100px): the detail stops just below it. */
export const DESKTOP_HEADER_OFFSET_PX = 64;

/** The mobile header's height in rem (1rem = 1/7.5 of the screen width on phones). */
export const MOBILE_HEADER_OFFSET_REM = 1.28;

/** Sub-pixel scroll positions count as "at" the detail's top within this distance. */
export const EDGE_TOLERANCE_PX = 2;
