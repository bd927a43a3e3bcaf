import { describe, it, expect } from 'vitest';
import { parseSeedFile } from './parse-seed.ts';
import { assertEveryBulletAccounted, bulletLines, contentOf, errorsOf, loadSeeds, warningsOf } from './seed-fixtures.ts';
import { joinLines, langOf } from './text-script.ts';

// Layout damage must never change what is read: every variant of every seed file must give
// the same rulings as the original (the same lines too, when the lines did not move).
const seeds = loadSeeds();
const originals = seeds.map((s) => parseSeedFile(s.text, s.file));
const HAN = /\p{Script=Han}/u;

/** Greedy wrap at spaces. */
function wrapEnglish(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    if (cur && cur.length + 1 + word.length > width) {
      out.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  return [...out, cur];
}

/** Wraps Chinese only between two Han characters, where the parser must join with nothing. */
function wrapChinese(text: string, width: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i < chars.length; i++) {
    if (i - start >= width && HAN.test(chars[i - 1]) && HAN.test(chars[i])) {
      out.push(chars.slice(start, i).join(''));
      start = i;
    }
  }
  return [...out, chars.slice(start).join('')];
}

/** Rewrites each paragraph line of a seed (they are the indented lines). */
function mapParagraphs(text: string, f: (line: string, lang: 'zh' | 'en') => string): string {
  return text
    .split('\n')
    .map((l) => (l.startsWith('  ') ? f(l, HAN.test(l) ? 'zh' : 'en') : l))
    .join('\n');
}

const sameLines: [string, (t: string) => string][] = [
  ['CRLF line ends and a BOM', (t) => '\ufeff' + t.replace(/\n/g, '\r\n')],
  ['lone CR line ends', (t) => t.replace(/\n/g, '\r')],
  ['a trailing newline', (t) => t + '\n'],
  ['several trailing blank lines with spaces', (t) => t + '\n  \n\t\n'],
  ['tabs instead of spaces', (t) => t.replace(/^ {2}/gm, '\t').replace(/^• \((\S+) /gm, '•\t(\t$1\t\t')],
  ['full-width parentheses and spaces', (t) => t.replace(/^• \((\S+) (\S+)\)$/gm, '•　（$1　 $2）')],
  ['no space after the marker and spaces inside the parentheses', (t) => t.replace(/^• \((\S+) (\S+)\)$/gm, '•( $1   $2 )')],
  ['no indentation', (t) => t.replace(/^ +/gm, '')],
  ['trailing spaces on every line', (t) => t.replace(/\n/g, '   \n')],
  ['the look-alike marker ●', (t) => t.replace(/^•/gm, '●')],
  ['the look-alike marker ·', (t) => t.replace(/^•/gm, '·')],
];

describe.each(seeds.map((s, i) => [s.file, i] as const))('layout variants of %s', (file, i) => {
  const seed = seeds[i];
  const original = originals[i];

  it.each(sameLines)('%s: same rulings, same lines, no diagnostics', (_name, damage) => {
    const text = damage(seed.text);
    const r = parseSeedFile(text, file);
    expect(r.rulings).toEqual(original.rulings);
    expect(r.diagnostics).toEqual([]);
    expect(r.bullets).toBe(original.bullets);
  });

  it('no blank lines at all: same rulings', () => {
    const text = seed.text.replace(/\n\s*\n/g, '\n');
    const r = parseSeedFile(text, file);
    expect(contentOf(r)).toEqual(contentOf(original));
    expect(r.diagnostics).toEqual([]);
    expect(assertEveryBulletAccounted(text, r)).toBe(0);
  });

  it('extra blank lines: same rulings, lines point at the moved bullets', () => {
    const text = seed.text.replace(/\n/g, '\n\n \n');
    const r = parseSeedFile(text, file);
    expect(contentOf(r)).toEqual(contentOf(original));
    expect(r.rulings.map((x) => x.line)).toEqual(bulletLines(text));
    expect(r.diagnostics).toEqual([]);
  });

  it('wrapped paragraphs: lines joined back to the original text', () => {
    const text = mapParagraphs(seed.text, (l, lang) => {
      const body = l.trim();
      const parts = lang === 'en' ? wrapEnglish(body, 50) : wrapChinese(body, 12);
      return parts.map((p) => '  ' + p).join('\n');
    });
    expect(text.split('\n').length).toBeGreaterThan(seed.text.split('\n').length + 20); // really wrapped
    const r = parseSeedFile(text, file);
    expect(contentOf(r)).toEqual(contentOf(original));
    expect(r.diagnostics).toEqual([]);
  });

  it('swapped order (English first): parsed right, one warning per bullet', () => {
    const lines = seed.text.split('\n');
    for (const b of bulletLines(seed.text)) [lines[b + 1], lines[b + 3]] = [lines[b + 3], lines[b + 1]];
    const text = lines.join('\n');
    const r = parseSeedFile(text, file);
    expect(contentOf(r)).toEqual(contentOf(original));
    expect(errorsOf(r)).toEqual([]);
    const warnings = warningsOf(r);
    expect(warnings.map((w) => w.line)).toEqual(bulletLines(text).map((b) => b + 2));
    for (const w of warnings) expect(w.message).toMatch(/^English paragraph comes before the Chinese one/);
  });

  it('the Chinese paragraph on the header line: same rulings', () => {
    const text = seed.text.replace(/^(• \(\S+ \S+\))\n\n {2}/gm, '$1 ');
    expect(text).not.toBe(seed.text);
    const r = parseSeedFile(text, file);
    expect(contentOf(r)).toEqual(contentOf(original));
    expect(r.diagnostics).toEqual([]);
  });

  it('the Markdown marker "-": same rulings, a warning per bullet', () => {
    const text = seed.text.replace(/^•/gm, '-');
    const r = parseSeedFile(text, file);
    expect(r.rulings).toEqual(original.rulings);
    expect(r.diagnostics.map((d) => [d.severity, d.col])).toEqual(original.rulings.map(() => ['warning', 1]));
    expect(r.diagnostics[0].message).toBe("bullet marker '-' read as '•'; please write '•'");
  });
});

describe('joining wrapped lines', () => {
  it('joins Chinese with nothing between CJK characters and a space next to Latin or digits', () => {
    expect(joinLines(['如果历险', '牌因为其他原因'], 'zh')).toBe('如果历险牌因为其他原因');
    expect(joinLines(['例如当', 'Altar of Bhaal在'], 'zh')).toBe('例如当 Altar of Bhaal在');
    expect(joinLines(['法术力值为', '2的神器牌。'], 'zh')).toBe('法术力值为 2的神器牌。');
    expect(joinLines(['其他原因，', '则'], 'zh')).toBe('其他原因，则');
  });

  it('joins English with exactly one space', () => {
    expect(joinLines(['If an adventurer', 'card ends up'], 'en')).toBe('If an adventurer card ends up');
  });

  it('does not take a wrapped English line starting with "-" or "·" for a bullet', () => {
    const text = '单卡释疑\n\n• (2022-06-10 official)\n\n如果历险牌被放逐。\n\nSome text\n- (see below) more\n· and more.';
    const r = parseSeedFile(text, 'wrap.txt');
    expect(r.bullets).toBe(1);
    expect(r.rulings[0].en).toBe('Some text - (see below) more · and more.');
    expect(r.diagnostics).toEqual([]);
  });
});

describe('language by script, not position', () => {
  it('reads Chinese that quotes English names as Chinese, and English with a stray full-width mark as English', () => {
    expect(langOf('例如，当Altar of Bhaal在你的坟墓场中时')).toBe('zh');
    expect(langOf('If an adventurer card ends up in exile（for any other reason）.')).toBe('en');
    expect(langOf('2 + 2 = 4')).toBe('none');
  });

  it('keeps an ambiguous wrapped line with its paragraph even without blank lines', () => {
    const zh = ['例如，当它在你的坟墓场中时，它是神器牌（例如', 'Altar of Bhaal）。'];
    const en = ['For example, while it’s in your graveyard, Altar of Bhaal', 'is an artifact card（sic）.'];
    for (const body of [[...zh, ...en], [...en, ...zh]]) {
      const r = parseSeedFile(['单卡释疑', '• (2022-06-10 official)', ...body].join('\n'), 'amb.txt');
      expect(errorsOf(r)).toEqual([]);
      expect(r.rulings[0].zh).toBe(zh.join(' '));
      expect(r.rulings[0].en).toBe(en.join(' '));
    }
  });
});
