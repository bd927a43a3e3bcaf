// The sense set's scores as the README shows them (scripts/sense-score.ts --readme writes it;
// sense-set.test.ts checks that the README says what the matcher scores today).
import { KEYWORDS } from '../../keywords/index.ts';
import { LEVELS, type Level } from '../../keywords/levels.ts';
import { compileTerms, createMatcher, type MatchOptions } from '../index.ts';
import type { SenseCase } from './read-sense-set.ts';
import { includedAt, scoreSenseSet, type SenseScore } from './score.ts';

/** Each level's score of `cases`, matched as the UI marks (minConfidence 'medium'). */
export function scoreLevels(cases: readonly SenseCase[]): Array<{ level: Level; score: SenseScore }> {
  const matcher = createMatcher(compileTerms(KEYWORDS));
  return LEVELS.map((level) => ({
    level,
    score: scoreSenseSet(cases, (text, context) => matcher.match(text, { level, context, minConfidence: 'medium' } as MatchOptions), includedAt(level)),
  }));
}

export function senseSetMarkdown(cases: readonly SenseCase[]): string {
  const files = new Map<string, number>();
  for (const c of cases) files.set(c.file, (files.get(c.file) ?? 0) + 1);
  const rows = scoreLevels(cases).map(({ level, score }) => {
    const counted = score.truePositives + score.falseNegatives;
    return `| \`${level}\` | ${(score.recall * 100).toFixed(1)} % (${score.truePositives} of ${counted}) | ${score.wrongMarks} |`;
  });
  return [
    `${cases.length} cases (${[...files].map(([f, n]) => `${f} ${n}`).join(', ')}).`,
    '',
    '| level | true mentions marked | wrong-sense marks |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
