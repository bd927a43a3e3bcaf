// Types of the built data files the entrypoints import through the Vite alias `@rulings-data`
// (see wxt.config.ts): declared here so TypeScript does not infer a type from a 350 kB JSON file.
declare module '@rulings-data/rulings.json' {
  const bundle: import('../rulings-data/schema.ts').Bundle;
  export default bundle;
}
declare module '@rulings-data/terms.json' {
  const terms: import('../rulings-data/matcher/types.ts').TermData;
  export default terms;
}
