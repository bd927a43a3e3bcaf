import 'fake-indexeddb/auto';
// The personal pack in a real (fake-indexeddb) pack store: created by the first capture, then
// appended to; rulings it holds are reported and not written twice; a capture or an edit with
// an error is refused whole and the stored pack stays as it was; an edit made on a stale copy
// is refused instead of dropping a capture saved meanwhile.
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { readPack } from '../../rulings-data/packs/read-pack.ts';
import { seedText, syntheticRulings, utf8 } from '../../rulings-data/packs/pack-fixtures.ts';
import { DB_NAME, openPackStore, type PackStore } from './pack-store.ts';
import { addToPersonalPack, loadPersonalPack, PackTextRefused, PERSONAL_FILE, replacePersonalText } from './personal-pack.ts';

const [R0, R1, R2, R3] = syntheticRulings(4, 'personal');
const en = (rs: ReadonlyArray<{ en: string }>) => rs.map((r) => r.en);
let store: PackStore | null = null;
afterEach(async () => {
  store?.close();
  store = null;
  await deleteDB(DB_NAME);
});
const T0 = new Date('2026-03-01T00:00:00Z');
const T1 = new Date('2026-03-02T00:00:00Z');

describe('personal pack', () => {
  it('is created by the first capture, flagged personal, named as asked, stored as one .txt', async () => {
    store = await openPackStore();
    expect(await loadPersonalPack(store)).toBeNull();
    const saved = await addToPersonalPack(store, seedText([R0, R1]), { name: 'My rulings', now: T0 });
    expect(saved).toMatchObject({ created: true, already: [] });
    expect(en(saved.added)).toEqual(en([R0, R1]));
    expect(saved.pack).toMatchObject({ name: 'My rulings', personal: true, enabled: true, rulingCount: 2, fileName: PERSONAL_FILE, container: 'txt' });
    const back = await loadPersonalPack(store);
    expect(back!.text).toBe(seedText([R0, R1]));
    expect(en(back!.rulings)).toEqual(en([R0, R1]));
    // It merges like any pack: the background reads it with the enabled ones.
    expect((await store.enabled()).map((p) => [p.name, p.rulings.length])).toEqual([['My rulings', 2]]);
  });

  it('is appended to by later captures (one per install); rulings already in it are reported, not added twice', async () => {
    store = await openPackStore();
    const first = await addToPersonalPack(store, seedText([R0, R1]), { name: 'My rulings', now: T0 });
    const second = await addToPersonalPack(store, seedText([R1, R2]), { name: 'ignored now', now: T1 });
    expect(second).toMatchObject({ created: false });
    expect(en(second.added)).toEqual(en([R2]));
    expect(en(second.already)).toEqual(en([R1]));
    expect(second.pack).toMatchObject({ id: first.pack.id, name: 'My rulings', rulingCount: 3, importedAt: T1.toISOString() });
    expect((await store.list()).filter((p) => p.personal)).toHaveLength(1);
    const back = await loadPersonalPack(store);
    // The stored text is the old text with the new ruling appended, and reads as an import does.
    expect(back!.text.startsWith(seedText([R0, R1]).trimEnd())).toBe(true);
    expect(en(readPack({ name: PERSONAL_FILE, bytes: utf8(back!.text) }).pack!.rulings)).toEqual(en([R0, R1, R2]));
    // Nothing new: nothing written (the row's time stays).
    const third = await addToPersonalPack(store, seedText([R2]), { name: 'x', now: new Date('2026-03-03T00:00:00Z') });
    expect(third).toMatchObject({ created: false, added: [] });
    expect(third.pack.importedAt).toBe(T1.toISOString());
  });

  it('keeps its name and on/off when appended to, beside imported packs', async () => {
    store = await openPackStore();
    const [imported] = await store.add([readPack({ name: 'other.txt', bytes: utf8(seedText([R3])) }).pack!], T0);
    const { pack } = await addToPersonalPack(store, seedText([R0]), { name: 'My rulings', now: T0 });
    await store.update(pack.id, { name: 'Notes from the PTQ' });
    await store.setEnabled(pack.id, false);
    await addToPersonalPack(store, seedText([R1]), { name: 'My rulings', now: T1 });
    const list = await store.list();
    expect(list.map((p) => [p.name, p.enabled, p.rulingCount, !!p.personal])).toEqual([
      ['other', true, 1, false],
      ['Notes from the PTQ', false, 2, true],
    ]);
    expect(list[0].id).toBe(imported.id);
  });

  it('refuses a capture with an error whole: nothing stored, every problem positioned', async () => {
    store = await openPackStore();
    await addToPersonalPack(store, seedText([R0]), { name: 'My rulings', now: T0 });
    const bad = seedText([R1, R2]).replace(`(${R2.date} ${R2.source})`, `(${R2.date.slice(0, 8)}32 ${R2.source})`);
    const refused = await addToPersonalPack(store, bad, { name: 'My rulings' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PackTextRefused);
    expect((refused as PackTextRefused).diagnostics).toEqual([expect.objectContaining({ file: 'selection', line: 9, col: 4, severity: 'error' })]);
    const back = await loadPersonalPack(store);
    expect(en(back!.rulings)).toEqual(en([R0]));
    expect(back!.summary.importedAt).toBe(T0.toISOString());
  });

  it('is replaced by an edited text in one go; an edit with an error or on a stale copy is refused and changes nothing', async () => {
    store = await openPackStore();
    const { pack } = await addToPersonalPack(store, seedText([R0, R1]), { name: 'My rulings', now: T0 });
    const edited = seedText([R1, R3]);
    const bad = edited.replace(`• (${R3.date} ${R3.source})`, `• (${R3.date})`);
    const refused = await replacePersonalText(store, pack.id, bad, { since: pack.importedAt }).catch((e: unknown) => e);
    expect((refused as PackTextRefused).diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.severity}: ${d.message}`)).toEqual([
      `${PERSONAL_FILE}:9:14: error: missing source after the date`,
    ]);
    expect(en((await loadPersonalPack(store))!.rulings)).toEqual(en([R0, R1]));

    // A capture saved while the editor was open: saving the editor's copy would drop it.
    await addToPersonalPack(store, seedText([R2]), { name: 'My rulings', now: T1 });
    await expect(replacePersonalText(store, pack.id, edited, { since: pack.importedAt })).rejects.toThrow(/changed since the editor opened/);
    expect(en((await loadPersonalPack(store))!.rulings)).toEqual(en([R0, R1, R2]));

    const now = new Date('2026-03-04T00:00:00Z');
    const row = await replacePersonalText(store, pack.id, edited, { since: T1.toISOString(), now });
    expect(row).toMatchObject({ id: pack.id, name: 'My rulings', personal: true, rulingCount: 2, importedAt: now.toISOString() });
    const back = await loadPersonalPack(store);
    expect(back!.text).toBe(edited);
    expect(en(back!.rulings)).toEqual(en([R1, R3]));
  });

  it('edits only the personal pack as text', async () => {
    store = await openPackStore();
    const [imported] = await store.add([readPack({ name: 'other.txt', bytes: utf8(seedText([R3])) }).pack!], T0);
    await expect(replacePersonalText(store, imported.id, seedText([R0]), { since: imported.importedAt })).rejects.toThrow(/imported pack/);
    await expect(replacePersonalText(store, 'gone', seedText([R0]), { since: '' })).rejects.toThrow(/no longer stored/);
  });
});
