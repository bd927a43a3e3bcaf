// Scores a matcher against the labelled sense set (read-sense-set.ts).
//
//   true positive   a true label ({{surface|id}}) counted at the level, overlapped by a match
//                   with the same id
//   false negative  a true label counted at the level that no match with its id overlaps
//   wrong mark      a match that overlaps a `-` label, a label with another id, or no label
//
// A label whose id the level does not include (counts(id) false: e.g. `cast` at 'mechanics')
// is left out of recall, but a match on it with the right id is not a wrong mark either.
import { KEYWORDS } from '../../keywords/index.ts';
import { LEVEL_TIERS, tierLetter, type Level } from '../../keywords/levels.ts';
import type { SenseCase, SenseContext } from './read-sense-set.ts';

/** What the scorer needs of a match (rulings-data/schema.ts Match has more). */
export interface SenseMatch {
  start: number;
  end: number;
  id: string;
}

export interface SenseScore {
  truePositives: number;
  falseNegatives: number;
  wrongMarks: number;
  /** truePositives / (truePositives + falseNegatives); 1 when nothing is counted. */
  recall: number;
  /** One line per false negative or wrong mark: `file:line: "surface" expected X got Y — in "…"`. */
  failures: string[];
}

/** Does the level include this id? (Its tier letter, with content, is one the level marks.) */
export function includedAt(level: Level): (id: string) => boolean {
  const tiers = new Map(KEYWORDS.map((k) => [k.id, tierLetter(k)]));
  return (id) => LEVEL_TIERS[level].includes(tiers.get(id) ?? 'x');
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

/** A short, one-line excerpt of `text` around [start, end). */
function excerpt(text: string, start: number, end: number, room = 40): string {
  const from = Math.max(0, start - room);
  const to = Math.min(text.length, end + room);
  return (from > 0 ? '…' : '') + text.slice(from, to).replace(/\n/g, '⏎') + (to < text.length ? '…' : '');
}

export function scoreSenseSet(
  cases: readonly SenseCase[],
  match: (text: string, context: SenseContext) => readonly SenseMatch[],
  counts: (id: string) => boolean = () => true,
): SenseScore {
  let truePositives = 0;
  let falseNegatives = 0;
  let wrongMarks = 0;
  const failures: string[] = [];
  for (const c of cases) {
    const matches = match(c.text, c.context);
    const where = `${c.file}:${c.line}`;
    for (const label of c.labels) {
      if (label.id === null || !counts(label.id)) continue;
      if (matches.some((m) => m.id === label.id && overlaps(m, label))) {
        truePositives++;
      } else {
        falseNegatives++;
        const near = matches.filter((m) => overlaps(m, label)).map((m) => m.id);
        failures.push(
          `${where}: "${label.surface}" expected ${label.id} got ${near.length ? near.join('+') : 'nothing'}` +
            ` — in "${excerpt(c.text, label.start, label.end)}"`,
        );
      }
    }
    for (const m of matches) {
      const hit = c.labels.filter((l) => overlaps(m, l));
      const wrong = hit.length === 0 || hit.some((l) => l.id === null || l.id !== m.id);
      if (!wrong) continue;
      wrongMarks++;
      const expected = hit.length === 0 ? '(unlabelled)' : hit.map((l) => l.id ?? '-').join('+');
      failures.push(
        `${where}: "${c.text.slice(m.start, m.end)}" expected ${expected} got ${m.id}` +
          ` — in "${excerpt(c.text, m.start, m.end)}"`,
      );
    }
  }
  const counted = truePositives + falseNegatives;
  return { truePositives, falseNegatives, wrongMarks, recall: counted === 0 ? 1 : truePositives / counted, failures };
}
