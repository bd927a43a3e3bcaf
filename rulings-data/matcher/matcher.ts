// createMatcher: TermData → Matcher. The trie is built on first use, not at creation, so a
// content script that never scans a page pays nothing.
import type { Confidence, Match } from '../schema.ts';
import { assessHits, DROP, EVERYDAY, HIGH, LOCAL, OWN_SIGNAL_ONLY, WindowContext } from './assess.ts';
import { senseEntries, type SenseEntries } from './senses.ts';
import { LEVEL_TIERS } from '../keywords/levels.ts';
import { assertTermData } from './compile.ts';
import { HIT, newScanResult, scan, type ScanResult } from './scan.ts';
import { buildTrieSteps, type Trie } from './trie.ts';
import { LANG_CODES, type Matcher, type MatchOptions, type TermData } from './types.ts';

const LEVELS: readonly Confidence[] = ['low', 'medium', 'high'];

/** Keyword actions are everyday verbs: at the strict levels an MTG page alone does not make them
 *  keywords ("let's explore the numbers", "support the column", 搜寻卡牌); their own signal or
 *  MTG text around them does. English mechanics (v) and the rules vocabulary (a) in any
 *  language; Chinese mechanics (增殖, 磨) stay lifted: their prose senses are in the stoplist. */
function everydayVerb(tier: string, lang: number): boolean {
  return tier === 'a' || (tier === 'v' && lang === 0);
}


function readOptions(options: MatchOptions | undefined): { min: number; mtg: boolean; tiers: string } {
  const min = LEVELS.indexOf(options?.minConfidence ?? 'medium');
  if (min < 0) {
    throw new Error(`match: minConfidence must be 'low', 'medium' or 'high', got ${JSON.stringify(options?.minConfidence)}`);
  }
  const context = options?.context ?? 'auto';
  if (context !== 'auto' && context !== 'mtg') {
    throw new Error(`match: context must be 'auto' or 'mtg', got ${JSON.stringify(context)}`);
  }
  const tiers = (LEVEL_TIERS as Record<string, string>)[options?.level ?? 'everything'];
  if (tiers === undefined) {
    throw new Error(`match: level must be 'mechanics', 'rules' or 'everything', got ${JSON.stringify(options?.level)}`);
  }
  return { min, mtg: context === 'mtg', tiers };
}

function checkText(text: unknown, method: string): asserts text is string {
  if (typeof text !== 'string') throw new Error(`${method}: text must be a string, got ${typeof text}`);
}

export function createMatcher(data: TermData): Matcher {
  assertTermData(data);
  let trie: Trie | null = null;
  let senses: SenseEntries | null = null;
  // Reused between calls (the matcher is synchronous, so calls never interleave).
  const buffers: ScanResult = newScanResult();
  let building: Generator<void, Trie, undefined> | null = null;
  /** The trie, finishing a build in progress (prepare()) or running a whole one. */
  const ready = (): Trie => {
    if (trie) return trie;
    building ??= buildTrieSteps(data);
    for (let s = building.next(); ; s = building.next()) if (s.done) return (trie = s.value);
  };

  return {
    *prepare() {
      if (trie) return;
      building ??= buildTrieSteps(data);
      for (let s = building.next(); ; s = building.next()) {
        if (s.done) {
          trie = s.value;
          return;
        }
        yield;
        if (trie) return; // match() finished the build meanwhile
      }
    },

    match(text: string, options?: MatchOptions): Match[] {
      checkText(text, 'match');
      const { min, mtg, tiers } = readOptions(options);
      const t = ready();
      const strict = tiers !== LEVEL_TIERS.everything;
      const tierOf = (slot: number) => String.fromCharCode(t.tier[t.slotEntry[slot]]);
      scan(t, text, buffers);
      const whole = assessHits(t, text, buffers, (senses ??= senseEntries(t)), strict);
      const { hits, hitCount } = buffers;
      const out: Match[] = [];
      let windows: WindowContext | null = null;
      for (let h = 0; h < hitCount; h++) {
        const at = h * HIT;
        const flags = hits[at + 3];
        if (flags & DROP) continue;
        const slot = hits[at + 2];
        if (strict && !tiers.includes(tierOf(slot))) continue;
        let level: number;
        if (flags & HIGH) level = 2;
        else if (flags & OWN_SIGNAL_ONLY) level = flags & LOCAL ? 1 : 0;
        else if (!(flags & EVERYDAY) || flags & LOCAL || ((mtg || whole) && !(strict && everydayVerb(tierOf(slot), t.slotLang[slot])))) level = 1;
        else level = (windows ??= new WindowContext(buffers, text)).has(h) ? 1 : 0;
        if (level < min) continue;
        out.push({
          start: hits[at],
          end: hits[at + 1],
          id: t.ids[t.slotEntry[slot]],
          lang: LANG_CODES[t.slotLang[slot]],
          confidence: LEVELS[level],
        });
      }
      return out;
    },

    hasMtgContext(text: string): boolean {
      checkText(text, 'hasMtgContext');
      const t = ready();
      scan(t, text, buffers);
      return assessHits(t, text, buffers, (senses ??= senseEntries(t)));
    },
  };
}
