/**
 * The baseline of `npm run bench -- api`: a bare Fastify route that answers every request with the
 * content API's own answer to ANSWER_URL (its status, headers and compressed body, read once at
 * start as a browser asks for it) and does nothing else. No server can answer that URL for less,
 * so the content API's budget is a share of this route's throughput in the same run (decision 051).
 * It answers at the same path and is asked the same URL, so it too routes the path and parses the
 * query string, as any server answering that URL must (decision 056).
 */
const http = require('node:http');
const Fastify = require('fastify');

/** Headers Node.js writes itself on every answer. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function readAnswer(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const headers = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index];
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers.push(name, response.rawHeaders[index + 1]);
        }
        resolve({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function main() {
  const answer = await readAnswer(process.env.ANSWER_URL);
  const app = Fastify({ logger: false });
  app.get(new URL(process.env.ANSWER_URL).pathname, (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(answer.status, answer.headers);
    reply.raw.end(answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.stdout.write(`ready (${answer.body.length} bytes of body, ${answer.headers.length / 2} headers)\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
