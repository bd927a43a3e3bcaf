// Public API of imported rulings packs (pure: no DOM, no browser API).
export { readPack, packNameOf, type ReadPackOptions } from './read-pack.ts';
export { mergePacks, storedPackProblem, type MergeOutput } from './merge-packs.ts';
export { mergePackRulings, type MergeableBundle, type MergeRulingsOutput } from './merge-pack-rulings.ts';
export { exportPack, type ExportedFile } from './export-pack.ts';
export { unionRulings, rulingKey } from './union-rulings.ts';
export { packSizeProblem, MAX_PACK_FILE_BYTES, MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from './limits.ts';
export type { Pack, PackFile, PackInput, ReadPackResult, BundlePackInfo, MergeablePack, SourceCount } from './types.ts';
