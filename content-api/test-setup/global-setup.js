/** jest globalSetup of the "content-api on PostgreSQL" project (jest.config.js). */
module.exports = require('./postgres').globalSetup;
