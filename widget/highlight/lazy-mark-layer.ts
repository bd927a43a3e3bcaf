// A mark layer whose code arrives later. The engine asks for its layer synchronously (the
// highlighter, the moment a big page needs one), but a host that keeps the layer out of its eager
// code (the extension's content script, injected into every page) can only have it
// asynchronously. This proxy bridges the two:
// - until the real layer is there, dirty() has nothing to do: the real one, once made, draws
//   every kind anyway;
// - destroy() before that drops the layer it would have made;
// - a failed load is logged once: the marks stay registered (hover, hit-testing, the tooltip all
//   work) but are not drawn on that page.
import type { MarkLayer, MarkLayerFactory } from './mark-layer.ts';

export function lazyMarkLayer(load: () => Promise<MarkLayerFactory>, warn: (message: string) => void = console.warn): MarkLayerFactory {
  return (doc, sets) => {
    let real: MarkLayer | null = null;
    let destroyed = false;
    load().then(
      (create) => {
        if (destroyed) return;
        real = create(doc, sets);
        real.dirty();
      },
      (err: unknown) => {
        if (!destroyed) warn(`Rulings Lens: the marks on this page cannot be drawn (the layer that draws them did not load: ${err instanceof Error ? err.message : String(err)})`);
      },
    );
    return {
      dirty: (kind) => real?.dirty(kind),
      destroy() {
        destroyed = true;
        real?.destroy();
        real = null;
      },
    };
  };
}
