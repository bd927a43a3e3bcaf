// Finding terms: word boundaries, inflections, case, longest match, stoplist, scripts, offsets.
import { describe, expect, it } from 'vitest';
import { compileTerms, createMatcher } from './index.ts';
import { FIXTURE } from './test-fixtures.ts';

const matcher = createMatcher(compileTerms(FIXTURE));
/** Every match at any confidence, as "text:id". */
const all = (text: string, context: 'auto' | 'mtg' = 'auto') =>
  matcher.match(text, { minConfidence: 'low', context }).map((m) => `${text.slice(m.start, m.end)}:${m.id}`);

describe('English whole words', () => {
  it('does not match inside longer words', () => {
    expect(all('wardrobe warden reward awkward 3ward ward3 proliferation')).toEqual([]);
  });
  it('matches next to punctuation, apostrophes and Chinese characters', () => {
    expect(all('(ward) "Ward", Adventure’s end, 具ward的')).toEqual(['ward:ward', 'Ward:ward', 'Adventure:adventure', 'ward:ward']);
  });
  it('finds the inflections the table lists, and only those', () => {
    expect(all('It proliferated; proliferating proliferates Proliferate proliferator')).toEqual([
      'proliferated:proliferate',
      'proliferating:proliferate',
      'proliferates:proliferate',
      'Proliferate:proliferate',
    ]);
  });
  it('treats hyphens, spaces and line breaks alike inside multi-word forms', () => {
    expect(all('a phased-out token, phased  out, phased\n   out, face-down, face down')).toEqual([
      'phased-out:phasing',
      'phased  out:phasing',
      'phased\n   out:phasing',
      'face-down:face-down',
      'face down:face-down',
    ]);
  });
  it('needs the whole multi-word form', () => {
    expect(all('phased, outside; phased outward')).toEqual([]);
  });
});

describe('English case rules', () => {
  it('accepts lower case, Capitalised and ALL CAPS, per word', () => {
    expect(all('ward Ward WARD double strike Double Strike DOUBLE STRIKE')).toEqual([
      'ward:ward',
      'Ward:ward',
      'WARD:ward',
      'double strike:double-strike',
      'Double Strike:double-strike',
      'DOUBLE STRIKE:double-strike',
    ]);
  });
  it('rejects mixed case inside a word (identifiers, brands)', () => {
    expect(all('wArd WaRD proLiferate doublE strike')).toEqual([]);
  });
  it('folds full-width Latin like ASCII', () => {
    expect(all('ＷＡＲＤ')).toEqual(['ＷＡＲＤ:ward']);
  });
});

describe('longest match wins', () => {
  it('in English', () => {
    expect(all('commander ninjutsu, ninjutsu, basic landcycling, landcycling, manifest dread, manifest')).toEqual([
      'commander ninjutsu:commander-ninjutsu',
      'ninjutsu:ninjutsu',
      'basic landcycling:basic-landcycling',
      'landcycling:landcycling',
      'manifest dread:manifest-dread',
      'manifest:manifest',
    ]);
  });
  it('in Chinese, with no spaces around', () => {
    expect(all('指挥官忍术忍术基本地循环地循环显化惧象显化历险者历险')).toEqual([
      '指挥官忍术:commander-ninjutsu',
      '忍术:ninjutsu',
      '基本地循环:basic-landcycling',
      '地循环:landcycling',
      '显化惧象:manifest-dread',
      '显化:manifest',
      '历险者:adventure',
      '历险:adventure',
    ]);
  });
  it('falls back to a shorter form when the longer one fails its word boundary', () => {
    expect(all('manifest dreadful')).toEqual(['manifest:manifest']);
  });
});

describe('Chinese stoplist', () => {
  const prose = '他伪装成警察。召集人宣布，《汤姆·索亚历险记》里细胞进入增殖期，守护神和飞行员都在警戒线外。';
  it('suppresses keywords inside everyday words, even in MTG context', () => {
    expect(all(prose)).toEqual([]);
    expect(all(prose, 'mtg')).toEqual([]);
  });
  it('suppresses them in Traditional Chinese too', () => {
    expect(all('他偽裝成警察。召集人宣布，《湯姆·索亞歷險記》裡細胞進入增殖期，守護神和飛行員都在警戒線外。', 'mtg')).toEqual([]);
  });
  it('leaves the keyword itself, and MTG compounds, alone', () => {
    expect(all('伪装{2}{G}，召集，历险者，增殖，守护，飞行生物，警戒', 'mtg')).toEqual([
      '伪装:disguise',
      '召集:convoke',
      '历险者:adventure',
      '增殖:proliferate',
      '守护:ward',
      '飞行:flying',
      '警戒:vigilance',
    ]);
  });
});

describe('scripts and languages', () => {
  it('reports the language of the form that matched', () => {
    const langs = matcher.match('Disguise 伪装 偽裝', { minConfidence: 'low' }).map((m) => m.lang);
    expect(langs).toEqual(['en', 'zh-Hans', 'zh-Hant']);
  });
  it('reports zh-Hans for a form both scripts share', () => {
    expect(matcher.match('先攻', { context: 'mtg' }).map((m) => m.lang)).toEqual(['zh-Hans']);
  });
  it('finds forms ending in punctuation', () => {
    expect(all('For Mirrodin! 秘罗万岁！秘羅萬歲！')).toEqual(['For Mirrodin!:for-mirrodin', '秘罗万岁！:for-mirrodin', '秘羅萬歲！:for-mirrodin']);
  });
});

describe('offsets and ordering', () => {
  it('counts UTF-16 code units, so emoji before a match shift it by 2 each', () => {
    const text = '😀🎉 Ward {2} 👍🏽 增殖';
    const found = matcher.match(text, { minConfidence: 'low' });
    expect(found.map((m) => [m.start, m.end])).toEqual([
      [text.indexOf('Ward'), text.indexOf('Ward') + 4],
      [text.indexOf('增殖'), text.indexOf('增殖') + 2],
    ]);
    expect(found.map((m) => text.slice(m.start, m.end))).toEqual(['Ward', '增殖']);
  });
  it('returns sorted, non-overlapping matches whose slices are the matched forms', () => {
    const pieces = ['Ward', ' 😀', 'double strike', '召集', 'x', 'phased out', '伪装成', '历险者', '\n', 'Proliferate', '守护'];
    let text = '';
    for (let i = 0; i < 400; i++) text += pieces[(i * 7) % pieces.length] + (i % 3 ? ' ' : '');
    const found = matcher.match(text, { minConfidence: 'low' });
    expect(found.length).toBeGreaterThan(100);
    const forms = new Set(FIXTURE.flatMap((e) => [...e.en, ...e.zhHans, ...e.zhHant].map((f) => f.toLowerCase())));
    for (let k = 0; k < found.length; k++) {
      const m = found[k];
      expect(m.end).toBeGreaterThan(m.start);
      if (k > 0) expect(m.start).toBeGreaterThanOrEqual(found[k - 1].end);
      expect(forms.has(text.slice(m.start, m.end).toLowerCase().replace(/\s+/g, ' '))).toBe(true);
    }
  });
  it('finds nothing in empty or keyword-free text', () => {
    expect(matcher.match('', { minConfidence: 'low' })).toEqual([]);
    expect(matcher.match('Nothing to see here. 这里什么都没有。', { minConfidence: 'low' })).toEqual([]);
  });
});

describe('prepare(): the trie built in steps', () => {
  it('yields several times, then matches exactly as a lazily built matcher does', () => {
    const m = createMatcher(compileTerms(FIXTURE));
    let steps = 0;
    for (const _ of m.prepare()) steps++;
    expect(steps).toBeGreaterThanOrEqual(3); // split, so a caller can yield between the parts
    const text = 'Proliferate, then 增殖 with double strike';
    expect(m.match(text, { minConfidence: 'low' })).toEqual(matcher.match(text, { minConfidence: 'low' }));
    expect([...m.prepare()]).toEqual([]); // built: nothing left to do
  });

  it('a match() in the middle of a prepare() finishes the build; the preparation then ends', () => {
    const m = createMatcher(compileTerms(FIXTURE));
    const prep = m.prepare();
    prep.next();
    expect(all('ward')).toEqual(['ward:ward']);
    expect(m.match('ward', { minConfidence: 'low' }).map((x) => x.id)).toEqual(['ward']);
    expect(prep.next().done).toBe(true);
  });
});
