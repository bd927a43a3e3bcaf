// One imported pack in the list: name, ruling count, date range, sources, the file it came
// from, and its on/off switch, export and remove buttons. A pack that is on but that the
// background skipped (damaged in storage) says so, and why: its switch is shown off and locked
// ("Damaged — skipped", not "On"), as its rulings are not shown anywhere; remove is the way out.
import type { ComponentChildren } from 'preact';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';

interface Props {
  pack: PackSummary;
  t: Translate;
  busy: boolean;
  /** On, but skipped by the background as damaged: why (storedPackProblem). Undefined: not. */
  damaged?: string;
  onToggle(enabled: boolean): void;
  onExport(): void;
  onRemove(): void;
  /** Rename (any pack) and edit as text (the personal pack): shown when given (ui/capture). */
  onRename?(): void;
  onEditText?(): void;
  /** Opened inside the row: the rename form or the text editor (ui/capture/PackToolPanel). */
  children?: ComponentChildren;
  /** Where a subscribed pack comes from, with its "Check for updates" (ui/options/subscriptions). */
  subscription?: ComponentChildren;
}

export function PackRow({ pack, t, busy, damaged, onToggle, onExport, onRemove, onRename, onEditText, children, subscription }: Props) {
  const skipped = damaged !== undefined;
  const dates = pack.firstDate === pack.lastDate ? pack.firstDate : t('packsDates', [pack.firstDate, pack.lastDate]);
  return (
    <li class="pack" data-pack={pack.name} data-enabled={String(pack.enabled)} data-damaged={skipped ? 'true' : undefined} data-personal={pack.personal ? 'true' : undefined}>
      <div class="pack-main">
        <strong data-part="pack-name">{pack.name}</strong>
        {pack.personal ? <span class="muted" data-part="pack-personal">{t('capturePersonal')}</span> : null}
        <span class="muted" data-part="pack-count">{t('rulingCount', [pack.rulingCount], pack.rulingCount)}</span>
        <span class="muted" data-part="pack-dates">{dates}</span>
        <span class="muted" data-part="pack-sources">{pack.sources.map((s) => `${s.source} ${s.count}`).join(' · ')}</span>
        <span class="muted file" title={pack.importedAt}>{pack.fileName}</span>
        {skipped ? (
          <span class="error" role="status" id={`pack-damaged-${pack.id}`} data-part="pack-damaged">
            {t('packsDamaged')} <span data-part="pack-problem">{t('gapsPackProblem', [damaged])}</span>
          </span>
        ) : null}
      </div>
      <div class="pack-actions">
        <label>
          <input
            type="checkbox"
            data-part="pack-enabled"
            checked={pack.enabled && !skipped}
            disabled={busy || skipped}
            aria-describedby={skipped ? `pack-damaged-${pack.id}` : undefined}
            onChange={(e) => onToggle((e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {skipped ? <span data-part="pack-skipped">{t('gapsPackSkipped')}</span> : t('packsEnabled')}
        </label>
        {onRename ? <button type="button" data-part="pack-rename-open" disabled={busy} onClick={onRename}>{t('captureRename')}</button> : null}
        {onEditText ? <button type="button" data-part="pack-edit-text" disabled={busy} onClick={onEditText}>{t('captureEdit')}</button> : null}
        <button type="button" data-part="pack-export" onClick={onExport}>{t('packsExport')}</button>
        <button type="button" data-part="pack-remove" disabled={busy} onClick={onRemove}>{t('packsRemove')}</button>
      </div>
      {subscription}
      {children}
    </li>
  );
}
