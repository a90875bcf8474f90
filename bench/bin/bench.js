#!/usr/bin/env node
/**
 * `npm run bench [-- <part>]` (DESIGN.md §7, bench/README.md): runs one part or the default ones;
 * a missed budget (docs/budgets.md) is listed at the end and the run exits non-zero.
 */
const { BUDGETS } = require('../budgets');

/** The parts, by the name `npm run bench -- <name>` runs one with; each resolves with the budgets it missed. */
const MODES = {
  api: { title: 'Content API', run: () => require('../api').benchContentApi() },
  site: { title: 'Composed site', run: () => require('../site').benchSite() },
  monolith: { title: 'Federation against a monolith', run: () => require('../monolith').benchMonolith() },
  soak: {
    title: 'Soak',
    run: async () => ((await require('../soak').soak()) ? [] : ['soak (errors or memory growth)']),
  },
  sweep: { title: 'Every route shape, mobile and desktop', run: () => require('../sweep').benchSweep() },
  scale: { title: 'Thirty sections against six', run: () => require('../scale').benchScale(BUDGETS) },
  isolation: {
    title: 'A failing section on the server',
    run: () => require('../isolation').benchIsolation(BUDGETS),
  },
  candidate: { title: 'A staged candidate', run: () => require('../candidate').benchCandidate() },
  rum: { title: "Browsers' reports (POST /rum)", run: () => require('../parts/rum').benchRum() },
  interactions: {
    title: 'Interactions at 4× CPU',
    run: () => require('../parts/interactions').benchInteractions(),
  },
};
/** What `npm run bench` runs with no name: soak, sweep and scale take long and run only by name. */
const DEFAULT_MODES = ['api', 'site', 'monolith', 'isolation', 'candidate'];

async function main() {
  const only = process.argv[2];
  if (only && !MODES[only]) throw new Error(`unknown bench "${only}": one of ${Object.keys(MODES).join(', ')}`);
  const missed = [];
  for (const name of only ? [only] : DEFAULT_MODES) {
    console.log(`# ${MODES[name].title}`);
    missed.push(...(await MODES[name].run()));
    console.log('');
  }
  if (missed.length > 0) {
    console.log(`Missed budgets (docs/budgets.md): ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget measured in this run is met (docs/budgets.md).');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
