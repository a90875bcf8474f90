/**
 * `npm run release -- --status`: for every section, its current, candidate and previous releases,
 * each with when and from which commit it was built, and the candidate's last verification.
 */
const { registry } = require('./release');

const minute = (iso) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'unknown time');

/** Canary events shown per section, the latest. */
const EVENTS_SHOWN = 5;

/** One canary event (decision 078): a start or change of share, an --abort, or a withdrawal with its reason. */
function describeEvent({ at, version, event, percent, reason }) {
  const what = {
    canary: `canary ${version} to ${percent} % of visitors`,
    abort: `canary ${version} aborted (--abort)`,
    withdrawn: `canary ${version} WITHDRAWN: ${reason ?? 'no reason recorded'}`,
  }[event];
  return `history    ${minute(at)}  ${what ?? `${event} ${version}`}`;
}

function describeRelease(folder, section, version) {
  const { releaseMetaOf } = registry();
  const meta = releaseMetaOf(folder, section, version);
  if (!meta) return version;
  return `${version}  built ${minute(meta.builtAt ?? meta.madeAt)} from ${meta.commit ?? 'no commit'}`;
}

/** The status lines of the sections `names` (and of any the registry holds besides). */
async function statusLines(names) {
  const { previousOf, withRegistry } = registry();
  return withRegistry(async (store, folder) => {
    const known = Object.keys((await store.read()).registry.sections);
    const sections = [...new Set([...names, ...known])].sort();
    const records = await store.records(sections);
    return sections.flatMap((section) => {
      const record = records[section];
      const lines = [section];
      lines.push(`  current    ${record?.current ? describeRelease(folder, section, record.current.version) : 'none'}`);
      const candidate = record?.candidate;
      if (candidate) {
        const check = candidate.verification;
        const verified = check
          ? `; verification ${check.passed ? 'passed' : 'FAILED'} on ${check.site} at ${minute(check.at)}`
          : '; not verified';
        const canary = candidate.canary?.percent
          ? `; on canary to ${candidate.canary.percent} % of visitors since ${minute(candidate.canary.startedAt)}`
          : '';
        lines.push(
          `  candidate  ${describeRelease(folder, section, candidate.entry.version)}, staged ${minute(candidate.stagedAt)}${verified}${canary}`,
        );
      } else lines.push('  candidate  none');
      const previous = record && previousOf(record);
      lines.push(`  previous   ${previous ? describeRelease(folder, section, previous) : 'none'}`);
      for (const event of (record?.events ?? []).slice(-EVENTS_SHOWN)) lines.push(`  ${describeEvent(event)}`);
      return lines;
    });
  });
}

module.exports = { statusLines };
