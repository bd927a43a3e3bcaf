// Vitest globalSetup for the extension e2e tests: one build for all of them (see build-once.ts).
import { ensureExtensionBuilt } from './build-once.ts';

export default async function setup(): Promise<void> {
  const built = await ensureExtensionBuilt();
  console.log(`[extension] data + extension (chrome-mv3, firefox-mv2) + widget for the tests: ${built.seconds.toFixed(1)} s (reused while the sources are unchanged)`);
}
