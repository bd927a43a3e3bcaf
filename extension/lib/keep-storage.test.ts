// Asking for persistent storage: once, only where it is asked for, and a refusal is told apart
// from "nothing to ask" (only a refusal is shown to the reader).
import { describe, expect, it } from 'vitest';
import { keepStorage } from './keep-storage.ts';

function fakeStorage(opts: { persisted?: boolean; grant?: boolean; fail?: boolean } = {}) {
  const calls: string[] = [];
  let persisted = opts.persisted ?? false;
  return {
    calls,
    storage: {
      async persisted() {
        calls.push('persisted');
        if (opts.fail) throw new Error('SecurityError');
        return persisted;
      },
      async persist() {
        calls.push('persist');
        persisted = opts.grant ?? false;
        return persisted;
      },
    },
  };
}

describe('keepStorage', () => {
  it('asks once: granted, it is kept and the next call does not ask again', async () => {
    const { storage, calls } = fakeStorage({ grant: true });
    expect(await keepStorage(storage, true)).toBe('kept');
    expect(await keepStorage(storage, true)).toBe('kept');
    expect(calls).toEqual(['persisted', 'persist', 'persisted']);
  });

  it('a refusal says so (and the next import asks again)', async () => {
    const { storage, calls } = fakeStorage({ grant: false });
    expect(await keepStorage(storage, true)).toBe('refused');
    expect(await keepStorage(storage, true)).toBe('refused');
    expect(calls).toEqual(['persisted', 'persist', 'persisted', 'persist']);
  });

  it('asks nothing where not asked to (Chrome), without a StorageManager, or when it fails', async () => {
    const chrome = fakeStorage({ grant: false });
    expect(await keepStorage(chrome.storage, false)).toBe('not-asked');
    expect(chrome.calls).toEqual([]);
    expect(await keepStorage(undefined, true)).toBe('not-asked');
    const broken = fakeStorage({ fail: true });
    expect(await keepStorage(broken.storage, true)).toBe('not-asked');
    expect(await keepStorage(fakeStorage({ persisted: true }).storage, true)).toBe('kept');
  });
});
