/**
 * `--canary <percent>` and `--abort` (decision 078): a section's staged candidate served to a share
 * of visitors, drawn by a bucket cookie on every server, then finished with `--promote` or withdrawn
 * with `--abort` (the candidate stays staged). The servers withdraw it themselves when it fails
 * more than the current release; `--status` shows each start, change and withdrawal with its reason.
 */
const { registry } = require('./release');

/** Serves `section`'s candidate to `percent` of visitors (or changes its share). */
async function canary(section, percent) {
  const { canaryIn, withRegistry } = registry();
  const version = await withRegistry(async (store) => {
    const record = (await store.records([section]))[section];
    const expected = { current: record?.current?.version, candidate: record?.candidate?.entry.version };
    return canaryIn(store, section, percent, expected);
  });
  console.log(`${section}@${version} is served to ${percent} % of visitors, on every server from its next page`);
  console.log(
    `next: watch npm run release -- --status; change the share with --canary <percent>, finish with --promote, withdraw with --abort`,
  );
  return version;
}

/** Withdraws `section`'s running canary: every visitor gets the current release again. */
async function abortCanary(section) {
  const { abortCanaryIn, withRegistry } = registry();
  const version = await withRegistry((store) => abortCanaryIn(store, section));
  console.log(`${section}@${version}'s canary is withdrawn: every visitor gets the current release; it stays staged`);
  return version;
}

module.exports = { abortCanary, canary };
