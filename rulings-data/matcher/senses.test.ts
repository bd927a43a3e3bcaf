// The levels of marking and the sense rules (senses.ts, assess.ts), one behaviour per test. The
// labelled sense set (sense-set.test.ts) scores them on realistic text; these pin each rule.
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../keywords/index.ts';
import { compileTerms, createMatcher } from './index.ts';
import type { MatchOptions } from './types.ts';

const matcher = createMatcher(compileTerms(KEYWORDS));
/** "surface=id" for every match, in order. */
const marks = (text: string, options: MatchOptions = {}) =>
  matcher.match(text, { context: 'mtg', ...options }).map((m) => `${text.slice(m.start, m.end)}=${m.id}`);
const at = (level: MatchOptions['level']) => (text: string, context: MatchOptions['context'] = 'mtg') => marks(text, { level, context });
const mechanics = at('mechanics');
const rules = at('rules');
const everything = at('everything');

describe('levels', () => {
  const text = 'Whenever you cast a spell, proliferate. Exile target creature with flying, then put a +1/+1 counter on it.';

  it('mechanics marks keyword abilities and mechanic actions only', () => {
    expect(mechanics(text)).toEqual(['proliferate=proliferate', 'flying=flying']);
  });

  it('rules adds the everyday rules vocabulary', () => {
    expect(rules(text)).toEqual(['cast=cast', 'proliferate=proliferate', 'Exile=exile', 'flying=flying', '+1/+1 counter=counters']);
  });

  it('everything is the default of the API (linking, explicit markup) and marks what 0.1 did', () => {
    expect(marks(text)).toEqual(everything(text));
    expect(everything('This deck plays cheap creatures.')).toEqual(['plays=play']);
  });

  it('a keyword with nothing to show is marked only at everything', () => {
    const empty = createMatcher(compileTerms(KEYWORDS, { hasContent: (id) => id !== 'proliferate' }));
    expect(empty.match('Proliferate.', { level: 'mechanics', context: 'mtg' })).toEqual([]);
    expect(empty.match('Proliferate.', { level: 'rules', context: 'mtg' })).toEqual([]);
    expect(empty.match('Proliferate.', { level: 'everything', context: 'mtg' })).toHaveLength(1);
  });

  it('rejects an unknown level', () => {
    expect(() => matcher.match('x', { level: 'most' as never })).toThrow(/level must be 'mechanics', 'rules' or 'everything', got "most"/);
  });
});

describe('counter: the verb 反击 or the noun 指示物', () => {
  it.each([
    ['an opponent counters the Adventure spell', 'counters=counter'],
    ['Counter target spell.', 'Counter=counter'],
    ["You can't counter it.", 'counter=counter'],
    ['another counter of each kind it already has', 'counter=counters'],
    ['two counters on it', 'counters on it=counters'],
    ['an age counter at the beginning of your upkeep', 'counter=counters'],
    ['three counters from among them', 'counters=counters'],
  ])('%s', (text, expected) => {
    expect(everything(text)).toContain(expected);
  });

  it('an undecided bare "counter" is dropped at the strict levels, kept as before at everything', () => {
    expect(rules('Leave the pie on the kitchen counter.')).toEqual([]);
    expect(everything('Leave the pie on the kitchen counter.')).toEqual(['counter=counter']);
  });
});

describe('ordinary English at the strict levels', () => {
  it('play needs something MTG plays after it', () => {
    expect(rules('This deck plays cheap creatures.')).toEqual([]);
    expect(rules('Thanks for playing!')).toEqual([]);
    expect(rules('Play it safe this turn.')).toEqual([]);
    // "from exile" alone is no signal: a heroine also "returns from exile".
    expect(rules('You may play that card this turn. Play lands from exile.')).toEqual(['play=play', 'Play=play']);
  });

  it('使用 needs a land, a card or "it" after it', () => {
    expect(rules('使用方法见说明书。万智牌')).toEqual([]);
    expect(rules('你可以使用该牌。')).toEqual(['使用=play']);
  });

  it('cast is not the cast of a film, casting doubt or cast iron', () => {
    expect(rules('The cast of the film was great; critics cast doubt on the ending; a cast iron pan.', 'auto')).toEqual([]);
    expect(rules('Whenever you cast a spell, scry 1.')).toEqual(['cast=cast', 'scry=scry']);
  });

  it('an everyday keyword after an article is the ordinary word', () => {
    expect(mechanics('In the shadow of the tower, a flash of light.')).toEqual([]);
    expect(mechanics('Drones carried out a double strike on the depot.', 'auto')).toEqual([]);
    expect(mechanics('The ward trigger resolves first; an Adventure spell goes to exile.')).toEqual(['ward=ward', 'Adventure=adventure']);
  });

  it('a keyword ability with an object is a verb ("visit the page")', () => {
    expect(mechanics('Before the tournament, visit the event page.')).toEqual([]);
    expect(mechanics('Is kicker an additional cost?')).toEqual(['kicker=kicker']);
  });

  it('English keyword actions are not lifted by the page alone', () => {
    expect(mechanics("Let's explore the numbers and adapt the list.")).toEqual([]);
    expect(mechanics('When this creature enters, it explores. {2}{G}')).toEqual(['explores=explore']);
  });
});

describe('site UI at the strict levels', () => {
  it('a label alone on its line is not a keyword', () => {
    expect(mechanics('Home\nDecks\nSupport\nLog in')).toEqual([]);
    expect(everything('Home\nDecks\nSupport\nLog in')).toEqual(['Support=support']);
  });

  it('but a card keyword line, a keyword column and a heading over its own text are', () => {
    expect(mechanics('Storm Herald {2}{R}\nCreature — Human Shaman\nFlash\nFlying\nWhen this creature enters, scry 2.')).toEqual([
      'Flash=flash',
      'Flying=flying',
      'scry=scry',
    ]);
    expect(mechanics('Phasing\nA phased-out permanent is treated as though it does not exist.')).toEqual(['Phasing=phasing', 'phased-out=phasing']);
  });

  it('an item of a menu is not a keyword; a list of keywords is', () => {
    expect(mechanics('Decks · Cards · Support · Visit our store')).toEqual([]);
    expect(mechanics('Learn more → | Discover | Explore all courses')).toEqual([]);
    expect(mechanics('Keywords: Flying · Haste · Ward · Convoke')).toEqual(['Flying=flying', 'Haste=haste', 'Ward=ward', 'Convoke=convoke']);
    expect(rules('复制卡表 | 导出 | 打印代理牌')).toEqual([]);
  });

  it('a Title Case run is a name or a menu item', () => {
    expect(mechanics('Read Storm Crow and Visit Our Store')).toEqual([]);
  });

  it('"has flying and trample": a keyword listed after another shares its signal', () => {
    expect(mechanics('It has flying and trample as long as you control a Forest.')).toEqual(['flying=flying', 'trample=trample']);
    expect(mechanics('Set mechanics: Madness, Investigate, Transform and Delirium')).toEqual([
      'Madness=madness',
      'Investigate=investigate',
      'Transform=transform',
      'Delirium=delirium',
    ]);
  });
});
