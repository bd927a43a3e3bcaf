// Turning a CR keyword heading into an id and clean name variants.

/**
 * Stable kebab-case id from an English name: "First Strike" → first-strike,
 * "Doctor’s companion" → doctors-companion, "∞ (Infinity)" → infinity, "For Mirrodin!" →
 * for-mirrodin. Apostrophes vanish (so possessives stay one word); every other run of
 * non-letters/digits becomes one hyphen. Throws when nothing is left.
 */
export function toId(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents (Lim-Dûl → lim-dul)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (id === '') throw new Error(`toId: "${name}" has no letters or digits to make an id from`);
  return id;
}

export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface NameVariants {
  /** Display name first (as written, trimmed), then the cleaned variants. */
  en: string[];
  zh: string[];
}

function dedupe(names: string[], fold: (s: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    const key = fold(name);
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** "∞ (Infinity)" → [∞, Infinity]; "∞（无限）" → [∞, 无限]; names without brackets → []. */
function bracketParts(name: string): string[] {
  const m = /^(.*?)\s*[(（]([^()（）]+)[)）]\s*$/.exec(name);
  return m ? [m[1], m[2]] : [];
}

/** "Lock/Locked" → [Lock, Locked]; "上锁/已上锁" → [上锁, 已上锁]. */
function slashParts(name: string): string[] {
  const parts = name.split(/\s*[/／]\s*/);
  return parts.length > 1 ? parts : [];
}

/** "For Mirrodin!" → [For Mirrodin]; "秘罗万岁！" → [秘罗万岁]. */
function withoutBang(name: string): string[] {
  const bare = name.replace(/\s*[!！]+$/, '');
  return bare !== name ? [bare] : [];
}

/**
 * Cleans one CR heading pair. Besides the display name, each side gets its parts:
 * bracketed glosses, slash alternatives, the name without a final "!", and — only when
 * both sides agree on the split — "A and B" / "A和B" / "A与B" (Tap and Untap = 横置和重置).
 */
export function nameVariants(en: string, zh: string): NameVariants {
  const enParts = [...bracketParts(en), ...slashParts(en), ...withoutBang(en)];
  const zhParts = [...bracketParts(zh), ...slashParts(zh), ...withoutBang(zh)];
  const enAnd = en.split(/\s+and\s+/i);
  const zhAnd = zh.split(/[和与]/);
  if (enAnd.length === 2 && zhAnd.length === 2 && zhAnd.every((p) => p.trim() !== '')) {
    enParts.push(...enAnd);
    zhParts.push(...zhAnd);
  }
  return {
    en: dedupe([en, ...enParts], (s) => s.toLowerCase()),
    zh: dedupe([zh, ...zhParts], (s) => s),
  };
}
