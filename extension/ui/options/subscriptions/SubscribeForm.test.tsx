// @vitest-environment happy-dom
// "Add by URL", the weekly checkbox and a subscribed pack's row details against a fake
// SubscriptionsApi: the subscribe and check calls happen inside the click (a permission request
// needs it), outcomes and problems are shown as text, the list is re-read after a change.
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PackSubscription } from '../../../lib/pack-store.ts';
import type { CheckResult, SubscribeResult } from '../../../lib/subscriptions.ts';
import type { Translate } from '../../translate.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';
import { SubscribeForm } from './SubscribeForm.tsx';
import { SubscriptionInfo } from './SubscriptionInfo.tsx';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const t: Translate = (key, subs) => [key, ...(subs ?? [])].join(' ');
const q = (part: string) => root.querySelector<HTMLElement>(`[data-part="${part}"]`);
async function until(ok: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!ok()) throw new Error(`timed out waiting for ${what}; html: ${root.innerHTML.slice(0, 500)}`);
}

function fakeApi(answers: { subscribe?: SubscribeResult; check?: CheckResult; cr?: PackSubscription | null } = {}) {
  const calls: string[] = [];
  let weekly = false;
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const api: SubscriptionsApi = {
    subscribe(url) {
      calls.push(`subscribe ${url}`);
      return gate.then(() => answers.subscribe ?? { ok: true, kind: 'rulings', name: 'Community', revision: 'r1', rulings: 3, warnings: [] });
    },
    check(target, url) {
      calls.push(`check ${JSON.stringify(target)} ${url}`);
      return gate.then(() => answers.check ?? { status: 'current', revision: 'r1' });
    },
    crSubscription: async () => answers.cr ?? null,
    weekly: async () => weekly,
    setWeekly: async (on) => void calls.push(`weekly ${(weekly = on)}`),
  };
  return { api, calls, release: () => release() };
}

function typeUrl(url: string): void {
  const input = q('sub-url') as HTMLInputElement;
  input.value = url;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('SubscribeForm', () => {
  it('subscribes inside the submit event, then shows the outcome and re-reads the list', async () => {
    const { api, calls, release } = fakeApi();
    let refreshed = 0;
    render(<SubscribeForm api={api} t={t} onSubscribed={() => refreshed++} />, root);
    typeUrl('https://packs.example.org/index.json');
    await new Promise((r) => setTimeout(r, 0));
    q('sub-add')!.click();
    // Synchronously, in the click: the permission request inside subscribe() needs the gesture.
    expect(calls).toEqual(['subscribe https://packs.example.org/index.json']);
    await until(() => q('sub-add')?.textContent === 'subAdding', 'busy');
    release();
    await until(() => q('sub-status')?.dataset.outcome === 'subscribed', 'subscribed');
    expect(q('sub-status')!.textContent).toBe('subSubscribed Community rulingCount 3 r1');
    expect(refreshed).toBe(1);
    expect((q('sub-url') as HTMLInputElement).value).toBe('');
  });

  it('lists every problem of a refused subscription as text, and keeps the URL typed', async () => {
    const lines = ['rulings.txt:9:3: error: date 2024-02-30 is not a real date', '<b>not html</b>'];
    const { api, release } = fakeApi({ subscribe: { ok: false, lines } });
    let refreshed = 0;
    render(<SubscribeForm api={api} t={t} onSubscribed={() => refreshed++} />, root);
    typeUrl('https://packs.example.org/bad.txt');
    await new Promise((r) => setTimeout(r, 0));
    q('sub-add')!.click();
    release();
    await until(() => q('sub-status')?.dataset.outcome === 'refused', 'refused');
    expect([...root.querySelectorAll('[data-part="sub-diagnostics"] li')].map((li) => li.textContent)).toEqual(lines);
    expect(root.querySelector('[data-part="sub-diagnostics"] b')).toBeNull();
    expect(refreshed).toBe(0);
    expect((q('sub-url') as HTMLInputElement).value).toBe('https://packs.example.org/bad.txt');
  });

  it('does nothing with an empty URL', async () => {
    const { api, calls } = fakeApi();
    render(<SubscribeForm api={api} t={t} onSubscribed={() => {}} />, root);
    q('sub-add')!.click();
    expect(calls).toEqual([]);
  });

  it('the weekly check is off until ticked; ticking stores it', async () => {
    const { api, calls } = fakeApi();
    render(<SubscribeForm api={api} t={t} onSubscribed={() => {}} />, root);
    const box = q('sub-weekly') as HTMLInputElement;
    await until(() => !box.disabled, 'the setting read');
    expect(box.checked).toBe(false);
    box.click();
    await until(() => calls.includes('weekly true'), 'stored');
    expect(box.checked).toBe(true);
  });

  it('shows the subscribed CR with its own check', async () => {
    const { api } = fakeApi({ cr: { url: 'https://rules.example.org/cr/index.json', revision: '20260417', licence: 'CC BY-NC 4.0' } });
    render(<SubscribeForm api={api} t={t} onSubscribed={() => {}} />, root);
    await until(() => !!q('sub-cr'), 'the CR subscription');
    expect(q('sub-cr')!.querySelector('[data-part="sub-origin"]')!.textContent).toBe('subFrom rules.example.org');
    expect(q('sub-cr')!.querySelector('[data-part="sub-licence"]')!.textContent).toBe('CC BY-NC 4.0');
  });
});

describe('SubscriptionInfo', () => {
  const sub: PackSubscription = {
    url: 'http://127.0.0.1:8080/packs/index.json',
    revision: 'sha256:0123456789abcdef',
    attribution: 'Test <volunteers>',
    licence: 'CC BY-SA 4.0',
    checkedAt: '2026-06-01T10:00:00.000Z',
    lastError: 'rulings.txt:3:1: error: no rulings found',
  };

  it('shows origin, revision, attribution, licence, last check and last error as text', () => {
    render(<SubscriptionInfo sub={sub} target={{ kind: 'rulings', id: 'p1' }} api={fakeApi().api} t={t} onChanged={() => {}} />, root);
    expect(q('sub-origin')!.textContent).toBe('subFrom 127.0.0.1:8080');
    expect(q('sub-origin')!.title).toBe(sub.url);
    expect(q('sub-revision')!.textContent).toBe('subRevision sha256:01234567');
    expect(q('sub-attribution')!.textContent).toBe('Test <volunteers>');
    expect(q('sub-licence')!.textContent).toBe('CC BY-SA 4.0');
    expect(q('sub-checked')!.textContent).toBe(`subChecked ${new Date(sub.checkedAt!).toLocaleString()}`);
    expect(q('sub-error')!.textContent).toBe(`subLastError ${sub.lastError}`);
  });

  it('checks inside the click, says how it went, and re-reads the list', async () => {
    const { api, calls, release } = fakeApi({ check: { status: 'updated', revision: 'r9', from: 'r1', warnings: [] } });
    let changed = 0;
    const { lastError: _e, ...ok } = sub;
    render(<SubscriptionInfo sub={ok} target={{ kind: 'rulings', id: 'p1' }} api={api} t={t} onChanged={() => changed++} />, root);
    expect(q('sub-error')).toBeNull();
    q('sub-check')!.click();
    expect(calls).toEqual([`check {"kind":"rulings","id":"p1"} ${sub.url}`]);
    release();
    await until(() => q('sub-result')?.dataset.status === 'updated', 'updated');
    expect(q('sub-result')!.textContent).toBe('subUpdated r9');
    expect(changed).toBe(1);
  });

  it('a failed check says the old rulings are kept', async () => {
    const { api, release } = fakeApi({ check: { status: 'failed', reason: 'HTTP 500' } });
    render(<SubscriptionInfo sub={sub} target={{ kind: 'cr' }} api={api} t={t} onChanged={() => {}} />, root);
    q('sub-check')!.click();
    release();
    await until(() => q('sub-result')?.dataset.status === 'failed', 'failed');
    expect(q('sub-result')!.textContent).toBe('subUpdateFailed');
  });
});
