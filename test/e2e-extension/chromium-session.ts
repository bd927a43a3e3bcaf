// One Chromium extension session per test file, opened before its tests and closed after them:
// the Chromium twin of firefox-helpers.ts useFirefoxExtSession.
import { afterAll, beforeAll } from 'vitest';
import { openChromiumExtSession, type ChromiumExtSession } from './chromium-helpers.ts';

/** Opens the session in beforeAll (the shared build, fixture server, Chromium with the extension)
 *  and closes it in afterAll; the getter returns it inside tests. */
export function useChromiumExtSession(): () => ChromiumExtSession {
  let session: ChromiumExtSession | undefined;
  beforeAll(async () => {
    session = await openChromiumExtSession();
  }, 240_000);
  afterAll(() => session?.close());
  return () => session!;
}
