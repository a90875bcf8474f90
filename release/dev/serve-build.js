#!/usr/bin/env node
/**
 * Serves a section's browser build from another origin, for a section override (decision 013):
 *
 *   node scripts/dev/serve-build.js mfe-news/dist/client 3001
 *   then open http://localhost:8080/news?override=mfe-news@http://localhost:3001 under `npm run dev`
 *
 * Any page may read these files (the composed site fetches mf-manifest.json across origins).
 * Local development only: it serves whatever the folder holds, to anyone who can reach the port.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** An HTTP server for the files under `dir`, readable from any origin; not yet listening. */
function createBuildServer(dir) {
  const root = path.resolve(dir);
  return http.createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    let file;
    try {
      file = path.resolve(root, `.${decodeURIComponent(new URL(request.url, 'http://build.invalid').pathname)}`);
    } catch {
      return response.writeHead(400, headers).end('Bad path');
    }
    const type = TYPES[path.extname(file)];
    if (request.method !== 'GET' || !type || !file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file)) {
      return response.writeHead(404, headers).end('Not Found');
    }
    response.writeHead(200, { ...headers, 'content-type': type });
    fs.createReadStream(file).pipe(response);
  });
}

if (require.main === module) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !fs.existsSync(path.join(dir, 'mf-manifest.json')) || !/^\d+$/.test(port ?? '')) {
    console.error(
      'usage: node scripts/dev/serve-build.js <section>/dist/client <port> (the folder holds mf-manifest.json)',
    );
    process.exit(1);
  }
  createBuildServer(dir).listen(Number(port), () => console.log(`Serving ${dir} at http://localhost:${port}/`));
}

module.exports = { createBuildServer };
