/** jest globalTeardown of the "content-api on PostgreSQL" project: stops the server even after failures. */
module.exports = require('./postgres').globalTeardown;
