import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (x.test.ts) and run in Node; DOM tests opt into happy-dom
// per file with a `// @vitest-environment happy-dom` comment. Browser e2e lives in test/.
export default defineConfig({
  test: {
    include: ['rulings-data/**/*.test.ts', 'widget/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.ts', 'extension/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
