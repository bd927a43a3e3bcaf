// Vitest globalSetup of the "widget" project (the size budget and the browser e2e tests): builds
// the data and the widget ONCE per `vitest run`, in a child process so the build's own output
// stays out of the test report unless it fails. Runs only when one of those tests is selected.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default async function setup(): Promise<void> {
  const started = Date.now();
  try {
    await promisify(execFile)(process.execPath, ['scripts/run-ts.js', 'scripts/build-widget.ts'], {
      cwd: ROOT,
      // Vitest sets NODE_ENV=test, which would make the JSX transform emit its dev variant: test
      // the production build users get (and that the size budget is about).
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`widget build for the tests failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`);
  }
  console.log(`[widget] data + widget built for the tests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
