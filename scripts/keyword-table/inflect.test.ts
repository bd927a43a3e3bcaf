import { describe, expect, it } from 'vitest';
import { inflectVerbPhrase, nounForms, pluralize, verbForms } from './inflect.ts';

const forms = (v: string) => {
  const f = verbForms(v);
  return [f.third, f.past, f.gerund];
};

describe('verbForms', () => {
  it('drops a silent e before -ed/-ing', () => {
    expect(forms('proliferate')).toEqual(['proliferates', 'proliferated', 'proliferating']);
    expect(forms('exile')).toEqual(['exiles', 'exiled', 'exiling']);
    expect(forms('cycle')).toEqual(['cycles', 'cycled', 'cycling']);
  });

  it('turns consonant + y into ie/i, but keeps y after a vowel', () => {
    expect(forms('scry')).toEqual(['scries', 'scried', 'scrying']);
    expect(forms('fortify')).toEqual(['fortifies', 'fortified', 'fortifying']);
    expect(forms('play')).toEqual(['plays', 'played', 'playing']);
    expect(forms('destroy')).toEqual(['destroys', 'destroyed', 'destroying']);
  });

  it('adds -es after sibilants', () => {
    expect(forms('clash')[0]).toBe('clashes');
    expect(forms('amass')[0]).toBe('amasses');
    expect(forms('blitz')[0]).toBe('blitzes');
    expect(forms('attach')[0]).toBe('attaches');
  });

  it('doubles the final consonant of one-syllable consonant-vowel-consonant verbs only', () => {
    expect(forms('tap')).toEqual(['taps', 'tapped', 'tapping']);
    expect(forms('plot')).toEqual(['plots', 'plotted', 'plotting']);
    expect(forms('crew')).toEqual(['crews', 'crewed', 'crewing']); // w never doubles
    expect(forms('mill')).toEqual(['mills', 'milled', 'milling']); // already two consonants
    expect(forms('goad')).toEqual(['goads', 'goaded', 'goading']); // two vowels
    expect(forms('level')).toEqual(['levels', 'leveled', 'leveling']); // American: no doubling
    expect(forms('counter')).toEqual(['counters', 'countered', 'countering']);
  });

  it('doubles for verbs stressed on the last syllable', () => {
    expect(forms('untap')).toEqual(['untaps', 'untapped', 'untapping']);
    expect(forms('equip')).toEqual(['equips', 'equipped', 'equipping']);
    expect(forms('surveil')).toEqual(['surveils', 'surveilled', 'surveilling']);
  });

  it('knows the irregular verbs keyword names use', () => {
    expect(verbForms('fight').past).toBe('fought');
    expect(verbForms('foretell').participle).toBe('foretold');
    expect(verbForms('cast').past).toBe('cast');
    expect(verbForms('behold').past).toBe('beheld');
  });

  it('lower-cases and rejects anything but one word', () => {
    expect(verbForms('Scry').base).toBe('scry');
    expect(() => verbForms('turn face up')).toThrow(/single English word/);
    expect(() => verbForms('')).toThrow(/single English word/);
  });
});

describe('inflectVerbPhrase', () => {
  it('inflects the first word of a phrase by default', () => {
    expect(inflectVerbPhrase('Turn face up')).toEqual([
      'turn face up',
      'turns face up',
      'turned face up',
      'turning face up',
    ]);
    expect(inflectVerbPhrase('phase out')).toEqual(['phase out', 'phases out', 'phased out', 'phasing out']);
  });

  it('inflects the head word when told which', () => {
    expect(inflectVerbPhrase({ phrase: 'Time Travel', head: 1 })).toEqual([
      'time travel',
      'time travels',
      'time traveled',
      'time traveling',
    ]);
  });

  it('drops duplicate forms (irregular past equal to the base)', () => {
    expect(inflectVerbPhrase('set in motion')).toEqual(['set in motion', 'sets in motion', 'setting in motion']);
  });

  it('fails clearly when the head index is outside the phrase', () => {
    expect(() => inflectVerbPhrase({ phrase: 'tap', head: 2 })).toThrow(/"tap" has no word at index 2/);
  });
});

describe('nounForms', () => {
  it('pluralizes the last word of a phrase', () => {
    expect(nounForms('mana ability')).toEqual(['mana ability', 'mana abilities']);
    expect(nounForms('State-based action')).toEqual(['state-based action', 'state-based actions']);
    expect(nounForms('+1/+1 counter')).toEqual(['+1/+1 counter', '+1/+1 counters']);
    expect(nounForms('adventurer card')).toEqual(['adventurer card', 'adventurer cards']);
  });

  it('applies the -es and -ies spellings', () => {
    expect(pluralize('copy')).toBe('copies');
    expect(pluralize('clash')).toBe('clashes');
    expect(pluralize('day')).toBe('days');
  });
});
