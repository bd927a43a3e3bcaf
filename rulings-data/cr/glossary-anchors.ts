// The anchor of each glossary entry (`glossary-flying`, `glossary-撤废` for an entry known only
// in Chinese), shared by the rules viewer (element ids, `rules.html#glossary-flying`) and the
// rules search (where a hit links). One function, so the two can never disagree.
import type { CrGlossaryEntry } from './types.ts';

export const GLOSSARY_ID = 'glossary';
const PREFIX = `${GLOSSARY_ID}-`;

function slug(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Anchors in glossary order, unique (a repeated term gets `-2`, `-3`…). */
export function glossaryAnchors(glossary: readonly CrGlossaryEntry[]): string[] {
  const used = new Set<string>();
  return glossary.map((entry, i) => {
    const base = PREFIX + (slug(entry.en ?? '') || slug(entry.zh ?? '') || String(i + 1));
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

export const isGlossaryAnchor = (id: string): boolean => id === GLOSSARY_ID || id.startsWith(PREFIX);
