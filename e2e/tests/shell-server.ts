/**
 * A shell server of a test's own, started as production starts it (`@site/shell/server/main`, compiled)
 * on a free port, for a test that needs a configuration the shared site does not have or changes
 * what a server serves beside the readers (README.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { REPOSITORY_ROOT } from './e2e-env';

export interface ShellServer {
  origin: string;
  process: ChildProcess;
  /** What the server has written to stdout and stderr so far. */
  output(): string;
  /** Stops the server and resolves once it has exited. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a shell server with `env` (its own PORT, a free one unless `port` is given, HOST and
 * LOG_LEVEL warn) and resolves once it says it is ready; rejects with its output if it exits first.
 */
export async function startShellServer(env: NodeJS.ProcessEnv, port?: number): Promise<ShellServer> {
  port ??= await freePort();
  const child = spawn(process.execPath, [require.resolve('@site/shell/server/main')], {
    cwd: REPOSITORY_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Site ready')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() =>
      reject(new Error(`the shell server exited (${child.exitCode}) before it was ready:\n${output}`)),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
