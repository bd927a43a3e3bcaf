// Public API of the seed parser: parse 单卡释疑 files, then merge their rulings.
export { parseSeedFile, MAX_FILE_BYTES, MAX_LINE_CHARS } from './parse-seed.ts';
export type { ParsedRuling, ParseResult } from './types.ts';
export { mergeRulings, normaliseEnglish, rulingId, type MergeOutput } from './merge-rulings.ts';
export { sha1Hex } from './sha1.ts';
export { isRealDate } from './bullet-header.ts';
