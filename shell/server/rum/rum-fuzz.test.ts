/**
 * POST /rum against generated hostile input (fast-check, fixed seed), on a whole shell server:
 * oversize bodies, malformed JSON, wrong types, unknown sections, hostile bytes and media types,
 * then a flood. Only 2xx or 4xx answers, nothing of the input echoed in an answer or a metric
 * label, and the server keeps answering.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { metricsPortOf } from '../plugins/metrics';
import { ABOUT_CLIENT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from '../test-support/site';

/** Put in every generated value: it must never come back. */
const MARK = 'ECHOMARK';

const marked = fc.string({ maxLength: 40 }).map((text) => `${MARK}${text}`);
const hostileText = fc.oneof(
  marked,
  fc.constantFrom(`<script>${MARK}</script>`, `${MARK}\u0000\u202e`, `../../${MARK}`, `__proto__${MARK}`),
  fc.integer({ min: 1, max: 12_000 }).map((n) => `${MARK}${'x'.repeat(n)}`),
);
const kind = fc.oneof(
  fc.constantFrom('pageview', 'error', 'rejection', 'hydration', 'chunk', 'mount', 'vitals'),
  hostileText,
);
const name = fc.oneof(fc.constantFrom('mfe-about', 'shell', 'mfe-unknown', 'v1', 'v2'), hostileText);
const anyValue = fc.oneof(fc.anything({ maxDepth: 2 }), hostileText, fc.double(), fc.integer());
const report = fc.record(
  {
    kind: fc.oneof({ weight: 4, arbitrary: kind }, { weight: 1, arbitrary: anyValue }),
    section: fc.oneof({ weight: 4, arbitrary: name }, { weight: 1, arbitrary: anyValue }),
    release: fc.oneof({ weight: 4, arbitrary: name }, { weight: 1, arbitrary: anyValue }),
    message: hostileText,
    vitals: fc.oneof(
      fc.record({ lcp: fc.double(), inp: fc.integer(), cls: fc.double(), ttfb: fc.double() }, { requiredKeys: [] }),
      anyValue,
    ),
    [MARK]: anyValue,
  },
  { requiredKeys: [] },
);
const jsonBody = fc
  .oneof(fc.record({ reports: fc.array(report, { maxLength: 30 }) }), fc.array(report), anyValue)
  .map((value) => JSON.stringify(value) ?? 'null');
/** Valid reports naming sections and releases the registry may or may not know. */
const validBody = fc
  .array(
    fc.record({
      kind: fc.constantFrom('pageview', 'error', 'rejection', 'hydration', 'chunk', 'mount'),
      section: fc.constantFrom('mfe-about', 'shell', 'mfe-unknown', `${MARK}-section`),
      release: fc.constantFrom('v1', 'v2', `${MARK}-release`),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((reports) => JSON.stringify({ reports }));
const body = fc.oneof(
  { weight: 3, arbitrary: validBody },
  { weight: 5, arbitrary: jsonBody },
  // Malformed JSON: cut short, or bytes no encoder writes.
  { weight: 2, arbitrary: jsonBody.map((text) => text.slice(0, Math.max(1, text.length - 3)) + MARK) },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 2000 })
      .map((bytes) => Buffer.concat([Buffer.from(MARK), Buffer.from(bytes)])),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 8 * 1024, max: 40_000 }).map((n) => `{"reports":"${MARK}${'y'.repeat(n)}"}`),
  },
);
const contentType = fc.constantFrom(
  'text/plain;charset=UTF-8',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=evil',
  `text/${MARK}`,
);

describe('POST /rum, fuzzed', () => {
  let site: TestSite;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = createTestSite('shell-rum-fuzz', SHELL_BUILD);
    site.release('mfe-about', 'v1', ABOUT_CLIENT_BUILD);
    app = await site.server({ METRICS_PORT: '0', RUM_RATE_LIMIT_MAX: '100000' });
  });

  afterAll(() => site.remove());

  it('answers generated bodies with 2xx or 4xx only, echoing nothing, and counts no label it does not know', async () => {
    await fc.assert(
      fc.asyncProperty(body, contentType, async (payload, type) => {
        const response = await app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': type }, payload });
        expect(response.statusCode).toBeGreaterThanOrEqual(200);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toContain(MARK);
        expect(JSON.stringify(response.headers)).not.toContain(MARK);
      }),
      { seed: 41, numRuns: 400 },
    );
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPortOf(app)}/metrics`)).text();
    expect(metrics).not.toContain(MARK);
    // Every section label of the browser reports is one the registry knows, the shell's, or unknown.
    const sections = new Set([...metrics.matchAll(/^shell_rum_[a-z_]+\{[^}]*section="([^"]*)"/gm)].map((m) => m[1]));
    for (const section of sections) expect(['mfe-about', 'shell', 'unknown']).toContain(section);
    expect(sections.size).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses a flood from one visitor with 429, and keeps answering others and documents', async () => {
    const flooded = await site.server({ RUM_RATE_LIMIT_MAX: '50' });
    const valid = JSON.stringify({ reports: [{ kind: 'pageview', section: 'mfe-about', release: 'v1' }] });
    const statuses = await Promise.all(
      Array.from({ length: 2000 }, () =>
        flooded.inject({
          method: 'POST',
          url: '/rum',
          remoteAddress: '198.51.100.9',
          payload: valid,
          headers: { 'content-type': 'text/plain' },
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 204)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1950);
    const other = await flooded.inject({
      method: 'POST',
      url: '/rum',
      remoteAddress: '198.51.100.10',
      payload: valid,
      headers: { 'content-type': 'text/plain' },
    });
    expect(other.statusCode).toBe(204);
    expect((await flooded.inject({ method: 'GET', url: '/about/introduce' })).statusCode).toBe(200);
  });
});
