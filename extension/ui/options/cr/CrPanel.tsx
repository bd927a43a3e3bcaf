// "Comprehensive Rules": import the CR the reader brings (Wizards' English text, the community
// Chinese text, or the bilingual JSON; one file or an English + Chinese pair). The files are read
// here first (read-picked-cr.ts); if any has an error, nothing is stored and every problem is
// listed as `file:line:col: error: message`, the CR stored before staying as it was. An accepted
// document replaces the stored one in one transaction, the import worker merges it with the
// stored packs (a progress bar meanwhile, as for packs) and the background takes it up, so open
// tabs and the popup show the definitions at once. Remove (or a replace) can be undone. A CR
// changed elsewhere (a subscription's update, another options tab) is shown when it happens.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { StoredCr } from '../../../lib/cr-store.ts';
import type { Translate } from '../../translate.ts';
import { useFileImport, type FileImport } from '../use-file-import.ts';
import { formatDiagnostic, type PickedFile } from '../packs/check-files.ts';
import { DiagnosticList, FileDrop } from '../packs/FileDrop.tsx';
import { ImportProgress } from '../packs/ImportProgress.tsx';
import type { CrApi } from './cr-api.ts';
import { CrSummary } from './CrSummary.tsx';
import { readPickedCr } from './read-picked-cr.ts';

type Outcome =
  | { kind: 'refused' | 'failed'; lines: string[] }
  | { kind: 'imported'; lines: string[]; version: string; undo?: () => void }
  | { kind: 'removed'; lines: []; version: string; undo: () => void };

/** What tells one stored CR from another (cr-store.ts CrKeyRecord: import time and version). */
const identity = (cr: { importedAt: string; version: string } | null | undefined) => (cr ? `${cr.importedAt} ${cr.version}` : '');

export function CrPanel({ api, t }: { api: CrApi; t: Translate }) {
  /** undefined: not read yet; null: none stored. */
  const [stored, setStored] = useState<StoredCr | null | undefined>(undefined);
  /** The names of the files being read (the "reading…" state), or null. */
  const [reading, setReading] = useState<string[] | null>(null);
  const refresh = (): Promise<void> =>
    api.load().then(
      (cr) => setStored(cr ?? null),
      (e) => files.setOutcome({ kind: 'failed', lines: [`the stored Comprehensive Rules could not be read (${e instanceof Error ? e.message : String(e)})`] }),
    );
  const files: FileImport<Outcome> = useFileImport<Outcome>({ refresh, failed: (message) => ({ kind: 'failed', lines: [message] }), importFiles });
  useEffect(() => void refresh(), []);
  useCrFollower(api, stored, refresh);

  const restore = (cr: StoredCr) =>
    void files.change(async () => {
      files.setOutcome(null);
      await api.restore(cr, files.setProgress);
    });

  async function importFiles(picked: readonly PickedFile[]): Promise<void> {
    setReading(picked.map((f) => f.name));
    const read = await readPickedCr(picked).finally(() => setReading(null));
    const lines = read.diagnostics.map(formatDiagnostic);
    const doc = read.doc;
    if (!doc) return files.setOutcome({ kind: 'refused', lines });
    const before = stored ?? undefined;
    await api.save(doc, files.setProgress);
    files.setOutcome({ kind: 'imported', lines, version: doc.effectiveDate, undo: before ? () => restore(before) : undefined });
  }

  const remove = () =>
    void files.change(async () => {
      files.setOutcome(null);
      const removed = await api.remove(files.setProgress);
      // No confirmation dialog: a remove can be taken back instead.
      if (removed) files.setOutcome({ kind: 'removed', lines: [], version: removed.doc.effectiveDate, undo: () => restore(removed) });
    });

  return (
    <fieldset class="cr" data-part="cr">
      <legend>{t('crTitle')}</legend>
      <p class="muted hint">{t('crHint')}</p>
      <FileDrop part="cr-drop" inputPart="cr-input" accept=".txt,.json,text/plain,application/json" disabled={files.busy} label={t('crDrop')} onPick={files.pick} />
      {reading ? (
        <div class="progress" data-part="cr-reading" role="status">
          <progress />
          <span class="muted">{t('crReading', [reading.join(', ')])}</span>
        </div>
      ) : null}
      {files.progress ? <ImportProgress progress={files.progress} t={t} part="cr" /> : null}
      <div role="status" aria-live="polite" data-part="cr-status" data-outcome={files.outcome?.kind ?? ''}>
        {files.outcome ? <OutcomeView outcome={files.outcome} t={t} /> : null}
      </div>
      {stored === undefined ? null : stored === null ? (
        <p class="muted" data-part="cr-none">{t('crNone')}</p>
      ) : (
        <CrSummary stored={stored} t={t} busy={files.busy} onRemove={remove} />
      )}
    </fieldset>
  );
}

/** Re-reads the stored CR when the background's data changed and the CR is not the one shown
 *  (a subscription's update in the background, another tab): its small key record is compared
 *  first, so a change of packs does not read the whole document again. */
function useCrFollower(api: CrApi, stored: StoredCr | null | undefined, refresh: () => Promise<unknown>): void {
  const shown = useRef('');
  shown.current = identity(stored && { importedAt: stored.importedAt, version: stored.doc.version });
  useEffect(
    () =>
      api.watch?.(() => {
        const key = api.key ? api.key().then(identity, () => null) : Promise.resolve(null);
        void key.then((now) => (now === shown.current ? undefined : refresh()));
      }),
    [],
  );
}

function OutcomeView({ outcome, t }: { outcome: Outcome; t: Translate }) {
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
      <DiagnosticList lines={outcome.lines} part="cr-diagnostics" />
    </div>
  );
}
