// "Add by URL" in the packs panel: subscribe to a pack index or a pack file on the web (issue
// 25.3), the opt-in weekly update check, and the subscribed Comprehensive Rules (the CR panel
// shows the document; where it comes from is shown here, with its "Check for updates").
// Submitting asks the browser for access to that URL's host, in the click, then downloads and
// checks everything before anything is stored (lib/subscriptions.ts).
import { useEffect, useState } from 'preact/hooks';
import type { PackSubscription } from '../../../lib/pack-store.ts';
import type { SubscribeResult } from '../../../lib/subscriptions.ts';
import type { Translate } from '../../translate.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';
import { SubscriptionInfo } from './SubscriptionInfo.tsx';

interface Props {
  api: SubscriptionsApi;
  t: Translate;
  /** A pack was stored: the panel re-reads its list. */
  onSubscribed(): void;
  disabled?: boolean;
}

export function SubscribeForm({ api, t, onSubscribed, disabled }: Props) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeResult | null>(null);
  const [weekly, setWeekly] = useState<boolean | null>(null);
  const [cr, setCr] = useState<PackSubscription | null>(null);

  const readCr = () => void api.crSubscription().then(setCr, () => setCr(null));
  useEffect(() => {
    void api.weekly().then(setWeekly, () => setWeekly(false));
    readCr();
  }, []);

  function submit(e: Event): void {
    e.preventDefault();
    if (busy || !url.trim()) return;
    // Nothing awaited before this call: it asks for the host's access in this very event.
    const pending = api.subscribe(url);
    setBusy(true);
    setOutcome(null);
    void pending
      .catch((err: unknown): SubscribeResult => ({ ok: false, lines: [err instanceof Error ? err.message : String(err)] }))
      .then((r) => {
        setOutcome(r);
        setBusy(false);
        if (!r.ok) return;
        setUrl('');
        onSubscribed();
        if (r.kind === 'cr') readCr();
      });
  }

  return (
    <div class="subscribe" data-part="subscribe">
      <form class="subscribe-form" onSubmit={submit}>
        <label class="subscribe-url">
          <span>{t('subUrlLabel')}</span>
          <input
            type="url"
            data-part="sub-url"
            placeholder="https://…/index.json"
            spellcheck={false}
            value={url}
            disabled={busy}
            onInput={(e) => setUrl((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" data-part="sub-add" disabled={busy || disabled}>
          {busy ? t('subAdding') : t('subAdd')}
        </button>
      </form>
      <p class="muted hint">{t('subHint')}</p>
      <div role="status" aria-live="polite" data-part="sub-status" data-outcome={outcome ? (outcome.ok ? 'subscribed' : 'refused') : ''}>
        {outcome ? <Outcome outcome={outcome} t={t} /> : null}
      </div>
      <label class="subscribe-weekly">
        <input
          type="checkbox"
          data-part="sub-weekly"
          checked={weekly === true}
          disabled={weekly === null}
          onChange={(e) => {
            const on = (e.currentTarget as HTMLInputElement).checked;
            setWeekly(on);
            void api.setWeekly(on).catch(() => setWeekly(!on));
          }}
        />{' '}
        {t('subWeekly')}
      </label>
      <p class="muted hint">{t('subWeeklyHint')}</p>
      {cr ? (
        <div class="subscribe-cr" data-part="sub-cr">
          <strong>{t('subCrTitle')}</strong>
          <SubscriptionInfo sub={cr} target={{ kind: 'cr' }} api={api} t={t} onChanged={readCr} disabled={disabled} />
        </div>
      ) : null}
    </div>
  );
}

function Outcome({ outcome, t }: { outcome: SubscribeResult; t: Translate }) {
  if (!outcome.ok) {
    return (
      <div class="error">
        <p>{t('subRefused')}</p>
        <ul class="diagnostics" data-part="sub-diagnostics">
          {outcome.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div>
      <p>
        {outcome.kind === 'cr'
          ? t('subCrSubscribed', [outcome.name, outcome.revision])
          : t('subSubscribed', [outcome.name, t('rulingCount', [outcome.rulings ?? 0], outcome.rulings ?? 0), outcome.revision])}
      </p>
      {outcome.replacedCr ? <p data-part="sub-note">{t('subCrReplaced', [outcome.replacedCr])}</p> : null}
      {outcome.warnings.length ? (
        <ul class="diagnostics" data-part="sub-diagnostics">
          {outcome.warnings.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
