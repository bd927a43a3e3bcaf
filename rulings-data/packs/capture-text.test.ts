// The re-flow of captured text: what a page selection gives (line breaks kept, list markers
// lost) and what the context menu gives in Chrome (all whitespace collapsed) both parse to the
// rulings the page showed; what cannot be placed is kept for the parser to point at.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSeedFile } from '../parser/parse-seed.ts';
import { reflowCapturedText, splitLanguages } from './capture-text.ts';
import { readCapturedText } from './capture-text-read.ts';
import { seedText } from './pack-fixtures.ts';

const SOURCES = new URL('../sources/', import.meta.url);
const seeds = readdirSync(SOURCES).filter((f) => f.endsWith('.txt'));
const fields = (rs: ReadonlyArray<{ date: string; source: string; zh: string; en: string }>) => rs.map((r) => `${r.date}|${r.source}|${r.zh}|${r.en}`);
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const A = { date: '2024-01-05', source: 'official', zh: '当 Altar of Bhaal 进战场时，你获得1点生命。', en: 'When Altar of Bhaal enters, you gain 1 life.' };
const B = { date: '2023-11-17', source: 'MTGZH', zh: '如果该生物离开战场，则此效应结束。然后你抓一张牌。', en: 'If that creature leaves the battlefield, the effect ends. Then you draw a card.' };

describe('reflowCapturedText', () => {
  it.each(seeds)('%s with every run of whitespace collapsed (Chrome selectionText) parses to the same rulings, with no problem', (name) => {
    const text = readFileSync(new URL(name, SOURCES), 'utf8');
    const original = parseSeedFile(text, name);
    const again = parseSeedFile(reflowCapturedText(collapse(text)), name);
    expect(again.diagnostics).toEqual([]);
    expect(fields(again.rulings)).toEqual(fields(original.rulings));
  });

  it.each(seeds)('%s as a page selection of a list (line breaks kept, no "•") parses to the same rulings', (name) => {
    const text = readFileSync(new URL(name, SOURCES), 'utf8');
    const selected = text.replace(/^\s*•\s*/gmu, '');
    expect(parseSeedFile(selected, name).rulings).toEqual([]); // the parser alone finds no bullet
    const again = parseSeedFile(reflowCapturedText(selected), name);
    expect(again.diagnostics).toEqual([]);
    expect(fields(again.rulings)).toEqual(fields(parseSeedFile(text, name).rulings));
  });

  it('leaves a well-formed file as it was (bar blank lines) and is idempotent', () => {
    const text = seedText([A, B]);
    const once = reflowCapturedText(text);
    expect(once).toBe(text.replace(/\n+$/, '\n'));
    expect(reflowCapturedText(once)).toBe(once);
  });

  it('adds the title only when the selection lacks it, and keeps the one it has', () => {
    const body = collapse(seedText([A])).replace(/^单卡释疑 /, '');
    expect(reflowCapturedText(body).split('\n')[0]).toBe('单卡释疑');
    const titled = reflowCapturedText(`单卡释疑 ${body}`);
    expect(titled.match(/单卡释疑/g)).toHaveLength(1);
    expect(titled.startsWith('单卡释疑\n\n• (2024-01-05 official)\n')).toBe(true);
  });

  it('does not split a Chinese paragraph at an English card name it quotes', () => {
    const out = reflowCapturedText(collapse(seedText([A, B])));
    expect(out).toContain(`\n${A.zh}\n\n${A.en}\n`);
    expect(fields(readCapturedText(out).rulings)).toEqual(fields([A, B]));
  });

  it('reads full-width parentheses, a "·" marker and NBSP as page layouts give them', () => {
    const text = `单卡释疑\u00a0·\u00a0（2024-01-05\u00a0official） ${A.zh} ${A.en} （2023-11-17 MTGZH） ${B.zh} ${B.en}`;
    const check = readCapturedText(reflowCapturedText(text));
    expect(check.diagnostics).toEqual([]);
    expect(fields(check.rulings)).toEqual(fields([A, B]));
  });

  it('keeps text before the first bullet on its own line, where the parser reports it', () => {
    const out = reflowCapturedText(`Bonecrusher Giant ${collapse(seedText([A])).replace('单卡释疑 ', '')}`);
    expect(out.split('\n').slice(0, 4)).toEqual(['单卡释疑', '', 'Bonecrusher Giant', '']);
    const check = readCapturedText(out);
    expect(check.rulings).toHaveLength(1);
    expect(check.diagnostics).toEqual([expect.objectContaining({ line: 3, col: 1, severity: 'error', message: expect.stringContaining('belongs to no ruling') })]);
    // Selected from the card's name down: the name stays (reported), the title gets its own line.
    const named = reflowCapturedText(`Bonecrusher Giant ${collapse(seedText([A]))}`);
    expect(named.split('\n').slice(0, 5)).toEqual(['Bonecrusher Giant', '', '单卡释疑', '', '• (2024-01-05 official)']);
    expect(readCapturedText(named).diagnostics.map((d) => `${d.line}:${d.severity}`)).toEqual(['1:error']);
  });

  it('starts a bullet at a wrong date too, so the error is reported on its own line', () => {
    const out = reflowCapturedText(collapse(seedText([A, { ...B, date: '2023-11-31' }])));
    const check = readCapturedText(out);
    expect(fields(check.rulings)).toEqual(fields([A]));
    const line = out.split('\n').findIndex((l) => l.includes('2023-11-31')) + 1;
    expect(check.diagnostics).toEqual([expect.objectContaining({ line, col: 4, severity: 'error', message: expect.stringContaining("invalid date '2023-11-31'") })]);
  });

  it('leaves a bullet whose paragraphs cannot be told apart in one piece, for the parser to refuse', () => {
    // No Chinese full stop before the English: no certain place to split.
    const out = reflowCapturedText(`• (2024-01-05 official) 当它进战场时 When it enters, you gain 1 life.`);
    expect(out).toContain('\n当它进战场时 When it enters, you gain 1 life.\n');
    expect(readCapturedText(out).errors).toBe(1);
  });

  it('does not start a bullet at a "•" inside a paragraph (a name separator on some sites)', () => {
    const named = { ...A, zh: '当约翰•史密斯进战场时，你获得1点生命。' };
    for (const text of [seedText([named, B]), collapse(seedText([named, B]))]) {
      const check = readCapturedText(reflowCapturedText(text));
      expect(check.diagnostics).toEqual([]);
      expect(fields(check.rulings)).toEqual(fields([named, B]));
    }
  });

  it('is empty for a blank selection, which the check reports', () => {
    expect(reflowCapturedText(' \n\u00a0\n')).toBe('');
    expect(readCapturedText('').diagnostics).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('the text is empty') })]);
  });
});

describe('splitLanguages', () => {
  it('splits Chinese then English after the Chinese full stop', () => {
    expect(splitLanguages(`${B.zh} ${B.en}`)).toEqual([B.zh, B.en]);
  });
  it('splits English then Chinese after the English full stop', () => {
    expect(splitLanguages(`${B.en} ${B.zh}`)).toEqual([B.en, B.zh]);
  });
  it('keeps one language whole, and a mix it cannot split for certain', () => {
    expect(splitLanguages(B.en)).toEqual([B.en]);
    expect(splitLanguages(B.zh)).toEqual([B.zh]);
    expect(splitLanguages('当它进战场时 Altar of Bhaal')).toEqual(['当它进战场时 Altar of Bhaal']);
    // English first, but the Chinese starts with an English name: not certain, kept whole.
    const named = 'Altar of Bhaal进战场时，你获得1点生命。';
    expect(splitLanguages(`${A.en} ${named}`)).toEqual([`${A.en} ${named}`]);
  });
});
