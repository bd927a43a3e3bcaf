// "Your own rulings": import 单卡释疑 packs (.txt, .zip of them, or a rulings.json bundle) by
// picking or dropping files. Every file is checked here first (check-files.ts, the parser the
// CLI uses); if any file has an error, nothing of the pick is stored and every problem is listed
// as `file:line:col: error: message`. Accepted packs are stored in one transaction and the
// background rebuilds its data, so open tabs and the popup see them at once.
import { useEffect, useState } from 'preact/hooks';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';
import { checkFiles, formatDiagnostic, type CheckProgress, type PickedFile } from './check-files.ts';
import { PackRow } from './PackRow.tsx';
import type { PacksApi, RemovedPack } from './packs-api.ts';

/** An error's message without the "Error: " a String() would add. */
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Outcome =
  | { kind: 'refused' | 'imported' | 'failed'; lines: string[]; count?: number; rulings?: number; notes?: string[] }
  | { kind: 'removed'; lines: []; name: string; undo: () => void }
  | null;

export function PacksPanel({ api, t }: { api: PacksApi; t: Translate }) {
  const [packs, setPacks] = useState<PackSummary[] | null>(null);
  const [progress, setProgress] = useState<(CheckProgress & { phase: 'check' | 'store' }) | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  /** The packs the background merged (null: unknown): an enabled pack missing there is damaged. */
  const [inUse, setInUse] = useState<ReadonlySet<string> | null>(null);

  const refresh = () =>
    Promise.all([api.list(), api.inUse().catch(() => null)]).then(
      ([list, used]) => {
        setPacks(list);
        setInUse(used);
      },
      (e) => setOutcome({ kind: 'failed', lines: [`the stored packs could not be read (${why(e)})`] }),
    );
  useEffect(() => void refresh(), []);
  // A file dropped beside the drop zone would make the browser open it in place of the options
  // page (losing what was shown). Dropped files go to the zone only; elsewhere nothing happens.
  useEffect(() => {
    const off = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    window.addEventListener('dragover', off);
    window.addEventListener('drop', off);
    return () => {
      window.removeEventListener('dragover', off);
      window.removeEventListener('drop', off);
    };
  }, []);

  /** Runs a change to the stored packs; a failure is shown, and the list re-read either way. */
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

  async function importFiles(files: readonly PickedFile[]): Promise<void> {
    if (files.length === 0 || busy) return;
    setOutcome(null);
    setBusy(true);
    const checked = await checkFiles(files, (p) => setProgress({ ...p, phase: 'check' }));
    const lines = checked.diagnostics.map(formatDiagnostic);
    if (checked.refused) {
      setProgress(null);
      setBusy(false);
      setOutcome({ kind: 'refused', lines });
      return;
    }
    setProgress({ done: files.length, total: files.length, file: '', phase: 'store' });
    await change(async () => {
      const names = await api.add(checked.packs);
      const rulings = checked.packs.reduce((n, p) => n + p.rulings.length, 0);
      // A second "my-notes" is most often a newer version of the first: both stay on (their
      // changed rulings then show side by side) until the user removes the old one. Say so.
      const notes = checked.packs.flatMap((p, i) => (names[i] && names[i] !== p.name ? [t('packsRenamed', [names[i], p.name])] : []));
      setOutcome({ kind: 'imported', lines, count: checked.packs.length, rulings, notes });
    });
    setProgress(null);
  }

  /** Stores a removed pack again, switched on or off as it was. */
  function undo(removed: RemovedPack): Promise<void> {
    return change(async () => {
      setOutcome(null);
      const { enabled, ...pack } = removed;
      await api.add([pack]);
      if (!enabled) {
        const back = (await api.list()).at(-1);
        if (back) await api.setEnabled(back.id, false);
      }
    });
  }

  const pick = (list: FileList | null) => void importFiles(list ? [...list] : []);

  return (
    <fieldset class="packs" data-part="packs">
      <legend>{t('packsTitle')}</legend>
      <p class="muted hint">{t('packsHint')}</p>
      <p class="muted hint" data-part="packs-format">{t('packsFormat')}</p>
      <label
        class={`drop${over ? ' over' : ''}`}
        data-part="drop"
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
          accept=".txt,.zip,.json,text/plain,application/zip,application/json"
          data-part="pack-input"
          disabled={busy}
          onChange={(e) => {
            const input = e.currentTarget as HTMLInputElement;
            pick(input.files);
            input.value = ''; // picking the same file again is a new import
          }}
        />
        <span class="muted">{t('packsDrop')}</span>
      </label>
      {progress ? (
        <div class="progress" data-part="pack-progress">
          <progress max={progress.total + 1} value={progress.phase === 'store' ? progress.total + 0.5 : progress.done} />
          <span class="muted">{progress.phase === 'store' ? t('packsStoring') : t('packsChecking', [progress.file, progress.done + 1, progress.total])}</span>
        </div>
      ) : null}
      <div role="status" aria-live="polite" data-part="pack-status" data-outcome={outcome?.kind ?? ''}>
        {outcome ? <OutcomeView outcome={outcome} t={t} /> : null}
      </div>
      {packs === null ? null : packs.length === 0 ? (
        <p class="muted" data-part="packs-empty">{t('packsNone')}</p>
      ) : (
        <ul class="pack-list" data-part="pack-list">
          {packs.map((p) => (
            <PackRow
              key={p.id}
              pack={p}
              t={t}
              busy={busy}
              damaged={p.enabled && inUse !== null && !inUse.has(p.name)}
              onToggle={(on) => {
                // Shown at once (a controlled checkbox would snap back until the store answers).
                setPacks(packs.map((x) => (x.id === p.id ? { ...x, enabled: on } : x)));
                void change(() => api.setEnabled(p.id, on));
              }}
              onExport={() => void api.exportPack(p.id).catch((e) => setOutcome({ kind: 'failed', lines: [`${p.name}: export failed (${why(e)})`] }))}
              onRemove={() => void change(async () => {
                setOutcome(null);
                const removed = await api.remove(p.id);
                // No confirmation dialog: a remove can be taken back instead (texts and all).
                if (removed) setOutcome({ kind: 'removed', lines: [], name: p.name, undo: () => void undo(removed) });
              })}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function OutcomeView({ outcome, t }: { outcome: NonNullable<Outcome>; t: Translate }) {
  if (outcome.kind === 'removed') {
    return (
      <p>
        {t('packsRemoved', [outcome.name])}{' '}
        <button type="button" data-part="pack-undo" onClick={outcome.undo}>
          {t('packsUndo')}
        </button>
      </p>
    );
  }
  const head =
    outcome.kind === 'refused'
      ? t('packsRefused')
      : outcome.kind === 'failed'
        ? t('packsFailed')
        : t('packsImported', [outcome.count ?? 0, t('rulingCount', [outcome.rulings ?? 0], outcome.rulings ?? 0)], outcome.count ?? 0);
  return (
    <div class={outcome.kind === 'imported' ? '' : 'error'}>
      <p>{head}</p>
      {outcome.notes?.map((n, i) => (
        <p key={i} data-part="pack-note">
          {n}
        </p>
      ))}
      {outcome.lines.length ? (
        <ul class="diagnostics" data-part="pack-diagnostics">
          {outcome.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
