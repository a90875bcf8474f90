/**
 * A rolling restart (issue 27): two shell servers of the test's own (a copy of the shared site's
 * releases and database) behind a round-robin "load balancer" made here, a fixed number of
 * requests, and one server stopped with SIGTERM midway and started again on its port. The balancer
 * does what one does: it sends a request to the other server when a connection is refused, or when
 * a reused keep-alive connection was closed before the request reached the server (Node's
 * documented retry case). Every request a server took must succeed.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_RELEASES_DIR } from './e2e-env';
import { expect, test } from './fixtures';
import { startShellServer, type ShellServer } from './shell-server';

const PATHS = ['/en/about/introduce', '/api/web/navigation?languageType=2', '/registry.json', '/favicon.svg'];
const CONCURRENCY = 6;

interface Backend {
  port: number;
  agent: http.Agent;
  server: ShellServer;
}

type Outcome = { kind: 'answer'; status: number } | { kind: 'retry'; code: string } | { kind: 'error'; code: string };

function requestOnce(backend: Backend, target: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port: backend.port, path: target, agent: backend.agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ kind: 'answer', status: response.statusCode ?? 0 }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'error', code: error.code ?? 'ERROR' }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? 'ERROR';
      const notTaken = code === 'ECONNREFUSED' || (code === 'ECONNRESET' && request.reusedSocket);
      resolve({ kind: notTaken ? 'retry' : 'error', code });
    });
  });
}

// @local: it starts servers of its own on a copy of the run's own site's releases and database.
test.describe('rolling restart', { tag: '@local' }, () => {
  test.describe.configure({ timeout: 180_000 });
  let folder = '';
  const backends: Backend[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-rolling-'));
    fs.cpSync(E2E_RELEASES_DIR, path.join(folder, 'releases'), { recursive: true });
    for (const file of fs.readdirSync(E2E_DATA_DIR).filter((name) => name.startsWith('content.db'))) {
      fs.copyFileSync(path.join(E2E_DATA_DIR, file), path.join(folder, file));
    }
    // One after the other: the first start migrates the shared database.
    for (let i = 0; i < 2; i += 1) {
      const server = await startShellServer(environment());
      backends.push({ port: Number(new URL(server.origin).port), agent: new http.Agent({ keepAlive: true }), server });
    }
  });

  const environment = () => ({
    ...process.env,
    RELEASES_DIR: path.join(folder, 'releases'),
    DATABASE_FILE: path.join(folder, 'content.db'),
  });

  test.afterAll(async () => {
    for (const backend of backends) {
      backend.agent.destroy();
      await backend.server.stop();
    }
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('loses no request when one of two servers is stopped with SIGTERM and started again', async () => {
    const outcomes = { served: [0, 0] as [number, number], retried: 0, failed: [] as string[] };
    let next = 0;
    /** Sends `count` requests round-robin over both servers, CONCURRENCY at a time. */
    const load = async (count: number) => {
      let sent = 0;
      const worker = async () => {
        while (sent < count) {
          sent += 1;
          const index = next++;
          const target = PATHS[index % PATHS.length] ?? '/';
          let backend = (index % 2) as 0 | 1;
          for (let attempt = 0; ; attempt += 1) {
            const outcome = await requestOnce(backends[backend] as Backend, target);
            if (outcome.kind === 'answer' && outcome.status === 200) {
              outcomes.served[backend] += 1;
              break;
            }
            if (outcome.kind === 'retry' && attempt < 3) {
              outcomes.retried += 1;
              backend = backend === 0 ? 1 : 0;
              continue;
            }
            outcomes.failed.push(`${target}: ${outcome.kind === 'answer' ? outcome.status : outcome.code}`);
            break;
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };

    await load(120);
    const stopping = backends[0] as Backend;
    const midway = load(240);
    // Stopped while the second part of the load runs over both servers.
    await expect.poll(() => outcomes.served[0] + outcomes.served[1], { timeout: 30_000 }).toBeGreaterThan(140);
    await stopping.server.stop();
    expect(stopping.server.process.exitCode).toBe(0);
    const servedBeforeRestart = outcomes.served[0];
    await midway;
    stopping.agent.destroy();
    const restarted = await startShellServer(environment(), stopping.port);
    backends[0] = { port: stopping.port, agent: new http.Agent({ keepAlive: true }), server: restarted };
    await load(120);

    process.stdout.write(
      `rolling restart: 480 requests, served ${outcomes.served.join(' + ')}, sent again to the other server ${outcomes.retried}, failed ${outcomes.failed.length}\n`,
    );
    expect(outcomes.failed).toEqual([]);
    expect(outcomes.served[0] + outcomes.served[1]).toBe(480);
    // The restarted server took its share again.
    expect(outcomes.served[0]).toBeGreaterThan(servedBeforeRestart);
  });
});
