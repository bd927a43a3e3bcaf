// The capture page ("Add to my rulings"): the selected text laid out as a 单卡释疑 file, editable,
// checked as the reader types with every problem beside the text; the rulings it holds, each
// marked when the personal pack has it already; and "Save to my rulings", which stays disabled
// while the text has an error (warnings are allowed) or holds nothing new.
import { useEffect, useState } from 'preact/hooks';
import { reflowCapturedText } from '../../../rulings-data/packs/capture-text.ts';
import { splitNewRulings } from '../../../rulings-data/packs/capture-text-append.ts';
import { readCapturedText } from '../../../rulings-data/packs/capture-text-read.ts';
import type { Ruling } from '../../../rulings-data/schema.ts';
import type { StashedCapture } from '../../lib/capture-stash.ts';
import { PackTextRefused, type CaptureSaved } from '../../lib/personal-pack.ts';
import { formatDiagnostic } from '../options/packs/check-files.ts';
import type { Translate } from '../translate.ts';
import type { CaptureApi } from './capture-api.ts';
import { CheckedText } from './CheckedText.tsx';
import { RulingPreview } from './RulingPreview.tsx';
import { useCheck } from './use-check.ts';

type Outcome = { kind: 'saved'; saved: CaptureSaved } | { kind: 'refused'; lines: string[] } | { kind: 'failed'; message: string } | null;

const why = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** Only a web page's address becomes a link. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function CapturePage({ api, t }: { api: CaptureApi; t: Translate }) {
  /** undefined while loading; null: opened empty, to paste into. */
  const [initial, setInitial] = useState<StashedCapture | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [personal, setPersonal] = useState<{ name: string; rulings: Ruling[] } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const readPersonal = () => api.personal().then(setPersonal, (e) => setLoadError(why(e)));
  useEffect(() => {
    void api.initial().then(
      (capture) => {
        setInitial(capture);
        if (!capture) return;
        const laidOut = capture.laidOut ? capture.text : reflowCapturedText(capture.text);
        setText(laidOut);
        if (laidOut !== capture.text) api.remember(laidOut);
      },
      (e) => {
        setInitial(null);
        setLoadError(why(e));
      },
    );
    void readPersonal();
  }, []);

  const { result: check, current } = useCheck(text, readCapturedText);
  const blank = text.trim() === '';
  const { fresh, already } = splitNewRulings(personal?.rulings ?? [], check?.rulings ?? []);
  const errors = check?.errors ?? 0;
  const canSave = !saving && current && !blank && errors === 0 && fresh.length > 0;

  function edit(next: string): void {
    setText(next);
    api.remember(next);
  }

  async function save(): Promise<void> {
    setSaving(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'saved', saved: await api.save(text) });
    } catch (e) {
      setOutcome(e instanceof PackTextRefused ? { kind: 'refused', lines: e.diagnostics.map(formatDiagnostic) } : { kind: 'failed', message: why(e) });
    } finally {
      await readPersonal();
      setSaving(false);
    }
  }

  if (initial === undefined) return null;
  return (
    <main class="capture">
      <h1>{t('captureTitle')}</h1>
      <p class="muted hint">{initial ? t('captureIntro') : t('capturePasteIntro')}</p>
      {initial?.pageUrl ? (
        <p class="hint" data-part="capture-from">
          {t('captureFrom')}{' '}
          {isWebUrl(initial.pageUrl) ? (
            <a href={initial.pageUrl} rel="noreferrer">
              {initial.pageUrl}
            </a>
          ) : (
            initial.pageUrl
          )}
        </p>
      ) : null}
      {initial?.via === 'menu' ? (
        <p class="note" data-part="capture-rebuilt">
          {t('captureRebuilt')}
        </p>
      ) : null}
      {initial?.cutFrom ? (
        <p class="note error" data-part="capture-cut">
          {t('captureCut', [initial.cutFrom, initial.text.length])}
        </p>
      ) : null}
      {loadError ? (
        <p class="error" role="alert" data-part="capture-load-error">
          {loadError}
        </p>
      ) : null}
      <CheckedText
        id="capture-text"
        part="capture"
        label={t('captureTextLabel')}
        value={text}
        diagnostics={blank ? [] : (check?.diagnostics ?? null)}
        t={t}
        placeholder={t('capturePlaceholder')}
        onInput={edit}
      />
      <section class="capture-preview" aria-labelledby="capture-rulings-title">
        <h2 id="capture-rulings-title" data-part="capture-count" data-count={check?.rulings.length ?? 0}>
          {t('captureFound', [t('rulingCount', [check?.rulings.length ?? 0], check?.rulings.length ?? 0), fresh.length, already.length])}
        </h2>
        {check && check.rulings.length > 0 ? <RulingPreview rulings={check.rulings} already={new Set(already.map((r) => r.id))} t={t} /> : null}
      </section>
      <div class="capture-actions">
        <button type="button" class="primary" data-part="capture-save" disabled={!canSave} onClick={() => void save()}>
          {saving ? t('captureSaving') : t('captureSave')}
        </button>
        <span class="muted hint" data-part="capture-why-not">
          {saving || blank ? '' : errors > 0 ? t('captureFixErrors', [errors], errors) : check && check.rulings.length > 0 && fresh.length === 0 ? t('captureNothingNew') : ''}
        </span>
        <button type="button" data-part="capture-options" onClick={() => api.openOptions()}>
          {t('captureManage')}
        </button>
      </div>
      <div role="status" aria-live="polite" data-part="capture-status" data-outcome={outcome?.kind ?? ''}>
        {outcome ? <OutcomeView outcome={outcome} t={t} /> : null}
      </div>
    </main>
  );
}

function OutcomeView({ outcome, t }: { outcome: NonNullable<Outcome>; t: Translate }) {
  if (outcome.kind === 'saved') {
    const { pack, added, already } = outcome.saved;
    return (
      <p>
        {t('captureSaved', [t('rulingCount', [added.length], added.length), pack.name])}
        {already.length > 0 ? ` ${t('captureSavedAlready', [already.length], already.length)}` : ''}
      </p>
    );
  }
  return (
    <div class="error">
      <p>{t('captureFailed')}</p>
      {outcome.kind === 'refused' ? (
        <ul class="diagnostics" data-part="capture-refused">
          {outcome.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : (
        <p>{outcome.message}</p>
      )}
    </div>
  );
}
