// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceBadge, sourceKind } from './SourceBadge.tsx';
import { stringsFor, type UiLang } from './strings.ts';

const root = document.createElement('div');
afterEach(() => render(null, root));

function badge(source: string, lang: UiLang = 'en') {
  render(<SourceBadge source={source} t={stringsFor(lang)} />, root);
  return root.querySelector<HTMLElement>('[data-part="badge"]')!;
}

describe('SourceBadge', () => {
  it('knows the three sources whatever their case or surrounding spaces', () => {
    expect(['official', 'Official ', 'MTGZH', 'mtgzh', 'GPT', 'gpt'].map(sourceKind)).toEqual([
      'official', 'official', 'mtgzh', 'mtgzh', 'gpt', 'gpt',
    ]);
    expect(sourceKind('wotc-blog')).toBe('other');
    expect(badge(' mtgzh ').textContent).toBe('MTGZH');
  });

  it('shows an unknown source as written, and an empty one as "?", never as nothing', () => {
    expect(badge('Judge Blog').textContent).toBe('Judge Blog');
    expect(badge('Judge Blog').title).toBe('Source: Judge Blog');
    expect(badge('  ', 'zh-Hans').textContent).toBe('?');
    expect(badge('  ', 'zh-Hans').title).toBe('来源：?');
  });
});
