/**
 * HTTP/1.1 written byte for byte over a socket, so nothing on the way (a client library, URL
 * parsing) normalises what a test sends: dot segments, odd methods, bad bytes stay as written.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  head: string;
  headers: [string, string][];
  body: string;
}

/** The port a listening server answers on. */
export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/** Writes `request` on a new connection and reads until the server closes it. */
export function sendRaw(port: number, request: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      });
      resolve({ status, head, headers, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}

/** One request with `Connection: close`: `method target`, plus any extra header lines. */
export function rawRequest(method: string, target: string, headers: string[] = []): string {
  return `${method} ${target} HTTP/1.1\r\n${['Host: localhost', 'Connection: close', ...headers].join('\r\n')}\r\n\r\n`;
}

/** The value of one header of a raw answer, or undefined. */
export function headerOf(answer: RawAnswer, name: string): string | undefined {
  return answer.headers.find(([key]) => key === name)?.[1];
}
