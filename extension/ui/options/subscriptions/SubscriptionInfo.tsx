// Where a subscribed pack (or the subscribed CR) comes from, as a pack row shows it: the site,
// the revision, who made it and under which licence, when it was last checked and, when the
// last check failed, why (the stored rulings are then the old ones). "Check for updates" asks
// in its click for the site's access again (at once when still held), then checks.
import { useState } from 'preact/hooks';
import type { PackSubscription } from '../../../lib/pack-store.ts';
import type { CheckResult, SubscriptionTarget } from '../../../lib/subscriptions.ts';
import type { Translate } from '../../translate.ts';
import type { SubscriptionsApi } from './subscriptions-api.ts';

interface Props {
  sub: PackSubscription;
  target: SubscriptionTarget;
  api: SubscriptionsApi;
  t: Translate;
  /** The stored row changed (a check always notes its time): re-read the list. */
  onChanged(): void;
  disabled?: boolean;
}

/** The site a URL is on, as people read it (`packs.example.org`, `127.0.0.1:8080`). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A revision as shown: a bytes hash is cut to its first characters. */
const shortRevision = (r: string) => (r.startsWith('sha256:') ? r.slice(0, 15) : r);

export function SubscriptionInfo({ sub, target, api, t, onChanged, disabled }: Props) {
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);

  function check(): void {
    // Called in the click itself: the permission request inside needs it.
    const pending = api.check(target, sub.url);
    setChecking(true);
    setResult(null);
    void pending
      .catch((e: unknown): CheckResult => ({ status: 'failed', reason: e instanceof Error ? e.message : String(e) }))
      .then((r) => {
        setResult(r);
        setChecking(false);
        onChanged();
      });
  }

  return (
    <div class="subscription" data-part="subscription">
      <span class="muted" data-part="sub-origin" title={sub.url}>{t('subFrom', [hostOf(sub.url)])}</span>
      <span class="muted" data-part="sub-revision" title={sub.revision}>{t('subRevision', [shortRevision(sub.revision)])}</span>
      {sub.attribution ? <span data-part="sub-attribution">{sub.attribution}</span> : null}
      {sub.licence ? <span data-part="sub-licence">{sub.licence}</span> : null}
      <span class="muted" data-part="sub-checked">{sub.checkedAt ? t('subChecked', [new Date(sub.checkedAt).toLocaleString()]) : t('subNeverChecked')}</span>
      <button type="button" data-part="sub-check" disabled={disabled || checking} onClick={check}>
        {checking ? t('subChecking') : t('subCheck')}
      </button>
      <span role="status" aria-live="polite" data-part="sub-result" data-status={result?.status ?? ''}>
        {result?.status === 'current' ? t('subUpToDate') : result?.status === 'updated' ? t('subUpdated', [shortRevision(result.revision)]) : result?.status === 'failed' ? t('subUpdateFailed') : ''}
      </span>
      {sub.lastError ? (
        <span class="error" data-part="sub-error">
          {t('subLastError', [sub.lastError])}
        </span>
      ) : null}
    </div>
  );
}
