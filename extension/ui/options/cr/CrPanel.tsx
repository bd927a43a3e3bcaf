// "Comprehensive Rules": import the CR the reader brings (Wizards' English text, the community
// Chinese text, or the bilingual JSON; one file or an English + Chinese pair). The files are read
// here first (read-picked-cr.ts); if any has an error, nothing is stored and every problem is
// listed as `file:line:col: error: message`, the CR stored before staying as it was. An accepted
// document replaces the stored one in one transaction and the background rebuilds its data, so
// open tabs and the popup show the definitions at once. Remove (or a replace) can be undone.
import { useEffect, useState } from 'preact/hooks';
import type { StoredCr } from '../../../lib/cr-store.ts';
import type { Translate } from '../../translate.ts';
import { formatDiagnostic, type PickedFile } from '../packs/check-files.ts';
import type { CrApi } from './cr-api.ts';
import { CrSummary } from './CrSummary.tsx';
import { readPickedCr } from './read-picked-cr.ts';

/** An error's message without the "Error: " a String() would add. */
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Outcome =
  | { kind: 'refused' | 'failed'; lines: string[] }
  | { kind: 'imported'; lines: string[]; version: string; undo?: () => void }
  | { kind: 'removed'; lines: []; version: string; undo: () => void }
  | null;

export function CrPanel({ api, t }: { api: CrApi; t: Translate }) {
  /** undefined: not read yet; null: none stored. */
  const [stored, setStored] = useState<StoredCr | null | undefined>(undefined);
  /** The names of the files being read (the "reading…" state), or null. */
  const [reading, setReading] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  const refresh = () =>
    api.load().then(
      (cr) => setStored(cr ?? null),
      (e) => setOutcome({ kind: 'failed', lines: [`the stored Comprehensive Rules could not be read (${why(e)})`] }),
    );
  useEffect(() => void refresh(), []);

  /** Runs a change to the stored CR; a failure is shown, and the CR re-read either way. */
  async function change(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setOutcome({ kind: 'failed', lines: [why(e)] });
    } finally {
      await refresh();
      setBusy(false);
    }
  }

  const restore = (cr: StoredCr) =>
    void change(async () => {
      setOutcome(null);
      await api.restore(cr);
    });

  async function importFiles(files: readonly PickedFile[]): Promise<void> {
    if (files.length === 0 || busy) return;
    setOutcome(null);
    setBusy(true);
    setReading(files.map((f) => f.name));
    const read = await readPickedCr(files);
    setReading(null);
    const lines = read.diagnostics.map(formatDiagnostic);
    const doc = read.doc;
    if (!doc) {
      setBusy(false);
      setOutcome({ kind: 'refused', lines });
      return;
    }
    const before = stored ?? undefined;
    await change(async () => {
      await api.save(doc);
      setOutcome({ kind: 'imported', lines, version: doc.effectiveDate, undo: before ? () => restore(before) : undefined });
    });
  }

  const pick = (list: FileList | null) => void importFiles(list ? [...list] : []);

  return (
    <fieldset class="cr" data-part="cr">
      <legend>{t('crTitle')}</legend>
      <p class="muted hint">{t('crHint')}</p>
      <label
        class={`drop${over ? ' over' : ''}`}
        data-part="cr-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          pick(e.dataTransfer?.files ?? null);
        }}
      >
        <input
          type="file"
          multiple
          accept=".txt,.json,text/plain,application/json"
          data-part="cr-input"
          disabled={busy}
          onChange={(e) => {
            const input = e.currentTarget as HTMLInputElement;
            pick(input.files);
            input.value = ''; // picking the same file again is a new import
          }}
        />
        <span class="muted">{t('crDrop')}</span>
      </label>
      {reading ? (
        <div class="progress" data-part="cr-reading" role="status">
          <progress />
          <span class="muted">{t('crReading', [reading.join(', ')])}</span>
        </div>
      ) : null}
      <div role="status" aria-live="polite" data-part="cr-status" data-outcome={outcome?.kind ?? ''}>
        {outcome ? <OutcomeView outcome={outcome} t={t} /> : null}
      </div>
      {stored === undefined ? null : stored === null ? (
        <p class="muted" data-part="cr-none">{t('crNone')}</p>
      ) : (
        <CrSummary
          stored={stored}
          t={t}
          busy={busy}
          onRemove={() =>
            void change(async () => {
              setOutcome(null);
              const removed = await api.remove();
              // No confirmation dialog: a remove can be taken back instead.
              if (removed) setOutcome({ kind: 'removed', lines: [], version: removed.doc.effectiveDate, undo: () => restore(removed) });
            })
          }
        />
      )}
    </fieldset>
  );
}

function OutcomeView({ outcome, t }: { outcome: NonNullable<Outcome>; t: Translate }) {
  const undo = 'undo' in outcome && outcome.undo ? (
    <button type="button" data-part="cr-undo" onClick={outcome.undo}>
      {t('packsUndo')}
    </button>
  ) : null;
  if (outcome.kind === 'removed') {
    return (
      <p>
        {t('crRemoved', [outcome.version])} {undo}
      </p>
    );
  }
  const head = outcome.kind === 'imported' ? t(outcome.undo ? 'crReplaced' : 'crImported', [outcome.version]) : t(outcome.kind === 'refused' ? 'crRefused' : 'crFailed');
  return (
    <div class={outcome.kind === 'imported' ? '' : 'error'}>
      <p>
        {head} {undo}
      </p>
      {outcome.lines.length ? (
        <ul class="diagnostics" data-part="cr-diagnostics">
          {outcome.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
