/**
 * Server rendering of sections (DESIGN.md §3). Each release's server bundle is loaded once into
 * its own `vm` context, which offers Node's built-in modules and nothing of the shell; every
 * render runs inside that context. Its limit is CPU time (decision 016): a render over its budget
 * is refused, and one that has not returned a little after its budget in wall-clock time is
 * stopped. Anything that goes wrong (the bundle cannot be read or run, names another contract or
 * React, throws, runs too long) gives a client render instead, and a release that keeps failing is
 * left alone for a while.
 */
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import {
  SERVER_ENTRY_CONTRACT,
  type InitialState,
  type RegistryEntry,
  type SectionServerEntry,
} from '@site/shared-contracts';
import { releaseFileOf } from './release-catalog';

export type SectionRender =
  { kind: 'server'; html: string; ms: number } | { kind: 'client'; reason: string; ms: number };

export interface SectionRendererOptions {
  releasesDir: string;
  /** The React the browser runs: a bundle with another one could not be hydrated. */
  reactVersion: string;
  /** Consecutive failures after which a release is not tried … */
  breakerThreshold?: number;
  /** … for this long. */
  breakerCooldownMs?: number;
  now?: () => number;
  /** The process's CPU time in milliseconds (tests give their own clock). */
  cpuTimeMs?: () => number;
  /** Where a failure is reported (the server's log). */
  onFailure?: (release: string, reason: string) => void;
}

interface LoadedRelease {
  context: vm.Context;
  renderScript: vm.Script;
  /**
   * Routes this release has rendered, by name and language: the first render of each runs code
   * the engine has not compiled yet (and another language takes other branches: no Chinese
   * headline, other content), and gets the longer limit.
   */
  warmRoutes: Set<string>;
}

type Loaded = { ok: true; release: LoadedRelease } | { ok: false; reason: string };

interface Breaker {
  failures: number;
  openUntil: number;
}

/** Running a bundle's top level takes milliseconds; this only stops one that never ends. */
const LOAD_TIMEOUT_MS = 5_000;

/**
 * A render is stopped when it has run this much longer than its CPU budget in wall-clock time: it
 * never ends. On a loaded machine a render waits for the CPU, so its wall-clock time says little.
 */
const HARD_STOP_SLACK_MS = 200;

function processCpuTimeMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const nodeRequire = createRequire(__filename);

/** A `require` for the bundle: Node's built-in modules only. */
function builtinRequire(specifier: string): unknown {
  if (!isBuiltin(specifier))
    throw new Error(`a section server bundle may only require Node built-ins, not "${specifier}"`);
  return nodeRequire(specifier);
}

/** Errors thrown inside the sandbox come from its own realm: not `instanceof Error` here. */
function errorMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(error);
}

export class SectionRenderer {
  private readonly releases = new Map<string, Loaded>();
  private readonly breakers = new Map<string, Breaker>();
  private readonly threshold: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;
  private readonly cpuTimeMs: () => number;

  constructor(private readonly options: SectionRendererOptions) {
    this.threshold = options.breakerThreshold ?? 3;
    this.cooldownMs = options.breakerCooldownMs ?? 30_000;
    this.now = options.now ?? (() => performance.now());
    this.cpuTimeMs = options.cpuTimeMs ?? processCpuTimeMs;
  }

  /** The active section's markup for `url`, or why the browser renders it instead. */
  render(entry: RegistryEntry, url: string, state: InitialState): SectionRender {
    const started = performance.now();
    const client = (reason: string): SectionRender => ({ kind: 'client', reason, ms: performance.now() - started });
    const server = entry.server;
    if (!server) return client('no server build');
    const key = server.entry;
    const breaker = this.breakers.get(key);
    if (breaker && breaker.openUntil > this.now()) return client('circuit open');

    const loaded = this.load(key);
    if (!loaded.ok) return client(this.fail(key, loaded.reason));
    const { release } = loaded;
    const routeKey = `${state.route?.name ?? ''} ${state.language}`;
    const budgetMs = release.warmRoutes.has(routeKey) ? server.timeoutMs : server.firstRenderTimeoutMs;
    try {
      release.context.__request = { url, state };
      const cpuBefore = this.cpuTimeMs();
      const html: unknown = release.renderScript.runInContext(release.context, {
        timeout: budgetMs + HARD_STOP_SLACK_MS,
      });
      const cpuMs = this.cpuTimeMs() - cpuBefore;
      if (cpuMs > budgetMs)
        throw new Error(`render used ${Math.round(cpuMs)} ms of CPU, over its ${budgetMs} ms budget`);
      if (typeof html !== 'string') throw new Error('render did not return a string');
      release.warmRoutes.add(routeKey);
      this.breakers.delete(key);
      return { kind: 'server', html, ms: performance.now() - started };
    } catch (error) {
      return client(this.fail(key, errorMessage(error)));
    } finally {
      release.context.__request = undefined;
    }
  }

  /**
   * Forgets every release but those named (the registry's current ones), so a long-running
   * server does not keep a context per release it ever served.
   */
  retainOnly(entries: readonly string[]): void {
    const keep = new Set(entries);
    for (const key of [...this.releases.keys()]) if (!keep.has(key)) this.releases.delete(key);
    for (const key of [...this.breakers.keys()]) if (!keep.has(key)) this.breakers.delete(key);
  }

  /** How many releases are loaded (for tests and diagnostics). */
  get loadedReleases(): number {
    return this.releases.size;
  }

  private fail(key: string, reason: string): string {
    const breaker = this.breakers.get(key) ?? { failures: 0, openUntil: 0 };
    breaker.failures += 1;
    if (breaker.failures >= this.threshold) {
      breaker.openUntil = this.now() + this.cooldownMs;
      breaker.failures = 0;
    }
    this.breakers.set(key, breaker);
    this.options.onFailure?.(key, reason);
    return reason;
  }

  private load(key: string): Loaded {
    let loaded = this.releases.get(key);
    if (!loaded) {
      loaded = this.loadRelease(key);
      // A release is immutable: what it gave once, it gives again (a broken one is never re-read).
      this.releases.set(key, loaded);
    }
    return loaded;
  }

  private loadRelease(key: string): Loaded {
    try {
      const code = fs.readFileSync(releaseFileOf(this.options.releasesDir, key), 'utf8');
      const context = vm.createContext({
        console,
        TextEncoder,
        TextDecoder,
        URL,
        URLSearchParams,
        setTimeout,
        clearTimeout,
        queueMicrotask,
        process: { env: { NODE_ENV: 'production' } },
        __request: undefined,
      });
      const module = { exports: {} as Partial<SectionServerEntry> };
      context.__module = module;
      context.__require = builtinRequire;
      // Called inside the context, so a bundle that never finishes loading hits the limit too.
      new vm.Script(`(function (exports, require, module) {${code}\n})(__module.exports, __require, __module);`, {
        filename: key,
      }).runInContext(context, { timeout: LOAD_TIMEOUT_MS });
      const entry = module.exports;
      if (entry.contract !== SERVER_ENTRY_CONTRACT) {
        return { ok: false, reason: `contract ${String(entry.contract)} is not ${SERVER_ENTRY_CONTRACT}` };
      }
      if (entry.reactVersion !== this.options.reactVersion) {
        return {
          ok: false,
          reason: `React ${String(entry.reactVersion)} is not the browser's ${this.options.reactVersion}`,
        };
      }
      if (typeof entry.render !== 'function') return { ok: false, reason: 'the bundle exports no render()' };
      context.__entry = entry;
      const renderScript = new vm.Script('__entry.render(__request.url, __request.state)', {
        filename: `${key}#render`,
      });
      return { ok: true, release: { context, renderScript, warmRoutes: new Set() } };
    } catch (error) {
      return { ok: false, reason: `cannot load: ${errorMessage(error)}` };
    }
  }
}
