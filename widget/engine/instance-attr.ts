// The attribute on <html> that says which Rulings Lens owns the page ('widget' or 'extension'),
// so the widget and the extension never annotate the same page twice. Its own module: the
// extension's content script needs the name without importing mount.ts (and the tooltip with it).
export const INSTANCE_ATTR = 'data-rulings-lens';
