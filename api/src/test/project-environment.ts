// jest `setupFiles` (jest.config.cjs): the database and Redis of this test file's project, set in the
// file's own copy of process.env before anything of it is loaded. An empty value unsets the variable
// (DATABASE_URL unset: the embedded PGlite; TEST_REDIS_URL unset: the Redis tests are not run).
declare const SHORELINE_TEST_ENV: Record<string, string>;

for (const [name, value] of Object.entries(SHORELINE_TEST_ENV)) {
  if (value) process.env[name] = value;
  else delete process.env[name];
}
