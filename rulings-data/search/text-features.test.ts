import { describe, expect, it } from 'vitest';
import { HYPHEN_GAP, NOT_A_PAIR, OTHER_GAP, SPACE_GAP, forEachCjk, forEachWord, pairGap, queryFeatures } from './text-features.ts';

const words = (text: string) => {
  const out: string[] = [];
  forEachWord(text, (w) => out.push(w));
  return out;
};

describe('text features', () => {
  it('cuts Latin text into lower-case words at anything that is not a letter or digit', () => {
    expect(words('Face-down spells can’t be countered (702.35a).')).toEqual(['face', 'down', 'spells', 'can', 't', 'be', 'countered', '702', '35a']);
    expect(words('牌面朝下的咒语 X 与 Équipement')).toEqual(['x', 'équipement']);
  });

  it('pairs words by what joins them, and not across sentences or Chinese', () => {
    const pairs = (text: string) => {
      const out: number[] = [];
      forEachWord(text, (_, gap) => out.push(gap));
      return out;
    };
    expect(pairs('phased out')).toEqual([NOT_A_PAIR, SPACE_GAP]);
    expect(pairs('phased-out')).toEqual([NOT_A_PAIR, HYPHEN_GAP]);
    expect(pairs('out, and')).toEqual([NOT_A_PAIR, OTHER_GAP]);
    expect(pairs('out. And')).toEqual([NOT_A_PAIR, NOT_A_PAIR]);
    expect(pairs('X张Y')).toEqual([NOT_A_PAIR, NOT_A_PAIR]);
    expect(pairGap('a     b', 1, 6)).toBe(NOT_A_PAIR);
  });

  it('lists CJK characters with their CJK predecessor, never across punctuation', () => {
    const seen: string[] = [];
    forEachCjk('增殖，伪装X跃离', (c, prev) => seen.push(`${prev < 0 ? '' : String.fromCharCode(prev)}${String.fromCharCode(c)}`));
    expect(seen).toEqual(['增', '增殖', '伪', '伪装', '跃', '跃离']);
  });

  it('query features: distinct words, their pairs, characters and bigrams', () => {
    expect(queryFeatures('Face-down spell face')).toEqual({
      words: ['face', 'down', 'spell'],
      wordPairs: [
        [0, 1, HYPHEN_GAP],
        [1, 2, SPACE_GAP],
        [2, 0, SPACE_GAP],
      ],
      chars: [],
      pairs: [],
    });
    expect(queryFeatures('跃离 跃')).toMatchObject({ words: [], chars: ['跃'.charCodeAt(0), '离'.charCodeAt(0)], pairs: [['跃'.charCodeAt(0), '离'.charCodeAt(0)]] });
  });
});
