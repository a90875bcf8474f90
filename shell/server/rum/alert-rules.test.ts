/**
 * The operators' alerting rules (docs/operations/alerts.yml) pass their promtool unit tests
 * (alerts.test.yml; Debian's `prometheus` package), and name only metrics the shell exposes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ShellMetrics } from '../plugins/metrics';

const OPERATIONS = path.resolve(__dirname, '..', '..', '..', 'docs', 'operations');

describe('alerting rules', () => {
  it('pass `promtool test rules docs/operations/alerts.test.yml`', () => {
    const output = execFileSync('promtool', ['test', 'rules', path.join(OPERATIONS, 'alerts.test.yml')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toMatch(/SUCCESS/);
  });

  it('and the dashboard name only metrics the shell exposes', async () => {
    const metrics = new ShellMetrics({
      documentCache: () => ({ hits: 0, misses: 0, bytes: 0, entries: 0 }) as never,
      apiCache: () => ({ hits: 0, misses: 0, bytes: 0 }) as never,
      registryGeneration: async () => 1,
    });
    const exposed = new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const named = (file: string) =>
      new Set(
        [
          ...fs
            .readFileSync(path.join(OPERATIONS, file), 'utf8')
            .matchAll(/\b(shell_[a-z_]+?)(_bucket|_count|_sum)?\b/g),
        ].map((match) => match[1] ?? ''),
      );
    for (const file of ['alerts.yml', 'alerts.test.yml', 'grafana-dashboard.json']) {
      const names = [...named(file)];
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !exposed.has(name))).toEqual([]);
    }
  });
});
