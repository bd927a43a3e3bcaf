import { describe, expect, it } from 'vitest';
import { ID_PATTERN, nameVariants, toId } from './names.ts';

describe('toId', () => {
  it.each([
    ['Proliferate', 'proliferate'],
    ['First Strike', 'first-strike'],
    ['Commander ninjutsu', 'commander-ninjutsu'],
    ['Doctor’s companion', 'doctors-companion'],
    ["Doctor's companion", 'doctors-companion'],
    ['∞ (Infinity)', 'infinity'],
    ['For Mirrodin!', 'for-mirrodin'],
    ['Jump-Start', 'jump-start'],
    ['Lim-Dûl the Necromancer', 'lim-dul-the-necromancer'],
  ])('%s → %s', (name, id) => {
    expect(toId(name)).toBe(id);
    expect(id).toMatch(ID_PATTERN);
  });

  it('throws when no letters or digits are left', () => {
    expect(() => toId('∞')).toThrow(/"∞" has no letters or digits/);
  });
});

describe('nameVariants', () => {
  it('keeps a plain name as it is', () => {
    expect(nameVariants('Madness', '疯魔')).toEqual({ en: ['Madness'], zh: ['疯魔'] });
  });

  it('splits "A and B" when both languages agree', () => {
    expect(nameVariants('Tap and Untap', '横置和重置')).toEqual({
      en: ['Tap and Untap', 'Tap', 'Untap'],
      zh: ['横置和重置', '横置', '重置'],
    });
    expect(nameVariants('Daybound and Nightbound', '昼形与夜形').zh).toEqual(['昼形与夜形', '昼形', '夜形']);
  });

  it('does not split when the Chinese name is one word', () => {
    expect(nameVariants('Search and Destroy', '搜毁')).toEqual({ en: ['Search and Destroy'], zh: ['搜毁'] });
  });

  it('splits bracketed glosses (half- and full-width)', () => {
    expect(nameVariants('∞ (Infinity)', '∞（无限）')).toEqual({
      en: ['∞ (Infinity)', '∞', 'Infinity'],
      zh: ['∞（无限）', '∞', '无限'],
    });
  });

  it('splits slash alternatives', () => {
    expect(nameVariants('Lock/Locked', '上锁/已上锁')).toEqual({
      en: ['Lock/Locked', 'Lock', 'Locked'],
      zh: ['上锁/已上锁', '上锁', '已上锁'],
    });
  });

  it('adds the name without a final exclamation mark', () => {
    expect(nameVariants('For Mirrodin!', '秘罗万岁！')).toEqual({
      en: ['For Mirrodin!', 'For Mirrodin'],
      zh: ['秘罗万岁！', '秘罗万岁'],
    });
  });
});
