/**
 * What the tests of the release and routes commands share: each test on a throwaway releases
 * folder the command finds through RELEASES_DIR (the file store: DATABASE_URL unset), what the
 * command prints captured line by line, and the environment as it was afterwards; and a build
 * folder as `npm run build` leaves one (client/mf-manifest.json and client/routes.json).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Registers the hooks: before each test a new folder (named `prefix`…) with an empty `releases`
 * folder in it, after each the folder deleted. Returns what the tests read: `folder`,
 * `releasesDir`, and `output.out` and `output.err`, the lines logged (replace them to start over).
 */
function useThrowawayReleases(prefix) {
  const context = { folder: '', releasesDir: '', output: { out: [], err: [] } };
  const saved = {};
  beforeEach(() => {
    for (const name of ['RELEASES_DIR', 'DATABASE_URL']) saved[name] = process.env[name];
    context.folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    context.releasesDir = path.join(context.folder, 'releases');
    process.env.RELEASES_DIR = context.releasesDir;
    delete process.env.DATABASE_URL;
    context.output = { out: [], err: [] };
    jest.spyOn(console, 'log').mockImplementation((line) => context.output.out.push(String(line)));
    jest.spyOn(console, 'error').mockImplementation((line) => context.output.err.push(String(line)));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(context.folder, { recursive: true, force: true });
  });
  return context;
}

/** Writes a build of `manifest` (routes.json) and any other client `files` into `dir`; returns `dir`. */
function writeBuild(dir, manifest, files = {}) {
  const client = path.join(dir, 'client');
  fs.mkdirSync(client, { recursive: true });
  for (const [name, text] of Object.entries({
    'mf-manifest.json': '{}',
    'routes.json': JSON.stringify(manifest),
    ...files,
  })) {
    fs.writeFileSync(path.join(client, name), text);
  }
  return dir;
}

module.exports = { useThrowawayReleases, writeBuild };
