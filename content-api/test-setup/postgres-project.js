/** setupFiles of the "content-api on PostgreSQL" project: test-support/database.ts makes PostgreSQL databases. */
process.env.CONTENT_API_TEST_DIALECT = 'postgres';
