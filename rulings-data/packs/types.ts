// Types of an imported rulings pack: what a user brings (单卡释疑 .txt files, a .zip of them, or
// a built rulings.json) once read, validated and merged within itself. Pure data: a Pack is
// stored as it is (IndexedDB in the extension) and merged into the built-in bundle at run time.
import type { Diagnostic, Ruling } from '../schema.ts';

/** One file as the user picked it: its name and raw bytes (nothing decoded yet). */
export interface PackInput {
  name: string;
  bytes: Uint8Array;
}

/** How a pack file was read; decides how it is exported again. */
export type PackFileKind = 'txt' | 'bundle';

/** The original text of one file of a pack, kept so the pack exports back to identical text. */
export interface PackFile {
  /** `rulings.txt`, or `archive.zip/inner/file.txt` for a zip member. */
  name: string;
  kind: PackFileKind;
  text: string;
}

/** Rulings per source as written (official, MTGZH, gpt…), most frequent first. */
export interface SourceCount {
  source: string;
  count: number;
}

export interface Pack {
  format: 1;
  /** The picked file's name without extension (`my-rulings` for my-rulings.zip). */
  name: string;
  /** The picked file's name as it was (`my-rulings.zip`). */
  fileName: string;
  /** What the pack was read from: drives export (one text, several zip members, one JSON). */
  container: 'txt' | 'zip' | 'bundle';
  files: PackFile[];
  /** De-duplicated within the pack (see union-rulings.ts); origins name the pack's files. */
  rulings: Ruling[];
  /** Oldest and newest ruling date (ISO). */
  firstDate: string;
  lastDate: string;
  sources: SourceCount[];
}

/** What merging needs of a pack (a store can keep the original texts elsewhere). A subscribed
 *  pack (extension/lib/subscriptions.ts) also says who made it and its licence: the tooltip
 *  footer names them under its rulings. */
export type MergeablePack = Pick<Pack, 'format' | 'name' | 'fileName' | 'rulings' | 'lastDate'> & {
  subscription?: { attribution?: string; licence?: string };
};

/** What reading a picked file gives: a pack, or null with at least one error diagnostic. */
export interface ReadPackResult {
  pack: Pack | null;
  /** Every problem found, errors and warnings, positioned `file:line:col`. */
  diagnostics: Diagnostic[];
}

/** A pack's entry on a merged bundle (what the freshness line names). */
export interface BundlePackInfo {
  name: string;
  rulings: number;
  /** Newest ruling date of the pack. */
  lastDate: string;
  /** A subscribed pack's attribution and licence, and then the ids of its rulings (so a tooltip
   *  can tell which of its rulings came from it); absent for packs without either. */
  attribution?: string;
  licence?: string;
  rulingIds?: string[];
}
