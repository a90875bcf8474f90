/** The baseline of `npm run bench`: a bare Fastify hello-world on PORT. */
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).then(() => process.stdout.write('ready\n'));
