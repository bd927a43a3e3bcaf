// One imported pack in the list: name, ruling count, date range, sources, the file it came
// from, and its on/off switch, export and remove buttons. A pack that is on but that the
// background skipped (damaged in storage) says so: its rulings are not shown anywhere.
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';

interface Props {
  pack: PackSummary;
  t: Translate;
  busy: boolean;
  /** On, but not in the background's data (skipped as damaged). */
  damaged?: boolean;
  onToggle(enabled: boolean): void;
  onExport(): void;
  onRemove(): void;
}

export function PackRow({ pack, t, busy, damaged = false, onToggle, onExport, onRemove }: Props) {
  const dates = pack.firstDate === pack.lastDate ? pack.firstDate : t('packsDates', [pack.firstDate, pack.lastDate]);
  return (
    <li class="pack" data-pack={pack.name} data-enabled={String(pack.enabled)} data-damaged={damaged ? 'true' : undefined}>
      <div class="pack-main">
        <strong data-part="pack-name">{pack.name}</strong>
        <span class="muted" data-part="pack-count">{t('rulingCount', [pack.rulingCount], pack.rulingCount)}</span>
        <span class="muted" data-part="pack-dates">{dates}</span>
        <span class="muted" data-part="pack-sources">{pack.sources.map((s) => `${s.source} ${s.count}`).join(' · ')}</span>
        <span class="muted file" title={pack.importedAt}>{pack.fileName}</span>
        {damaged ? (
          <span class="error" role="status" data-part="pack-damaged">
            {t('packsDamaged')}
          </span>
        ) : null}
      </div>
      <div class="pack-actions">
        <label>
          <input type="checkbox" data-part="pack-enabled" checked={pack.enabled} disabled={busy} onChange={(e) => onToggle((e.currentTarget as HTMLInputElement).checked)} />{' '}
          {t('packsEnabled')}
        </label>
        <button type="button" data-part="pack-export" onClick={onExport}>{t('packsExport')}</button>
        <button type="button" data-part="pack-remove" disabled={busy} onClick={onRemove}>{t('packsRemove')}</button>
      </div>
    </li>
  );
}
