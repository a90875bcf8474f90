/**
 * When a canary is withdrawn (decision 078): the candidate's failures per page view against the
 * current release's over the same window. Withdrawn when, after at least `minPageviews` candidate
 * page views, its rate is at least `minRate` and more than `ratio` times the current release's.
 * Read from the environment (CANARY_RATIO, CANARY_MIN_RATE, CANARY_MIN_PAGEVIEWS) by config.ts.
 */
export interface CanaryRule {
  ratio: number;
  minRate: number;
  minPageviews: number;
}

export interface CanaryConfig {
  rule: CanaryRule;
  /** How often each server flushes its counts and judges the canaries (CANARY_INTERVAL_MS, default 5 s). */
  intervalMs: number;
}

export const DEFAULT_CANARY_RULE: CanaryRule = { ratio: 2, minRate: 0.01, minPageviews: 200 };

export interface ReleaseCounts {
  pageviews: number;
  failures: number;
}

export interface Verdict {
  withdraw: boolean;
  /** The figures compared, in one line: the reason recorded with a withdrawal. */
  reason: string;
}

const rateOf = ({ pageviews, failures }: ReleaseCounts) => (pageviews > 0 ? failures / pageviews : 0);
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export function verdictOf(candidate: ReleaseCounts, current: ReleaseCounts, rule: CanaryRule): Verdict {
  const candidateRate = rateOf(candidate);
  const currentRate = rateOf(current);
  const withdraw =
    candidate.pageviews >= rule.minPageviews &&
    candidateRate >= rule.minRate &&
    candidateRate > rule.ratio * currentRate;
  const reason =
    `${candidate.failures} failures in ${candidate.pageviews} page views (${percent(candidateRate)}) against ` +
    `${current.failures} in ${current.pageviews} (${percent(currentRate)}) for the current release; ` +
    `the rule: more than ${rule.ratio}× and at least ${percent(rule.minRate)} after ${rule.minPageviews} page views`;
  return { withdraw, reason };
}

type Env = Readonly<Record<string, string | undefined>>;

function numberFrom(env: Env, name: string, fallback: number, min: number, max: number, whole: boolean): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value))) {
    throw new Error(`${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** The rule of the environment: CANARY_RATIO (1-100), CANARY_MIN_RATE (0-1), CANARY_MIN_PAGEVIEWS (1-10^9). */
export function canaryRuleFromEnv(env: Env): CanaryRule {
  return {
    ratio: numberFrom(env, 'CANARY_RATIO', DEFAULT_CANARY_RULE.ratio, 1, 100, false),
    minRate: numberFrom(env, 'CANARY_MIN_RATE', DEFAULT_CANARY_RULE.minRate, 0, 1, false),
    minPageviews: numberFrom(env, 'CANARY_MIN_PAGEVIEWS', DEFAULT_CANARY_RULE.minPageviews, 1, 1e9, true),
  };
}
