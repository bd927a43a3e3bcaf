// Mana / cost symbols: {2}{G}, {W/U}, {2/B}, {G/P}, {X}, {T}, {C}, {S}, {E}, and the Chinese
// card forms {五}{红}, {二}, {十二}, {横置}, {白/蓝}. A brace pair only counts when its content is
// one of these, so `{x}` in code or `{name}` templates is not taken for MTG context.

const LETTERS = 'WUBRGCXYZSTQEPH';
const HAN_NUMERALS = '零〇一二三四五六七八九十百';
const HAN_SYMBOLS = '白蓝黑红绿无雪藍紅綠無';
const HAN_WORDS = ['横置', '橫置', '重置'];
/** Longest content between the braces we accept. */
const MAX_CONTENT = 7;

function isDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0xff10 && c <= 0xff19);
}

function validPart(text: string, from: number, to: number): boolean {
  const n = to - from;
  if (n <= 0) return false;
  const c = text.charCodeAt(from);
  if (isDigit(c)) {
    if (n > 2) return false;
    return n === 1 || isDigit(text.charCodeAt(from + 1));
  }
  if (n === 1) {
    const ch = text[from];
    return LETTERS.includes(ch) || HAN_SYMBOLS.includes(ch) || HAN_NUMERALS.includes(ch);
  }
  const part = text.slice(from, to);
  if (HAN_WORDS.includes(part)) return true;
  if (n > 3) return false;
  for (let i = from; i < to; i++) if (!HAN_NUMERALS.includes(text[i])) return false;
  return true;
}

/**
 * If a mana symbol starts at `i` (text[i] === '{'), returns the index just after its '}',
 * else -1. Hybrid parts are separated by '/'.
 */
export function manaSymbolEnd(text: string, i: number): number {
  const limit = Math.min(text.length, i + 2 + MAX_CONTENT);
  let partStart = i + 1;
  for (let j = i + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x7d /* } */) return validPart(text, partStart, j) ? j + 1 : -1;
    if (c === 0x2f /* / */) {
      if (!validPart(text, partStart, j)) return -1;
      partStart = j + 1;
    } else if (c === 0x7b || c === 0x20 || c === 0x0a) return -1;
  }
  return -1;
}

/** End of a run of one or more mana symbols starting at `i`, or -1 when there is none. */
export function manaCostEnd(text: string, i: number): number {
  let end = -1;
  for (let j = i; j < text.length && text.charCodeAt(j) === 0x7b; ) {
    const e = manaSymbolEnd(text, j);
    if (e < 0) break;
    end = j = e;
  }
  return end;
}
