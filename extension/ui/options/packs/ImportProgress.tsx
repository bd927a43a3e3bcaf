// The import's progress bar: a real <progress> (its value from import-progress.ts) and what is
// being done in words, the bar labelled by them for screen readers.
import type { Translate } from '../../translate.ts';
import { progressValue, PROGRESS_MAX, type ImportProgress as Progress } from './import-progress.ts';

/** The words for a progress report (the old in-page path's "store" has no ruling count). */
export function progressText(p: Progress, t: Translate): string {
  const n = (p.rulings ?? 0).toLocaleString();
  switch (p.phase) {
    case 'check':
      return t('packsChecking', [p.file, Math.min(p.done + 1, p.total), p.total]);
    case 'store':
      return p.rulings === undefined ? t('packsStoring') : t('scaleStoring', [n]);
    case 'link':
      return t('scaleLinking', [n]);
    case 'save':
      return t('scaleSaving');
    case 'apply':
      return t('scaleApplying');
  }
}

/** `part`: the panel's prefix of the data-parts and the text's id (`pack`, `cr`: both panels
 *  are on one page). */
export function ImportProgress({ progress, t, part = 'pack' }: { progress: Progress; t: Translate; part?: string }) {
  return (
    <div class="progress" data-part={`${part}-progress`} data-phase={progress.phase}>
      <progress max={PROGRESS_MAX} value={progressValue(progress)} aria-labelledby={`${part}-progress-text`} />
      <span class="muted" id={`${part}-progress-text`} data-part={`${part}-progress-text`}>
        {progressText(progress, t)}
      </span>
    </div>
  );
}
