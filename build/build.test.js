/**
 * Whether `npm start` may reuse a build: the stamp a successful build writes, against the package's
 * sources, and against a release copied from the build.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { isBuildCurrent, isSameBuild, stampFileOf } = require('./build');

let folder;
let dir;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  // A package beside the contracts it is built with.
  const contracts = path.join(folder, 'node_modules', '@site', 'shared-contracts');
  fs.mkdirSync(path.join(contracts, 'src'), { recursive: true });
  fs.writeFileSync(path.join(contracts, 'package.json'), '{"name":"@site/shared-contracts","version":"0.1.0"}');
  fs.writeFileSync(path.join(contracts, 'src', 'index.ts'), 'export {};');
  dir = path.join(folder, 'mfe-x');
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'src', 'app.tsx'), 'export {};');
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Sets a file's modification time to `time` (ms). */
function touch(file, time) {
  fs.utimesSync(file, time / 1000, time / 1000);
}

/** Writes the stamp of a build started at `startedAt`, as runWebpack does once it succeeded. */
function stamp(buildDir, startedAt, mode = 'production') {
  fs.writeFileSync(stampFileOf(buildDir), `${JSON.stringify({ mode, startedAt })}\n`);
}

describe('a build', () => {
  it('is reused when it started after the last change of its sources, in the mode asked', () => {
    const now = Date.now();
    for (const file of fs.readdirSync(folder, { recursive: true })) touch(path.join(folder, file), now - 60_000);
    expect(isBuildCurrent(dir)).toBe(false);
    stamp(path.join(dir, 'dist'), now);
    expect(isBuildCurrent(dir)).toBe(true);
    expect(isBuildCurrent(dir, 'development')).toBe(false);
  });

  it('is not reused once a source of its own, or of the contracts it bundles, changed after it started', () => {
    const now = Date.now();
    for (const file of fs.readdirSync(folder, { recursive: true })) touch(path.join(folder, file), now - 60_000);
    stamp(path.join(dir, 'dist'), now);
    expect(isBuildCurrent(dir)).toBe(true);
    touch(path.join(dir, 'src', 'app.tsx'), now + 1000);
    expect(isBuildCurrent(dir)).toBe(false);
    touch(path.join(dir, 'src', 'app.tsx'), now - 60_000);
    touch(path.join(folder, 'node_modules', '@site', 'shared-contracts', 'src', 'index.ts'), now + 1000);
    expect(isBuildCurrent(dir)).toBe(false);
  });

  it('is what a release holds when the release has its stamp', () => {
    const release = path.join(folder, 'releases', 'mfe-x', 'v1');
    fs.mkdirSync(release, { recursive: true });
    expect(isSameBuild(path.join(dir, 'dist'), release)).toBe(false);
    stamp(path.join(dir, 'dist'), 1000);
    fs.copyFileSync(stampFileOf(path.join(dir, 'dist')), stampFileOf(release));
    expect(isSameBuild(path.join(dir, 'dist'), release)).toBe(true);
    stamp(path.join(dir, 'dist'), 2000);
    expect(isSameBuild(path.join(dir, 'dist'), release)).toBe(false);
  });
});
