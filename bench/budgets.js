/** docs/budgets.md, as `npm run bench` checks them, and the record of the budgets a part missed. */
const BUDGETS = {
  /** The content API's cached news list against a bare route replaying its answer (decisions 051, 065). */
  apiRatio: 0.85,
  apiP99Ms: 10,
  documentP99Ms: 30,
  firstLoadJsKb: 150,
  /** Lighthouse mobile, the six key pages: in every one of 5 runs, not their median (decision 080). */
  performance: 99,
  /** Lighthouse mobile total blocking time of the six key pages, in every one of 5 runs (decision 080). */
  firstLoadTbtMs: 50,
  /** The same pages under Lighthouse's desktop preset. */
  desktopPerformance: 99,
  lcpMs: 1200,
  otherCategories: 100,
  cls: 0,
  /** Lighthouse performance of one run on every route shape of every section, both presets (`-- sweep`). */
  sweepPerformance: 95,
  /** 30 sections against 6, same run (`-- scale`): first-load bytes over, document throughput and p99 ratios. */
  scaleExtraKb: 2,
  scaleThroughputRatio: 0.9,
  scaleP99Ratio: 1.1,
  /** Shell server memory per added section not visited (`-- scale`). */
  scaleMbPerSection: 3,
  /** Releasing one section into 30 against into 6 (`-- scale`). */
  scaleReleaseRatio: 1.1,
  /** Federated first-load JS at most this many times the monolith's (`-- monolith`). */
  federationJsRatio: 1.4,
  /** Federated Lighthouse performance at most this many points under the monolith's (`-- monolith`, decision 065). */
  federationPerformancePoints: 3,
  /** Healthy documents with the render pool against the main-thread renderer before it (`-- isolation`). */
  poolThroughputRatio: 0.95,
  /** Uncached documents against today's renderer, the commit before decision 079 (`-- isolation`, issue 44 §5). */
  uncachedThroughputRatio: 2.0,
  /** The other sections' documents with a faulty section against without it (`-- isolation`, decisions 065, 067). */
  isolationThroughputRatio: 0.8,
  isolationP99Ratio: 1.5,
  /** Documents of visitors without a preview while a candidate is staged, against none staged (`-- candidate`). */
  candidateThroughputRatio: 0.95,
};

/**
 * A part's budget record: `verdict(name, ok)` says which side of its budget a figure is and keeps
 * the name of each one missed in `missed`, which the part returns.
 */
function budgetCheck() {
  const missed = [];
  const verdict = (name, ok) => {
    if (!ok) missed.push(name);
    return ok ? 'within budget' : 'OVER budget';
  };
  return { missed, verdict };
}

module.exports = { BUDGETS, budgetCheck };
