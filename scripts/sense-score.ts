// Scores the keyword matcher against the labelled sense set (rulings-data/matcher/sense-set/).
//
//   node scripts/run-ts.js scripts/sense-score.ts            every level, first 30 failures each
//   node scripts/run-ts.js scripts/sense-score.ts rules      one level, all its failures
//   … [level] --all / --limit N                              how many failure lines to print
//   … --readme                                               also write the scores into docs/data.md
//
// Per level: recall of the true mentions the level includes, wrong marks (a mark on a `-` label,
// on a label of another id, or on no label), and the failures `file:line: "surface" expected X
// got Y — in "…"`. Matches are taken at minConfidence 'medium', as the UI highlights.
import { KEYWORDS } from '../rulings-data/keywords/index.ts';
import { LEVELS, type Level } from '../rulings-data/keywords/levels.ts';
import { compileTerms, createMatcher, type MatchOptions } from '../rulings-data/matcher/index.ts';
import { readSenseSet } from '../rulings-data/matcher/sense-set/read-sense-set.ts';
import { includedAt, scoreSenseSet } from '../rulings-data/matcher/sense-set/score.ts';
import { senseSetMarkdown } from '../rulings-data/matcher/sense-set/report.ts';
import { DATA_DOC, writeReadmeBlock } from './readme-block.ts';

const args = process.argv.slice(2);
const levelArgs = args.filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
for (const a of levelArgs) {
  if (!(LEVELS as readonly string[]).includes(a)) {
    console.error(`usage: node scripts/run-ts.js scripts/sense-score.ts [${LEVELS.join('|')}] [--all | --limit N]`);
    process.exit(2);
  }
}
const levels: Level[] = levelArgs.length ? (levelArgs as Level[]) : [...LEVELS];
const limitAt = args.indexOf('--limit');
const limit = args.includes('--all')
  ? Infinity
  : limitAt >= 0
    ? Number(args[limitAt + 1])
    : levelArgs.length === 1
      ? Infinity
      : 30;

const cases = readSenseSet();
const matcher = createMatcher(compileTerms(KEYWORDS));
const perFile = new Map<string, number>();
for (const c of cases) perFile.set(c.file, (perFile.get(c.file) ?? 0) + 1);
console.log(`sense set: ${cases.length} cases (${[...perFile].map(([f, n]) => `${f} ${n}`).join(', ')})`);

for (const level of levels) {
  const score = scoreSenseSet(
    cases,
    (text, context) => matcher.match(text, { level, context, minConfidence: 'medium' } as MatchOptions),
    includedAt(level),
  );
  const counted = score.truePositives + score.falseNegatives;
  console.log(
    `\n== ${level}: recall ${(score.recall * 100).toFixed(1)} % (${score.truePositives}/${counted}, ` +
      `${score.falseNegatives} missed), wrong marks ${score.wrongMarks}`,
  );
  const shown = score.failures.slice(0, limit);
  for (const f of shown) console.log(`  ${f}`);
  if (score.failures.length > shown.length) console.log(`  … ${score.failures.length - shown.length} more (--all)`);
}

if (args.includes('--readme')) {
  writeReadmeBlock('sense-set', senseSetMarkdown(cases), DATA_DOC);
  console.log('\ndocs/data.md: sense-set scores updated');
}
