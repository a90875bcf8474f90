const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const serverNodeOptions = require('./server-node-options');

/** The V8 heap limit of a Node process started with `options` (young generation included), in MiB. */
function heapLimitWith(options) {
  const script = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))";
  const result = spawnSync(process.execPath, [...options, '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node ${options.join(' ')} failed: ${result.stderr}`);
  return Number(result.stdout) / 1024 / 1024;
}

describe("the shell server's Node options", () => {
  it('are accepted by this Node and give the young generation 3 × 16 MiB more than the default', () => {
    // V8's young generation is three semi-spaces: 32 MiB each instead of 16 adds 48 MiB to the limit.
    expect(heapLimitWith(serverNodeOptions) - heapLimitWith([])).toBe(48);
  });

  it("are the ones the README's deployment command starts the server with", () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
    expect(readme).toContain(`node ${serverNodeOptions.join(' ')} shell/dist/node/server/main.js`);
  });
});
