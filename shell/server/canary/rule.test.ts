/** The canary's rule (decision 078): more than ratio× the current rate, at least minRate, after minPageviews. */
import { canaryRuleFromEnv, DEFAULT_CANARY_RULE, verdictOf } from './rule';

const rule = DEFAULT_CANARY_RULE;
const counts = (failures: number, pageviews: number) => ({ failures, pageviews });

describe('the canary rule', () => {
  it('withdraws a candidate failing more than twice the current rate and at least 1 % after 200 page views', () => {
    expect(verdictOf(counts(5, 200), counts(2, 200), rule).withdraw).toBe(true);
    expect(verdictOf(counts(2, 200), counts(0, 0), rule).withdraw).toBe(true);
  });

  it('waits for 200 candidate page views', () => {
    expect(verdictOf(counts(199, 199), counts(0, 1000), rule).withdraw).toBe(false);
  });

  it('keeps a candidate at twice the current rate or less, or under 1 %', () => {
    expect(verdictOf(counts(4, 200), counts(2, 200), rule).withdraw).toBe(false);
    expect(verdictOf(counts(1, 200), counts(0, 200), rule).withdraw).toBe(false);
    expect(verdictOf(counts(0, 5000), counts(0, 5000), rule).withdraw).toBe(false);
  });

  it('says the figures it compared', () => {
    expect(verdictOf(counts(30, 300), counts(1, 250), rule).reason).toBe(
      '30 failures in 300 page views (10.0 %) against 1 in 250 (0.4 %) for the current release; ' +
        'the rule: more than 2× and at least 1.0 % after 200 page views',
    );
  });

  it('reads the rule from the environment, and refuses values out of range', () => {
    expect(canaryRuleFromEnv({})).toEqual(rule);
    expect(canaryRuleFromEnv({ CANARY_RATIO: '3', CANARY_MIN_RATE: '0.05', CANARY_MIN_PAGEVIEWS: '50' })).toEqual({
      ratio: 3,
      minRate: 0.05,
      minPageviews: 50,
    });
    expect(() => canaryRuleFromEnv({ CANARY_RATIO: '0.5' })).toThrow('CANARY_RATIO must be a number from 1 to 100');
    expect(() => canaryRuleFromEnv({ CANARY_MIN_RATE: 'x' })).toThrow('CANARY_MIN_RATE');
    expect(() => canaryRuleFromEnv({ CANARY_MIN_PAGEVIEWS: '2.5' })).toThrow('whole number');
  });
});
