// What a page author may pass as the Comprehensive Rules (`mount({ cr })`, `data-cr="url"`): the
// keywords then get their CR definitions in the tooltip. Types only: this file is in the
// script-tag build; reading the rules (apply-cr.ts) lives in the lazily loaded packs module.
import type { CrDoc } from '../../rulings-data/cr/types.ts';

/**
 * The CR in one of three forms:
 * - a URL string (or several, space-separated: an English and a Chinese text), fetched against
 *   the page: the tooltips get the definitions once the file is read;
 * - one file or a list of files (`MagicCompRules YYYYMMDD.txt`, the Chinese text, the bilingual
 *   JSON), paired by rule number when two languages are given;
 * - a document already read (`CrDoc`, e.g. kept from an earlier read).
 */
export type WidgetCr = string | WidgetCrFile | readonly WidgetCrFile[] | CrDoc;

/** A CR file: its name (the reader tells the formats apart by it and by its content; warnings
 *  name it) and its text or raw bytes (UTF-8, with or without BOM). */
export interface WidgetCrFile {
  name?: string;
  text?: string;
  bytes?: Uint8Array | ArrayBuffer;
}
