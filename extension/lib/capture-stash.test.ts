// The hand-over of captured text to the capture page, against an in-memory storage area: a
// capture is read back by its id, edits replace its text, the newest 20 are kept, an
// over-long selection is cut with the cut recorded.
import { describe, expect, it } from 'vitest';
import { boundedCapture, dropStash, MAX_CAPTURE_CHARS, readStash, stashCapture, updateStash, type StashArea } from './capture-stash.ts';

function memoryArea(): StashArea & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  const clone = <T>(v: T): T => structuredClone(v);
  return {
    data,
    async get(keys) {
      if (keys === null) return Object.fromEntries([...data].map(([k, v]) => [k, clone(v)]));
      return data.has(keys) ? { [keys]: clone(data.get(keys)) } : {};
    },
    async set(items) {
      for (const [k, v] of Object.entries(items)) data.set(k, clone(v));
    },
    async remove(keys) {
      for (const k of Array.isArray(keys) ? keys : [keys]) data.delete(k);
    },
  };
}

describe('capture stash', () => {
  it('gives a capture back by its id; edits replace its text; dropped, it is gone', async () => {
    const area = memoryArea();
    const id = await stashCapture(boundedCapture('单卡释疑\n• (2024-01-01 official)', 'page', 'https://example.com/card', 1000), area);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readStash(id, area)).toEqual({ text: '单卡释疑\n• (2024-01-01 official)', via: 'page', pageUrl: 'https://example.com/card', at: 1000 });
    await updateStash(id, 'edited', area);
    expect(await readStash(id, area)).toMatchObject({ text: 'edited', via: 'page', pageUrl: 'https://example.com/card', laidOut: true });
    await dropStash(id, area);
    expect(await readStash(id, area)).toBeNull();
    expect(await readStash('no-such-id', area)).toBeNull();
  });

  it('keeps the 20 newest captures and leaves other keys alone', async () => {
    const area = memoryArea();
    await area.set({ other: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push(await stashCapture(boundedCapture(`t${i}`, 'menu', undefined, 1000 + i), area));
    expect(await readStash(ids[2], area)).toBeNull();
    expect(await readStash(ids[3], area)).toMatchObject({ text: 't3' });
    expect([...area.data.keys()].filter((k) => k.startsWith('capture:'))).toHaveLength(20);
    expect(area.data.get('other')).toBe(1);
  });

  it('cuts a selection over the limit and records how long it was', () => {
    const long = 'x'.repeat(MAX_CAPTURE_CHARS + 5);
    const c = boundedCapture(long, 'page');
    expect(c.text).toHaveLength(MAX_CAPTURE_CHARS);
    expect(c.cutFrom).toBe(MAX_CAPTURE_CHARS + 5);
    expect(boundedCapture('short', 'page').cutFrom).toBeUndefined();
  });

  it('ignores a stored value that is not a capture', async () => {
    const area = memoryArea();
    await area.set({ 'capture:bad': { text: 3 } });
    expect(await readStash('bad', area)).toBeNull();
  });
});
