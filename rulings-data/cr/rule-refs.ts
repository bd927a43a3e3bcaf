// Finds the references to other rules inside a rule's or a glossary entry's text ("See rule
// 702.9", "rules 601.2a–f", "rules 702.19b and 702.19c", "section 8", "参见规则 601.2a",
// "第7章") and splits the text into plain and reference segments, so the rules viewer can make
// each reference a link. Pure: no DOM; the caller says which rule numbers exist.
//
// A reference counts after its keyword (rule / rules / section / sections / 规则 / 第…章), or
// as a bare subrule number (608.2b: three digits, a dot, a digit); a bare "20" in "20 life" or
// "702" is never a rule. Each reference resolves to a number the document has: the number
// itself, else its nearest existing parent within the same rule (702.9z → 702.9 → 702, never
// the section); a range points at its first number (601.2a–f → 601.2a). A number that does not
// resolve stays plain text: a link to nowhere helps nobody.

/** A piece of text; `rule` is set when the piece is a reference (the number it links to). */
export interface RefSegment {
  text: string;
  rule?: string;
}

/** Which rule numbers exist (a Set<string> of CrRule.number fits). */
export interface RuleNumbers {
  has(number: string): boolean;
}

/** A rule number as the CR writes it: `7`, `702`, `702.9`, `702.9b` (not followed by a digit). */
const NUMBER = String.raw`\d{1,3}(?:\.\d{1,3}[a-z]?)?(?![\d])`;
/** The end of a range after a number: `–f`, `-h`, `–613.8`. The link points at its start. */
const RANGE = String.raw`(?:[–\-~～](?:[a-z](?![a-z])|${NUMBER}))?`;
const ITEM_RE = new RegExp(`^(${NUMBER})${RANGE}`);
/** "section 8", "第7章": the number is a section's. */
const SECTION_ITEM_RE = /^(\d)(?!\d|\.\d)/;
/** Between two numbers of one list: ", ", ", and ", " and ", " or ", "与", "和", "、", "至"… and
 *  in Chinese the keyword may come again ("规则601.2b与规则601.2f-h"). */
const SEPARATOR_RE = /^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through)\s+|\s*(?:与|和|及|或|、|至|到)\s*(?:规则\s*)?)/;
/** "rules 608.3a and b": a lone letter continuing the previous subrule (plural keyword only, and
 *  a later letter: "rules 601.2b and a spell" is no reference to 601.2a). */
const LETTER_RE = /^([a-z])(?![a-z\d])/;
/** The keywords that open a reference; the lookahead wants the number right after them. The
 *  last alternative is a subrule number with no keyword ("as described in 608.2b", "参见704.5h",
 *  "301.5a-f中"): three digits, a dot and a digit are a rule number in CR text, nothing else. */
const KEYWORD_RE = /\b((?:sub)?rules?|sections?)\s+(?=\d)|(规则)\s*(?=\d)|(第)\s*(?=\d\s*章)|(?<![\w.])()(?=\d{3}\.\d)/gi;

/** The rule one level up: 702.9b → 702.9 → 702 → 7 → undefined. */
export function ruleParent(number: string): string | undefined {
  if (/[a-z]$/.test(number)) return number.slice(0, -1);
  const dot = number.indexOf('.');
  if (dot >= 0) return number.slice(0, dot);
  return number.length === 3 ? number[0] : undefined;
}

/** `number` if the document has it, else its nearest existing parent down to the three-digit
 *  rule (702.9z → 702.9 → 702); undefined when none exists. */
export function resolveRule(number: string, rules: RuleNumbers): string | undefined {
  for (let n: string | undefined = number; n !== undefined; n = ruleParent(n)) {
    if (rules.has(n)) return n;
    if (/^\d{1,3}$/.test(n)) return undefined; // a rule's parent is its section: not a stand-in
  }
  return undefined;
}

/** One reference list found after a keyword: each item's span in the text and its target. */
interface Found {
  start: number;
  end: number;
  rule: string;
}

const laterLetter = (m: RegExpExecArray | null, last: string) => (m && m[1] > last.slice(-1) ? m : null);

/** Reads the list of numbers starting at `from` (right after the keyword). */
function readList(text: string, from: number, keyword: string, rules: RuleNumbers): { refs: Found[]; end: number } {
  const kw = keyword.toLowerCase();
  const sections = kw.startsWith('section') || kw === '第';
  // Chinese has no plural, and a bare number may start a list too: "规则608.3a和b", "608.3a and b".
  const plural = kw.endsWith('s') || kw === '规则' || kw === '';
  const refs: Found[] = [];
  let at = from;
  let keywordAt = -1;
  let last: string | undefined;
  for (;;) {
    const rest = text.slice(at);
    const item = sections ? SECTION_ITEM_RE.exec(rest) : ITEM_RE.exec(rest);
    const letter = !item && plural && last && /[a-z]$/.test(last) ? laterLetter(LETTER_RE.exec(rest), last) : null;
    if (!item && !letter) break;
    const number = item ? item[1] : last!.slice(0, -1) + letter![1];
    let end = at + (item ?? letter)![0].length;
    if (kw === '第') end += /^\s*章/.exec(text.slice(end))![0].length; // "第7章" links whole
    const rule = sections ? (rules.has(number) ? number : undefined) : resolveRule(number, rules);
    if (rule) refs.push({ start: keywordAt >= 0 ? keywordAt : at, end, rule });
    last = number;
    at = end;
    const sep = SEPARATOR_RE.exec(text.slice(at));
    if (!sep || !/^\s*(?:\d|[a-z](?![a-z\d]))/.test(text.slice(at + sep[0].length))) break;
    // A repeated keyword ("与规则601.2f") links with its number, as the first one does.
    const again = sep[0].indexOf('规则');
    at += sep[0].length;
    keywordAt = again >= 0 ? at - sep[0].length + again : -1;
  }
  return { refs, end: at };
}

/**
 * Splits `text` into plain and reference segments, in order; joined, the segments' texts are
 * `text` again. The first number of a list links together with its keyword ("rule 702.9",
 * "规则702.9", "第7章"); the numbers after it link alone, or with their own 规则 when it is
 * repeated ("规则601.2b与规则601.2f").
 */
export function splitRuleRefs(text: string, rules: RuleNumbers): RefSegment[] {
  const out: RefSegment[] = [];
  let plainFrom = 0;
  const push = (start: number, end: number, rule?: string) => {
    if (start > plainFrom) out.push({ text: text.slice(plainFrom, start) });
    out.push(rule ? { text: text.slice(start, end), rule } : { text: text.slice(start, end) });
    plainFrom = end;
  };
  KEYWORD_RE.lastIndex = 0;
  for (let m = KEYWORD_RE.exec(text); m; m = KEYWORD_RE.exec(text)) {
    const keywordStart = m.index;
    const listStart = m.index + m[0].length;
    const { refs, end } = readList(text, listStart, m[1] ?? m[2] ?? m[3] ?? m[4], rules);
    refs.forEach((r, i) => push(i === 0 && r.start === listStart ? keywordStart : r.start, r.end, r.rule));
    KEYWORD_RE.lastIndex = Math.max(end, keywordStart + 1); // a bare number's match is empty: move on
  }
  if (plainFrom < text.length || out.length === 0) out.push({ text: text.slice(plainFrom) });
  return out;
}
