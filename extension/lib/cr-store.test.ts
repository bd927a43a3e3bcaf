import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { crKey, hasCr, loadCr, removeCr, saveCr } from './cr-store.ts';
import { DB_NAME } from './pack-store.ts';
import type { CrDoc } from '../../rulings-data/cr/types.ts';

// Made-up rules: the shape of a CR document, none of its text.
const doc = (version: string): CrDoc => ({
  format: 1,
  version,
  effectiveDate: `${version.slice(0, 4)}-${version.slice(4, 6)}-${version.slice(6)}`,
  languages: ['en', 'zh'],
  rules: [{ number: '702.1', en: 'Test rule one.', zh: '测试规则一。' }],
  glossary: [{ en: 'Thing', zh: '东西', enText: 'A thing.', zhText: '一个东西。' }],
  files: [{ name: 'cr.json', lang: 'en', kind: 'bilingual-json' }],
});

describe('cr-store', () => {
  beforeEach(async () => {
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(DB_NAME);
      req.onsuccess = req.onerror = () => resolve();
    });
  });

  it('has nothing before an import', async () => {
    expect(await loadCr()).toBeUndefined();
    expect(await removeCr()).toBeUndefined();
  });

  it('stores, replaces, and removes giving the document back', async () => {
    await saveCr(doc('20250101'), {}, new Date('2026-01-01T00:00:00Z'));
    await saveCr(doc('20260417'), {}, new Date('2026-02-01T00:00:00Z'));
    const stored = await loadCr();
    expect(stored?.doc.version).toBe('20260417');
    expect(stored?.importedAt).toBe('2026-02-01T00:00:00.000Z');
    const removed = await removeCr();
    expect(removed?.doc.rules[0].number).toBe('702.1');
    expect(await loadCr()).toBeUndefined();
    // Undo: storing what remove gave back restores it whole.
    await saveCr(removed!.doc, { importedAt: removed!.importedAt });
    expect((await loadCr())?.doc).toEqual(doc('20260417'));
  });

  it('keeps a small key record with the document, read in one open without the document', async () => {
    expect([await crKey(), await hasCr()]).toEqual([undefined, false]);
    await saveCr(doc('20260417'), { subscription: { url: 'https://example.org/cr.json', revision: 'r7' } }, new Date('2026-02-01T00:00:00Z'));
    const key = { importedAt: '2026-02-01T00:00:00.000Z', version: '20260417', effectiveDate: '2026-04-17', languages: ['en', 'zh'], rules: 1, glossary: 1, revision: 'r7' };
    // The document made unreadable as a CR: the key is still answered (it is not read).
    const db = await openDB(DB_NAME);
    const current = await db.get('cr', 'current');
    await db.put('cr', { id: 'current', doc: 'not a document' });
    db.close();
    const opens = vi.spyOn(indexedDB, 'open');
    expect(await crKey()).toEqual(key);
    expect(opens).toHaveBeenCalledTimes(1);
    opens.mockRestore();
    expect(await hasCr()).toBe(true);

    const back = await openDB(DB_NAME);
    await back.put('cr', current);
    back.close();
    await removeCr();
    expect([await crKey(), await hasCr()]).toEqual([undefined, false]);
  });

  it('a CR stored without a key record (an older version) gets one on the first read', async () => {
    await saveCr(doc('20250101'), {}, new Date('2026-01-01T00:00:00Z'));
    const db = await openDB(DB_NAME);
    await db.delete('cr', 'key');
    expect(await db.get('cr', 'key')).toBeUndefined();
    db.close();
    expect(await crKey()).toMatchObject({ importedAt: '2026-01-01T00:00:00.000Z', version: '20250101' });
    const again = await openDB(DB_NAME);
    expect(await again.get('cr', 'key')).toMatchObject({ version: '20250101' });
    again.close();
  });
});
