// @vitest-environment happy-dom
// An expanded keyword in the popup when the background sent only the most relevant rulings that
// mention it (TooltipData.mentionedTotal): the group counts them all and its opened list ends
// "…and N more" in the browser's UI language, as the tooltip's does; with every one sent, or
// under a source filter that leaves none listed, it says what is true.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { TooltipRuling } from '../../../widget/contracts.ts';
import { proliferate } from '../../../widget/tooltip/test-fixtures.ts';
import type { SearchItem } from '../../lib/messages.ts';
import { ResultItem } from './ResultItem.tsx';

const mentions = (n: number, source = 'official'): TooltipRuling[] => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, date: '2026-01-01', source, en: `Mention ${i}.`, zh: `提及${i}。` }));
const item: SearchItem = {
  type: 'keyword',
  id: 'proliferate',
  score: 0,
  rulingCount: 2,
  keyword: { id: 'proliferate', kind: 'keyword-action', rule: '701.34', en: 'Proliferate', zhHans: '增殖', zhHant: '增殖' },
};

let host: HTMLElement | null = null;
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = null;
});

async function expanded(mentioned: TooltipRuling[], total: number | undefined, opts: { locale?: string; source?: string } = {}) {
  host = document.body.appendChild(document.createElement('ul'));
  const t = (key: string, subs?: ReadonlyArray<string | number>) => (key === '@@ui_locale' ? (opts.locale ?? 'en_US') : [key, ...(subs ?? [])].join(' '));
  const detail = proliferate({ mentioned, ...(total === undefined ? {} : { mentionedTotal: total }) });
  render(<ResultItem item={item} domId="r0" selected expanded detail={detail} lang="en" source={opts.source ?? ''} t={t} onActivate={() => {}} />, host);
  const toggle = host.querySelector<HTMLButtonElement>('[data-part="mentioned-toggle"]');
  toggle?.click();
  await new Promise((r) => setTimeout(r, 0));
  const listed = host.querySelectorAll('[data-part="mentioned-rulings"] > li:not([data-part="mentioned-more"])').length;
  return { toggle: toggle?.textContent ?? null, listed, more: host.querySelector('[data-part="mentioned-more"]')?.textContent ?? null };
}

describe('popup result: mentioned rulings, capped', () => {
  it('counts them all and ends the opened list with "…and N more"', async () => {
    expect(await expanded(mentions(30), 6389)).toMatchObject({ listed: 30, more: '…and 6,359 more' });
    expect((await expanded(mentions(30), 6389)).toggle).toContain('(6389)');
  });

  it('says it in the browser UI language (zh_TW), and nothing more when all were sent', async () => {
    expect((await expanded(mentions(30), 31, { locale: 'zh_TW' })).more).toBe('……另有 1 條');
    expect(await expanded(mentions(30), undefined)).toMatchObject({ listed: 30, more: null });
    expect(await expanded(mentions(30), 30)).toMatchObject({ listed: 30, more: null });
  });

  it('under a source filter, lists the matching ones sent and still says how many were not sent', async () => {
    expect(await expanded([...mentions(2, 'mtgzh'), ...mentions(3)], 105, { source: 'MTGZH' })).toMatchObject({ listed: 2, more: '…and 100 more' });
    expect(await expanded(mentions(3), 3, { source: 'MTGZH' })).toMatchObject({ toggle: null, listed: 0 });
  });
});
