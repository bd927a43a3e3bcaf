// Which rulings contain a phrase, found from the prefilter's tables: the same as reading every
// text, on the seeds and on 2,000 shuffled rulings, from tables built or loaded.
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../bundle/build-bundle.ts';
import { KEYWORDS } from '../keywords/index.ts';
import { seedSources } from '../../test/helpers/seed-sources.ts';
import { shuffledCorpus } from '../../test/helpers/shuffled-corpus.ts';
import { serializeTables, tablesFromDocs, tablesFromSerialized } from './candidate-tables.ts';
import { isWordChar } from './text-features.ts';
import { inRowPattern, textMatcher, tokensOf, type Token } from './text-match.ts';

const docs = (texts: [en: string, zh?: string][]) => texts.map(([en, zh = '']) => ({ id: en, en, zh }));

/** Every rule of text-match.ts, by reading the texts. */
function byReading(rulings: readonly { en: string; zh: string }[], tokens: readonly Token[]): { all: number[]; inRow: number[] } {
  const all: number[] = [];
  const inRow: number[] = [];
  const pattern = inRowPattern(tokens);
  rulings.forEach((r, i) => {
    const text = `${r.en}\n${r.zh}`;
    const words: string[] = [];
    let w = '';
    for (const ch of `${text} `) {
      if (isWordChar(ch.charCodeAt(0))) w += ch.toLowerCase();
      else if (w) {
        words.push(w);
        w = '';
      }
    }
    const holds = (t: Token) => (t.cjk ? r.zh.includes(t.text) || r.en.includes(t.text) : words.some((x) => (t.numeric ? x === t.text : x.startsWith(t.text))));
    if (!tokens.every(holds)) return;
    all.push(i);
    if (tokens.length === 1 || pattern.test(r.en) || pattern.test(r.zh)) inRow.push(i);
  });
  return { all, inRow };
}

describe('tokensOf', () => {
  it('cuts Latin words (lower-cased) and CJK runs, in order', () => {
    expect(tokensOf('Face-down spell').map((t) => t.text)).toEqual(['face', 'down', 'spell']);
    expect(tokensOf('+1/+1 counter')).toEqual([
      { text: '1', cjk: false, numeric: true },
      { text: '1', cjk: false, numeric: true },
      { text: 'counter', cjk: false, numeric: false },
    ]);
    expect(tokensOf('伪装 cost，牌面朝下的咒语')).toEqual([
      { text: '伪装', cjk: true, numeric: false },
      { text: 'cost', cjk: false, numeric: false },
      { text: '牌面朝下的咒语', cjk: true, numeric: false },
    ]);
    expect(tokensOf('X费用')).toEqual([
      { text: 'x', cjk: false, numeric: false },
      { text: '费用', cjk: true, numeric: false },
    ]);
    expect(tokensOf(' ?! ')).toEqual([]);
  });
});

describe('textMatcher', () => {
  const small = docs([
    ['A phased-out creature.', '跃离的生物'],
    ['Phased out creatures', ''],
    ['It phased. Out of the game', ''],
    ['Move toward the ward.', ''],
    ['Pay {2}.', '支付{二}'],
    ['Pay {20}.', ''],
    ['You get a +1/+1 counter.', '你得到一个+1/+1指示物。'],
    ['Warded permanents.', '牌面朝下的咒语'],
    ['', '牌面朝下之永久物的咒语'],
  ]);
  const find = (q: string) => {
    const m = textMatcher(tablesFromDocs(small), small);
    const { all, inRow } = m.find(tokensOf(q));
    return { all: all.map((i) => i), inRow };
  };

  it('Latin words at a word start, numbers whole', () => {
    expect(find('ward').all).toEqual([3, 7]); // ward, warded; not toward
    expect(find('2').all).toEqual([4]); // not 20
    expect(find('phase').all).toEqual([0, 1, 2]);
  });

  it('words in a row: any three characters between them but a sentence end', () => {
    expect(find('phased out')).toEqual({ all: [0, 1, 2], inRow: [0, 1] });
    expect(find('+1/+1 counter').inRow).toEqual([6]);
    expect(find('counter 1').inRow).toEqual([]);
  });

  it('CJK runs as written, also three characters or more whose bigrams sit apart', () => {
    expect(find('牌面朝下').all).toEqual([7, 8]);
    expect(find('牌面朝下的咒语').all).toEqual([7]);
    // In a row: nothing but spaces and punctuation between (的 is a character of the text).
    expect(find('牌面 朝下')).toEqual({ all: [7, 8], inRow: [7, 8] });
    expect(find('朝下 咒语')).toEqual({ all: [7, 8], inRow: [] });
    expect(find('跃离 creature').inRow).toEqual([]);
    expect(find('指示物').all).toEqual([6]);
  });

  it('nothing for a token no ruling holds, or no token at all', () => {
    expect(find('zebra').all).toEqual([]);
    expect(find('phased zebra').all).toEqual([]);
    expect(find('鑫').all).toEqual([]);
    expect(find('...').all).toEqual([]);
  });

  const { bundle } = buildBundle({ sources: seedSources(), keywords: KEYWORDS });
  const QUERIES = ['phased-out', 'phase back in', 'can t', 'a b', 'you may', 'the stack', 'pay {3}', 'of the', 'face-down spell or permanent', 'at the beginning of', '伪装 cost', '2/2 creature', 'ward', 'counter', 'counters', 'phased out', 'phase in', 'face-down spell', 'face down', 'prolif', 'the', 'a', 'it', '2', '0', '{2}', '+1/+1 counter', 'mana value', 'can’t be countered', 'leaves the battlefield', 'Altar of Bhaal', 'x', '伪装', '牌面朝下', '牌面朝下的咒语', '的', '牌', '法术力值为0', '替代性费用', '跃离 token', 'zebra', 'toward', 'un', 'untap step'];
  describe.each([
    ['the seed bundle', bundle.rulings],
    ['2,000 shuffled rulings', shuffledCorpus(bundle.rulings, 2000)],
  ])('on %s', (_, rulings) => {
    it('finds what reading every text finds, from tables built or loaded', () => {
      const built = textMatcher(tablesFromDocs(rulings), rulings);
      const loaded = textMatcher(tablesFromSerialized(JSON.parse(JSON.stringify(serializeTables(tablesFromDocs(rulings), rulings)))), rulings);
      for (const q of QUERIES) {
        const tokens = tokensOf(q);
        const want = byReading(rulings, tokens);
        expect(built.find(tokens), q).toEqual(want);
        expect(loaded.find(tokens), q).toEqual(want);
        expect(loaded.inRow(tokens), q).toEqual(want.inRow);
      }
      expect(byReading(rulings, tokensOf('counter')).all.length).toBeGreaterThan(0);
      expect(byReading(rulings, tokensOf('face-down spell')).inRow.length).toBeGreaterThan(0);
    });
  });
});
