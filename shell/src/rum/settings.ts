/**
 * What a document tells the browser of its reports (decision 077): the share of page views that
 * report. Embedded in the state only when it is not every page view (RUM_SAMPLE_RATE), so the
 * default costs a document nothing.
 */
export interface RumSettings {
  /** From 0 (no page view reports) to 1 (every one does). */
  sampleRate: number;
}

export const DEFAULT_RUM_SETTINGS: RumSettings = { sampleRate: 1 };

/** The state as the server writes it, with the reports' settings when they are not the default. */
export interface RumState {
  rum?: RumSettings;
}
