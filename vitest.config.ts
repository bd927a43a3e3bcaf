import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests sit beside the code (x.test.ts) and run in Node; DOM tests opt into happy-dom
// per file with a `// @vitest-environment happy-dom` comment. Browser e2e lives in test/.
//
// Two projects: "unit" (everything else) and "widget" — the tests that need the BUILT widget
// (size budget, package types, real-browser e2e). The widget project's globalSetup builds the
// data and the widget once per run, and only when one of its tests is selected, so running a
// single unit test stays fast.
/** Extension e2e: the built extension in Chromium and Firefox; its globalSetup builds it once. */
const EXTENSION_TESTS = ['test/e2e-extension/**/*.test.ts'];
const WIDGET_TESTS = ['test/widget-*.test.ts', 'test/e2e/widget*.test.ts', 'test/e2e-firefox/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['rulings-data/**/*.test.ts', 'widget/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/**/*.test.ts', 'extension/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WIDGET_TESTS, ...EXTENSION_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'widget',
          include: WIDGET_TESTS,
          globalSetup: ['test/global-setup.ts'],
          // A browser launch plus page loads on a busy 2-core CI box: generous, never timed asserts.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'extension',
          include: EXTENSION_TESTS,
          globalSetup: ['test/e2e-extension/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
