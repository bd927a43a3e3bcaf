// The stand-in for a mark layer whose code is still loading (lazy-mark-layer.ts).
import { describe, expect, it, vi } from 'vitest';
import { lazyMarkLayer } from './lazy-mark-layer.ts';
import type { MarkLayer, MarkLayerFactory } from './mark-layer.ts';

const doc = {} as Document;
const deferred = () => {
  let settle!: { resolve(f: MarkLayerFactory): void; reject(e: Error): void };
  const promise = new Promise<MarkLayerFactory>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, settle };
};
const fakeLayer = () => {
  const calls: string[] = [];
  const layer: MarkLayer = { dirty: (kind) => void calls.push(`dirty:${kind ?? 'all'}`), destroy: () => void calls.push('destroy') };
  const create = vi.fn<MarkLayerFactory>(() => layer);
  return { calls, create };
};

describe('lazyMarkLayer', () => {
  it('makes the real layer once its code is there, draws every kind then, and passes later calls on', async () => {
    const { promise, settle } = deferred();
    const { calls, create } = fakeLayer();
    const sets = [['high', []]] as const;
    const layer = lazyMarkLayer(() => promise)(doc, sets);
    layer.dirty('active'); // nothing to draw with yet
    expect(create).not.toHaveBeenCalled();
    settle.resolve(create);
    await promise;
    await Promise.resolve();
    expect(create).toHaveBeenCalledWith(doc, sets);
    expect(calls).toEqual(['dirty:all']);
    layer.dirty('active');
    layer.destroy();
    expect(calls).toEqual(['dirty:all', 'dirty:active', 'destroy']);
  });

  it('destroyed before the code arrives: never makes the layer', async () => {
    const { promise, settle } = deferred();
    const { create } = fakeLayer();
    const layer = lazyMarkLayer(() => promise)(doc, []);
    layer.destroy();
    settle.resolve(create);
    await promise;
    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();
  });

  it('a failed load is warned about once, saying what failed; the stand-in stays harmless', async () => {
    const warn = vi.fn();
    const layer = lazyMarkLayer(() => Promise.reject(new Error('tooltip-ui.js: 404')), warn)(doc, []);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0][0]).toMatch(/marks on this page cannot be drawn.*tooltip-ui\.js: 404/);
    layer.dirty();
    layer.destroy();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
