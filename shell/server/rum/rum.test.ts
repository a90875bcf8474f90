/** POST /rum on its own: answers, limits, refusals that echo nothing, and what is counted under which labels. */
import type { Registry } from '@site/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { rum, RUM_BODY_LIMIT, type RumReport } from '.';
import type { RumVitals } from './rum-schema';

const REGISTRY: Registry = {
  sections: { 'mfe-about': { version: 'v1', manifest: '/m', routes: '/r' } },
  candidates: {
    'mfe-about': { entry: { version: 'v2', manifest: '/m2', routes: '/r2' }, stagedAt: '2026-01-01T00:00:00Z' },
  },
};

interface Counted {
  reports: RumReport[];
  vitals: Array<{ section: string; release: string; vitals: RumVitals }>;
  observed: RumReport[];
}

async function serverWith(max = 1000, registry: () => Promise<Registry> = async () => REGISTRY) {
  const counted: Counted = { reports: [], vitals: [], observed: [] };
  const app: FastifyInstance = Fastify();
  await app.register(rum, {
    registry,
    rateLimit: { max, windowMs: 60_000 },
    metrics: {
      observeReport: (report) => counted.reports.push(report),
      observeVitals: (section, release, vitals) => counted.vitals.push({ section, release, vitals }),
    },
    observers: [(report) => counted.observed.push(report)],
  });
  await app.ready();
  return { app, counted };
}

const post = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/rum',
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /rum', () => {
  it('answers 204 and counts each report under the section and release the registry knows, else unknown', async () => {
    const { app, counted } = await serverWith();
    const response = await post(app, {
      reports: [
        { kind: 'pageview', section: 'mfe-about', release: 'v1' },
        { kind: 'error', section: 'mfe-about', release: 'v2', message: 'boom at https://x.example/?q=secret' },
        { kind: 'hydration', section: 'mfe-about', release: 'v9' },
        { kind: 'mount', section: 'mfe-evil', release: 'v1' },
        { kind: 'chunk', section: 'shell', release: 'anything' },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const expected: RumReport[] = [
      { section: 'mfe-about', release: 'v1', kind: 'pageview' },
      { section: 'mfe-about', release: 'v2', kind: 'error' },
      { section: 'mfe-about', release: 'unknown', kind: 'hydration' },
      { section: 'unknown', release: 'unknown', kind: 'mount' },
      { section: 'shell', release: 'shell', kind: 'chunk' },
    ];
    expect(counted.reports).toEqual(expected);
    // The observers (the canary's comparison) get exactly what was counted, once each.
    expect(counted.observed).toEqual(expected);
    await app.close();
  });

  it('takes application/json as well, and passes Web Vitals to the metrics only, not to the observers', async () => {
    const { app, counted } = await serverWith();
    const response = await post(
      app,
      {
        reports: [
          { kind: 'vitals', section: 'mfe-about', release: 'v1', vitals: { lcp: 1200, inp: 80, cls: 0.02, ttfb: 90 } },
        ],
      },
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(204);
    expect(counted.vitals).toEqual([
      { section: 'mfe-about', release: 'v1', vitals: { lcp: 1200, inp: 80, cls: 0.02, ttfb: 90 } },
    ]);
    expect(counted.observed).toEqual([]);
    await app.close();
  });

  it(`refuses a body over ${RUM_BODY_LIMIT} bytes with 413`, async () => {
    const { app, counted } = await serverWith();
    const message = 'x'.repeat(400);
    const reports = Array.from({ length: 20 }, () => ({ kind: 'error', section: 'mfe-about', release: 'v1', message }));
    const response = await post(app, { reports });
    expect(response.statusCode).toBe(413);
    expect(counted.reports).toEqual([]);
    await app.close();
  });

  it('refuses what is not valid with 400 naming the field, never echoing what was sent', async () => {
    const { app, counted } = await serverWith();
    const cases: Array<[unknown, RegExp]> = [
      [{ reports: [{ kind: '<script>evil</script>', section: 'mfe-about', release: 'v1' }] }, /body\.reports\.0\.kind/],
      [{ reports: [{ kind: 'error', section: 'mfe-about<img>', release: 'v1' }] }, /body\.reports\.0\.section/],
      [
        { reports: [{ kind: 'error', section: 'mfe-about', release: 'v1', vitals: { lcp: 'evil-lcp' } }] },
        /body\.reports\.0\.vitals\.lcp/,
      ],
      [{ reports: [{ kind: 'error', release: 'v1' }] }, /body\.reports\.0\.section/],
      [{ reports: [] }, /body\.reports/],
      [{ evil: 'evil-value' }, /body\.reports/],
      ['{"reports": [evil-json', /not JSON/],
      ['', /not JSON/],
    ];
    for (const [body, field] of cases) {
      const response = await post(app, body);
      expect([response.statusCode, response.body]).toEqual([400, expect.stringMatching(field)]);
      expect(response.body).not.toMatch(/evil|script|img/);
    }
    expect(counted.reports).toEqual([]);
    await app.close();
  });

  it('refuses a media type that is neither JSON nor text with 415', async () => {
    const { app } = await serverWith();
    const response = await post(app, '<x/>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    await app.close();
  });

  it('refuses a visitor over the limit with 429, counting other visitors still', async () => {
    const { app, counted } = await serverWith(3);
    const body = { reports: [{ kind: 'pageview', section: 'mfe-about', release: 'v1' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(app, body, {}, '10.0.0.7')).statusCode);
    statuses.push((await post(app, body, {}, '10.0.0.8')).statusCode);
    // One IPv6 visitor holds a whole /64.
    statuses.push((await post(app, body, {}, '2001:db8::1')).statusCode);
    for (let i = 0; i < 3; i += 1) statuses.push((await post(app, body, {}, `2001:db8::${i + 2}`)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429, 204, 204, 204, 204, 429]);
    expect(counted.reports).toHaveLength(7);
    await app.close();
  });

  it('answers 204 and counts nothing when the registry cannot be read', async () => {
    const { app, counted } = await serverWith(10, () => Promise.reject(new Error('database down')));
    const response = await post(app, { reports: [{ kind: 'pageview', section: 'mfe-about', release: 'v1' }] });
    expect(response.statusCode).toBe(204);
    expect(counted.reports).toEqual([]);
    await app.close();
  });
});
