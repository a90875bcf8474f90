/**
 * `npm run release -- --status`: for every section, its current, candidate and previous releases,
 * each with when and from which commit it was built, and the candidate's last verification.
 */
const { registry } = require('./release');

const minute = (iso) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'unknown time');

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
        lines.push(
          `  candidate  ${describeRelease(folder, section, candidate.entry.version)}, staged ${minute(candidate.stagedAt)}${verified}`,
        );
      } else lines.push('  candidate  none');
      const previous = record && previousOf(record);
      lines.push(`  previous   ${previous ? describeRelease(folder, section, previous) : 'none'}`);
      return lines;
    });
  });
}

module.exports = { statusLines };
