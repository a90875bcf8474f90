/**
 * The baseline of `-- api` (decisions 051, 056): a bare Fastify route at the same path answering with
 * the content API's own answer to ANSWER_URL, read once at start; no server can answer that URL for less.
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
