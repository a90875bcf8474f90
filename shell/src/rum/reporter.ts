/**
 * The shell's reports to POST /rum (issue 41 §1, decision 077): kept briefly and sent together
 * with navigator.sendBeacon (fetch with keepalive where there is none), at once for a failure (the
 * page view it happened in goes with it), else when the page is hidden, with what the page adds then
 * (its Web Vitals): a page view without failures is one request. A page view either reports
 * everything or nothing (the document's sample rate), so failures per page view stay comparable
 * between releases.
 * What is sent: a kind, a section and release, a failure's first words and the Web Vitals.
 */
import type { Attribution } from './attribution';

export const RUM_URL = '/rum';

/** The kinds POST /rum takes (shell/server/rum/rum-schema.ts). */
export type RumKind = 'pageview' | 'error' | 'rejection' | 'hydration' | 'chunk' | 'mount' | 'vitals';

export interface RumVitals {
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
}

export interface OutgoingReport extends Attribution {
  kind: RumKind;
  message?: string;
  vitals?: RumVitals;
}

/** Reports one request carries at most (the server's limit), and failures one page sends at most. */
const BATCH = 20;
const MAX_FAILURES = 20;
/** A message's characters sent at most: the server keeps fewer, sanitized, in its log only. */
const MESSAGE_CHARACTERS = 200;

export interface Reporter {
  report(report: OutgoingReport): void;
  /** Sends what is kept now. */
  flush(): void;
  /** The first time the page is hidden, adds what `collect` gives (if anything) to what is sent then. */
  atFirstHide(collect: () => OutgoingReport | null): void;
}

function send(body: string) {
  try {
    if (navigator.sendBeacon?.(RUM_URL, body)) return;
  } catch {
    // A beacon refused (too large, or none here): fetch below.
  }
  void fetch(RUM_URL, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => {},
  );
}

export function createReporter(sampled: boolean, transport: (body: string) => void = send): Reporter {
  const queue: OutgoingReport[] = [];
  const atHide: Array<() => OutgoingReport | null> = [];
  let failures = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    while (queue.length > 0) transport(JSON.stringify({ reports: queue.splice(0, BATCH) }));
  };
  const hidden = () => {
    for (const collect of atHide.splice(0)) {
      const report = collect();
      if (report) queue.push(report);
    }
    flush();
  };
  if (sampled) {
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hidden());
    // Chromium fires pagehide before visibilitychange when a page navigates away; web-vitals gives
    // INP and CLS their final values at visibilitychange, so a page still visible waits for it.
    addEventListener('pagehide', () => document.visibilityState === 'hidden' && hidden());
  }
  return {
    report(report) {
      if (!sampled) return;
      const failure = report.kind !== 'pageview' && report.kind !== 'vitals';
      if (failure && ++failures > MAX_FAILURES) return;
      queue.push(report.message ? { ...report, message: report.message.slice(0, MESSAGE_CHARACTERS) } : report);
      // Failures that come together (a hydration error and its rethrow) go in one request.
      if (failure && !scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    },
    flush,
    atFirstHide(collect) {
      if (sampled) atHide.push(collect);
    },
  };
}
