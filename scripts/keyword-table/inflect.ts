// English inflections for keyword names, so the matcher finds "proliferated", "scries",
// "equipped" or "turned face up" without a hand-written list per keyword.
//
// Rules (American spelling, as Wizards prints):
// - third person: +es after s/x/z/ch/sh and consonant+o; consonant+y → ies; else +s.
// - past (= participle unless irregular): e → +d; consonant+y → ied; doubled final consonant
//   (see below) + ed; else +ed.
// - gerund: ie → ying; silent final e dropped (but ee/ye/oe keep it); doubled final consonant
//   (see below) + ing; else +ing.
// - doubling: a one-syllable verb ending consonant-vowel-consonant (not w/x/y) doubles the
//   last letter (tap → tapped, plot → plotting); longer verbs double only when the last
//   syllable is stressed, which spelling cannot tell, so those are listed in STRESSED_LAST.
// Irregular verbs that occur in keyword names are listed in IRREGULAR.

export interface VerbForms {
  base: string;
  third: string;
  past: string;
  participle: string;
  gerund: string;
}

/** Verbs with irregular past forms (only those that keyword names need). */
const IRREGULAR: Readonly<Record<string, { past: string; participle?: string }>> = {
  behold: { past: 'beheld' },
  cast: { past: 'cast' },
  fight: { past: 'fought' },
  foretell: { past: 'foretold' },
  set: { past: 'set' },
};

/** Multi-syllable verbs stressed on the last syllable, so they double their final consonant
 * (Merriam-Webster: untapped, equipped, surveilled). */
const STRESSED_LAST: ReadonlySet<string> = new Set(['untap', 'equip', 'surveil']);

const VOWELS = 'aeiou';

function isVowel(ch: string | undefined): boolean {
  return ch !== undefined && VOWELS.includes(ch);
}

function isConsonant(ch: string | undefined): boolean {
  return ch !== undefined && /[a-z]/.test(ch) && !isVowel(ch);
}

/** Vowel groups ≈ syllables; "y" after a consonant counts as a vowel (scry, fortify). */
function syllableCount(word: string): number {
  const groups = word.replace(/e$/, '').match(/[aeiou]+|(?<=[^aeiou])y/g);
  return Math.max(1, groups?.length ?? 0);
}

function doublesFinal(verb: string): boolean {
  if (STRESSED_LAST.has(verb)) return true;
  const n = verb.length;
  const last = verb[n - 1];
  if (n < 3 || !isConsonant(last) || 'wxy'.includes(last)) return false;
  // "qu" spells a consonant sound: quip → quipped.
  const vowel = verb[n - 2];
  const before = verb[n - 3];
  const singleVowel = isVowel(vowel) && (isConsonant(before) || (before === 'u' && verb[n - 4] === 'q'));
  return singleVowel && syllableCount(verb) === 1;
}

function thirdPerson(verb: string): string {
  if (/(s|x|z|ch|sh)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/[^aeiou]o$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

function regularPast(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (doublesFinal(verb)) return `${verb}${verb[verb.length - 1]}ed`;
  return `${verb}ed`;
}

function gerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (doublesFinal(verb)) return `${verb}${verb[verb.length - 1]}ing`;
  return `${verb}ing`;
}

/** All forms of one English verb (a single lower-case word). */
export function verbForms(word: string): VerbForms {
  const verb = word.toLowerCase();
  if (!/^[a-z]+$/.test(verb)) {
    throw new Error(`verbForms: "${word}" is not a single English word (letters only)`);
  }
  const irregular = IRREGULAR[verb];
  const past = irregular?.past ?? regularPast(verb);
  return {
    base: verb,
    third: thirdPerson(verb),
    past,
    participle: irregular?.participle ?? past,
    gerund: gerund(verb),
  };
}

/** A verb phrase and the index of the word that inflects ("time travel" inflects word 1). */
export interface VerbPhrase {
  phrase: string;
  head: number;
}

export type VerbSpec = string | VerbPhrase;

/**
 * Inflects one word of a phrase and keeps the rest: "turn face up" → turn face up,
 * turns face up, turned face up, turning face up. Lower-case, duplicates removed, base first.
 */
export function inflectVerbPhrase(spec: VerbSpec): string[] {
  const { phrase, head } = typeof spec === 'string' ? { phrase: spec, head: 0 } : spec;
  const words = phrase.trim().toLowerCase().split(/\s+/);
  const word = words[head];
  if (word === undefined) {
    throw new Error(`inflectVerbPhrase: "${phrase}" has no word at index ${head}`);
  }
  const forms = verbForms(word);
  const out = [forms.base, forms.third, forms.past, forms.participle, forms.gerund].map((form) =>
    words.map((w, i) => (i === head ? form : w)).join(' '),
  );
  return [...new Set(out)];
}

/** Plural of one English noun (a single lower-case word). */
export function pluralize(word: string): string {
  const noun = word.toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "state-based action" → [state-based action, state-based actions]: the last word inflects. */
export function nounForms(phrase: string): string[] {
  const words = phrase.trim().toLowerCase().split(/\s+/);
  const last = words.length - 1;
  const plural = words.map((w, i) => (i === last ? pluralize(w) : w)).join(' ');
  return [...new Set([words.join(' '), plural])];
}
