// Identifiers the build and the tests share.

/** Firefox add-on id (stable: storage and the moz-extension UUID are keyed on it). */
export const GECKO_ID = 'rulings-lens@rulings-lens.github.io';
