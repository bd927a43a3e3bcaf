// @vitest-environment happy-dom
// A popup result's roles: a treeitem, which may carry aria-expanded and hold the rulings' copy
// buttons, unlike an option. axe checks the built popup (axe-chromium.e2e).
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { proliferate } from '../../../widget/tooltip/test-fixtures.ts';
import type { SearchItem } from '../../lib/messages.ts';
import { ResultItem } from './ResultItem.tsx';

const item: SearchItem = {
  type: 'keyword',
  id: 'proliferate',
  score: 0,
  rulingCount: 2,
  keyword: { id: 'proliferate', kind: 'keyword-action', rule: '701.34', en: 'Proliferate', zhHans: '增殖', zhHant: '增殖' },
};
const t = (key: string, subs?: ReadonlyArray<string | number>) => (key === '@@ui_locale' ? 'en_US' : [key, ...(subs ?? [])].join(' '));

let host: HTMLElement | null = null;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = null;
});

function result(expanded: boolean): HTMLElement {
  host = document.body.appendChild(document.createElement('ul'));
  host.setAttribute('role', 'tree');
  render(<ResultItem item={item} domId="result-0" selected expanded={expanded} detail={proliferate()} lang="en" source="" t={t} onActivate={() => {}} />, host);
  return host.querySelector<HTMLElement>('#result-0')!;
}

describe('popup result roles', () => {
  it('is a treeitem that says whether it is expanded', () => {
    const collapsed = result(false);
    expect(collapsed.getAttribute('role')).toBe('treeitem');
    expect(collapsed.getAttribute('aria-expanded')).toBe('false');
    expect(collapsed.getAttribute('aria-selected')).toBe('true');
  });

  it('when expanded, holds the rulings and their copy buttons', () => {
    const open = result(true);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(open.querySelectorAll('[data-part="ruling"]').length).toBeGreaterThan(0);
    expect(open.querySelectorAll('button[data-part="copy"]').length).toBeGreaterThan(0);
  });
});
