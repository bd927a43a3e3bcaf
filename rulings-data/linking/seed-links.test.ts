// The seeds' primary links against a table written by hand (expected-seed-links.json): each of
// the 57 seed rulings was read and given the keyword(s) it is about. Judgement calls, so that a
// change of the table is a decision and not a side effect:
//   - a card's general rules reminders are about their subject ("Mana abilities can't be
//     targeted": mana-ability), not about the card's mechanic;
//   - rulings that never name their mechanic are still about it: "the permanent spell you cast
//     from exile" (cast and Adventure), "you choose for it to get additional counters" and "add
//     another counter" (counters and Proliferate), "Cards are discarded only from a player's
//     hand" (discard and Madness), "The creature spell is a 2/2 … with ward {2}" (the face-down
//     disguise spell: face-down, like "The face-down spell has no mana cost…"; not Ward);
//   - "Activated and triggered abilities from noncreature sources include…" is kept to
//     activate, its lead keyword; triggered abilities only mention it there;
//   - face-down, turn-face-up and disguise rulings belong to each of the three they lead with.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import expected from './expected-seed-links.json' with { type: 'json' };

const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
const byId = new Map(bundle.keywords.map((k) => [k.id, k]));
const text = new Map(bundle.rulings.map((r) => [r.id, r.en.slice(0, 70)]));
const primaryOf = (id: string) => byId.get(id)!.rulings.filter((l) => l.primary).map((l) => l.rulingId);
const mentionedOf = (id: string) => byId.get(id)!.rulings.filter((l) => !l.primary).map((l) => l.rulingId);
/** Ids with the ruling's opening, so a failure reads as text. */
const readable = (ids: string[]) => [...ids].sort().map((id) => `${id} ${text.get(id)}`);

describe('primary links of the seeds', () => {
  it('reproduce the hand-written table exactly: no off-topic primary link, none missing', () => {
    const expectedTable = expected as Record<string, string[]>;
    const actual: Record<string, string[]> = {};
    for (const k of bundle.keywords) {
      const ids = primaryOf(k.id);
      if (ids.length) actual[k.id] = readable(ids);
    }
    const want = Object.fromEntries(Object.entries(expectedTable).map(([k, ids]) => [k, readable(ids)]));
    expect(actual).toEqual(want);
  });

  it('make every seed ruling primary for at least one keyword', () => {
    const primary = new Set(bundle.keywords.flatMap((k) => primaryOf(k.id)));
    expect(bundle.rulings.filter((r) => !primary.has(r.id)).map((r) => r.en.slice(0, 70))).toEqual([]);
  });

  it('keep the table to real seed rulings and keywords', () => {
    for (const [k, ids] of Object.entries(expected as Record<string, string[]>)) {
      expect(byId.has(k), k).toBe(true);
      for (const id of ids) expect(text.has(id), id).toBe(true);
      expect(ids).toEqual([...ids].sort());
    }
  });

  it('leave the mentions of issue 24 as mentions', () => {
    // Counter (反击): its own ruling is the one about countering, not counters on permanents.
    expect(readable(primaryOf('counter'))).toEqual([expect.stringMatching(/^r-\w+ If you counter a delayed triggered ability/)]);
    expect(mentionedOf('counter').map((id) => text.get(id))).toContainEqual(expect.stringMatching(/^To proliferate/));
    // Ward's only ruling is the face-down disguise spell's; banding (结合 "in conjunction") and
    // play (使用 "use") are misreadings of the Chinese; both mentions stay linked, as mentions.
    for (const id of ['ward', 'banding', 'play']) {
      expect(primaryOf(id), id).toEqual([]);
      expect(mentionedOf(id).length, id).toBeGreaterThan(0);
    }
    // Turn face up: the disguise reminder names it in its second sentence, in Chinese only.
    const disguiseReminder = bundle.rulings.find((r) => r.en.startsWith('A disguise ability lets you'))!;
    expect(mentionedOf('turn-face-up')).toContain(disguiseReminder.id);
  });

  it('rank each keyword by score still, inferred links (score 0) last', () => {
    const proliferate = byId.get('proliferate')!.rulings;
    expect(proliferate.map((l) => l.score)).toEqual([...proliferate.map((l) => l.score)].sort((a, b) => b - a));
    expect(proliferate.at(-1)).toMatchObject({ score: 0, primary: true });
  });
});
