/**
 * WebKitGTK's WebDriver is W3C WebDriver classic: it runs no script of a test's before a page's
 * own, and shows neither a document's status nor its headers. WebKit reaches the site through
 * this forward proxy, which puts one script in front of every document's scripts (it records
 * uncaught errors, unhandled rejections and console errors under PROBLEMS_KEY) and
 * notes each document's status and Server-Timing. Everything else passes through untouched.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The sessionStorage key of the problems the probe recorded. */
export const PROBLEMS_KEY = '__engineProblems';

/** Served by the proxy at the site's origin, so the site's CSP (`script-src 'self'`) admits it. */
const PROBE_PATH = '/__engine-probe.js';

/**
 * Runs in the page before any of its scripts. What a test must fail on is kept in the tab's
 * sessionStorage, so the problems of a document the page has since left (a reload, a language
 * switch) are still there to read.
 */
function recordPageProblems(key: string) {
  const describe = (value: unknown) => (value instanceof Error ? value.message : String(value));
  const record = (problem: string) => {
    const problems = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.setItem(key, JSON.stringify([...problems, problem]));
  };
  window.addEventListener('error', (event) => record(`pageerror: ${event.message || describe(event.error)}`));
  window.addEventListener('unhandledrejection', (event) => record(`unhandledrejection: ${describe(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    record(`console.error: ${args.map(describe).join(' ')}`);
    consoleError(...args);
  };
}

const PROBE_SOURCE = `(${recordPageProblems.toString()})(${JSON.stringify(PROBLEMS_KEY)});\n`;

export interface ProxiedDocument {
  url: string;
  status: number;
  serverTiming: string | undefined;
}

export interface ProbeProxy {
  /** `host:port` for WebKit's proxy setting. */
  address: string;
  /** The last document served for a URL. */
  documentAt(url: string): ProxiedDocument | undefined;
  /**
   * Holds back the answers to requests whose path matches until `release` is called, as a slow
   * network would (a test's click can then meet a page whose scripts have not run yet).
   */
  holdBack(path: RegExp): { release(): void };
  close(): Promise<void>;
}

/** Documents are read whole, so the probe can be put in; `identity` keeps them uncompressed. */
function isDocumentRequest(request: http.IncomingMessage): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

export async function startProbeProxy(siteOrigin: string): Promise<ProbeProxy> {
  const site = new URL(siteOrigin);
  const documents = new Map<string, ProxiedDocument>();
  const holds: { path: RegExp; released: Promise<void> }[] = [];

  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', siteOrigin);
    // Only the site under test is reachable: the proxy never forwards anywhere else.
    if (target.host !== site.host) {
      response.writeHead(403).end();
      return;
    }
    if (target.pathname === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(PROBE_SOURCE);
      return;
    }
    const hold = holds.find(({ path }) => path.test(target.pathname));
    if (hold) {
      void hold.released.then(() => forward(request, response, target));
      return;
    }
    forward(request, response, target);
  });

  function forward(request: http.IncomingMessage, response: http.ServerResponse, target: URL) {
    const isDocument = isDocumentRequest(request);
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    if (isDocument) {
      headers['accept-encoding'] = 'identity';
      // A revalidated document (304) has no body to put the probe in.
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = http.request(
      { host: site.hostname, port: site.port, method: request.method, path: target.pathname + target.search, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!isDocument || !type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const status = answer.statusCode ?? 502;
          const serverTiming = answer.headers['server-timing'];
          documents.set(target.href, { url: target.href, status, serverTiming: serverTiming?.toString() });
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1><script src="${PROBE_PATH}"></script>`);
          const body = Buffer.from(html, 'utf8');
          response.writeHead(status, { ...answer.headers, 'content-length': String(body.length) });
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    documentAt: (url) => documents.get(url),
    holdBack(path) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const hold = { path, released };
      holds.push(hold);
      return {
        release() {
          holds.splice(holds.indexOf(hold), 1);
          release();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
