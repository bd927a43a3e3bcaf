import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCr, removeCr, saveCr } from './cr-store.ts';
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
});
