/** Load with autocannon as `-- api` and `-- site` apply it: -c 50, asked as a browser asks. */
const autocannon = require('autocannon');

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** `duration` seconds of load on `url`: requests per second and p99; rejects on any answer but 2xx. */
function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: BROWSER_HEADERS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ requests: result.requests.average, p99: result.latency.p99 });
    });
  });
}

module.exports = { CONNECTIONS, DURATION, load };
