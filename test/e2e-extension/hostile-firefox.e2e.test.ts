// The hostile fixture pages with the built extension in Firefox ESR (see hostile-ext-suite.ts).
import { vi } from 'vitest';
import { extensionHostileSuite } from './hostile-ext-suite.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 240_000 });
extensionHostileSuite('firefox');
