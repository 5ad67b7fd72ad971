// A setup file of every test project (vitest.config.ts): after each test file, removes the temporary
// folders it made through tests/support/tmp.ts. Its `afterAll` is registered before the file's own,
// so it runs after them (hooks run in stack order), once servers and browsers are closed.
import { afterAll } from 'vitest';
import { keepTmp, removeTempDirs } from './tmp';

afterAll(() => {
  const paths = removeTempDirs();
  if (keepTmp() && paths.length) console.log(`KEEP_TMP=1, kept:\n${paths.map((p) => `  ${p}`).join('\n')}`);
});
