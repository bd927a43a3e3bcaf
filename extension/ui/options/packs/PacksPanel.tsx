// "Your own rulings": import 单卡释疑 packs (.txt, .zip of them, or a rulings.json bundle) by
// picking or dropping files. Every file is checked here first (check-files.ts, the parser the
// CLI uses); if any file has an error, nothing of the pick is stored and every problem is listed
// as `file:line:col: error: message`. Accepted packs are stored in one transaction and the
// background rebuilds its data, so open tabs and the popup see them at once. The pick, the
// busy state, failures and the progress bar are the CR panel's too (../use-file-import.ts).
import { useEffect, useState } from 'preact/hooks';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';
import { useFileImport, why, type FileImport } from '../use-file-import.ts';
import { checkFiles, formatDiagnostic, type PickedFile } from './check-files.ts';
import { DiagnosticList, FileDrop } from './FileDrop.tsx';
import type { ImportOutcome, ImportProgress as Progress } from './import-progress.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { PackRow } from './PackRow.tsx';
import type { PacksApi, RemovedPack } from './packs-api.ts';
import type { PackToolsApi } from '../../capture/pack-tools-api.ts';
import { PackToolPanel, type PackTool } from '../../capture/PackToolPanel.tsx';
import type { SubscriptionsApi } from '../subscriptions/subscriptions-api.ts';
import { SubscribeForm } from '../subscriptions/SubscribeForm.tsx';
import { SubscriptionInfo } from '../subscriptions/SubscriptionInfo.tsx';

type Outcome =
  | { kind: 'refused' | 'imported' | 'failed'; lines: string[]; count?: number; rulings?: number; notes?: string[] }
  | { kind: 'removed'; lines: []; name: string; undo: () => void };

interface Props {
  api: PacksApi;
  t: Translate;
  /** Rename, the personal pack's text editor and "Paste rulings" (ui/capture); without it the
   *  list has none of them. */
  tools?: PackToolsApi;
  /** "Add by URL" and subscribed packs' details (ui/options/subscriptions); without it, neither. */
  subs?: SubscriptionsApi;
}

export function PacksPanel({ api, t, tools, subs }: Props) {
  const list = usePackList(api, (lines) => files.setOutcome({ kind: 'failed', lines }));
  const files: FileImport<Outcome> = useFileImport<Outcome>({
    refresh: list.refresh,
    failed: (message) => ({ kind: 'failed', lines: [message] }),
    async importFiles(picked) {
      const done = await checkAndStore(api, picked, files.setProgress);
      files.setOutcome(await importOutcome(api, done, t));
    },
  });

  /** Stores a removed pack again, switched on or off as it was. */
  const undo = (removed: RemovedPack) =>
    files.change(async () => {
      files.setOutcome(null);
      const { enabled, ...pack } = removed;
      await api.add([pack]);
      if (!enabled) {
        const back = (await api.list()).at(-1);
        if (back) await api.setEnabled(back.id, false);
      }
    });
  const remove = (p: PackSummary) =>
    void files.change(async () => {
      files.setOutcome(null);
      const removed = await api.remove(p.id);
      // No confirmation dialog: a remove can be taken back instead (texts and all).
      if (removed) files.setOutcome({ kind: 'removed', lines: [], name: p.name, undo: () => void undo(removed) });
    });

  return (
    <fieldset class="packs" data-part="packs">
      <legend>{t('packsTitle')}</legend>
      <p class="muted hint">{t('packsHint')}</p>
      <p class="muted hint" data-part="packs-format">{t('packsFormat')}</p>
      <FileDrop part="drop" inputPart="pack-input" accept=".txt,.zip,.json,text/plain,application/zip,application/json" disabled={files.busy} label={t('packsDrop')} onPick={files.pick} />
      {tools ? (
        <p class="hint">
          <button type="button" data-part="capture-paste" onClick={() => tools.openCapture()}>{t('capturePaste')}</button>{' '}
          <span class="muted">{t('capturePasteHint')}</span>
        </p>
      ) : null}
      {subs ? <SubscribeForm api={subs} t={t} disabled={files.busy} onSubscribed={() => void list.refresh()} /> : null}
      {files.progress ? <ImportProgress progress={files.progress} t={t} /> : null}
      <div role="status" aria-live="polite" data-part="pack-status" data-outcome={files.outcome?.kind ?? ''}>
        {files.outcome ? <OutcomeView outcome={files.outcome} t={t} /> : null}
      </div>
      <PackList {...{ api, t, tools, subs, list, files }} onRemove={remove} />
    </fieldset>
  );
}

interface PackListState {
  packs: PackSummary[] | null;
  setPacks(packs: PackSummary[]): void;
  /** The packs the background skipped as damaged, with why (null: it did not say). By id: the
   *  list may be read again (after a rename) before the background has merged anew. */
  skipped: ReadonlyMap<string, string> | null;
  refresh(): Promise<void>;
}

/** The stored packs and the background's word on which it skipped, read now and by refresh(). */
function usePackList(api: PacksApi, failed: (lines: string[]) => void): PackListState {
  const [packs, setPacks] = useState<PackSummary[] | null>(null);
  const [skipped, setSkipped] = useState<ReadonlyMap<string, string> | null>(null);
  const refresh = () =>
    Promise.all([api.list(), api.skipped().catch(() => null)]).then(
      ([rows, left]) => {
        setPacks(rows);
        setSkipped(left && new Map(left.map((s) => [s.id ?? s.name, s.problem])));
      },
      (e) => failed([`the stored packs could not be read (${why(e)})`]),
    );
  useEffect(() => void refresh(), []);
  return { packs, setPacks, skipped, refresh };
}

/** Checks and stores the pick: off the page's thread when the api can (api.importFiles, with
 *  the merge for the background done there too), else here, then api.add. */
async function checkAndStore(api: PacksApi, files: readonly PickedFile[], setProgress: (p: Progress) => void): Promise<ImportOutcome> {
  if (api.importFiles) return api.importFiles(files, setProgress);
  const checked = await checkFiles(files, (p) => p.done < p.total && setProgress({ ...p, phase: 'check' }));
  const read = { diagnostics: checked.diagnostics, packNames: checked.packs.map((p) => p.name), rulings: checked.packs.reduce((n, p) => n + p.rulings.length, 0) };
  if (checked.refused) return { refused: true, names: [], ...read };
  setProgress({ done: files.length, total: files.length, file: '', phase: 'store' });
  return { refused: false, names: await api.add(checked.packs), ...read };
}

/** What the status line says of a finished import. */
async function importOutcome(api: PacksApi, done: ImportOutcome, t: Translate): Promise<Outcome> {
  const lines = done.diagnostics.map(formatDiagnostic);
  if (done.refused) return { kind: 'refused', lines };
  // A second "my-notes" is most often a newer version of the first: both stay on (their
  // changed rulings then show side by side) until the user removes the old one. Say so.
  const notes = done.packNames.flatMap((name, i) => (done.names[i] && done.names[i] !== name ? [t('packsRenamed', [done.names[i], name])] : []));
  // Said only when the browser refused to keep the packs: they may be evicted.
  if (api.keepStored && !(await api.keepStored())) notes.push(t('gapsStorageRefused'));
  return { kind: 'imported', lines, count: done.packNames.length, rulings: done.rulings, notes };
}

interface PackListProps extends Omit<Props, 'api'> {
  api: PacksApi;
  list: PackListState;
  files: FileImport<Outcome>;
  onRemove(pack: PackSummary): void;
}

/** The stored packs, one PackRow each, with the rename form or text editor open in one row. */
function PackList({ api, t, tools, subs, list, files, onRemove }: PackListProps) {
  const [tool, setTool] = useState<{ id: string; tool: PackTool } | null>(null);
  const { packs, skipped } = list;
  if (packs === null) return null;
  if (packs.length === 0) return <p class="muted" data-part="packs-empty">{t('packsNone')}</p>;
  const refresh = () => void list.refresh();
  return (
    <ul class="pack-list" data-part="pack-list">
      {packs.map((p) => (
        <PackRow
          key={p.id}
          pack={p}
          t={t}
          busy={files.busy}
          damaged={p.enabled ? skipped?.get(p.id) : undefined}
          onToggle={(on) => {
            // Shown at once (a controlled checkbox would snap back until the store answers).
            list.setPacks(packs.map((x) => (x.id === p.id ? { ...x, enabled: on } : x)));
            void files.change(() => api.setEnabled(p.id, on));
          }}
          onExport={() => void api.exportPack(p.id).catch((e) => files.setOutcome({ kind: 'failed', lines: [`${p.name}: export failed (${why(e)})`] }))}
          onRemove={() => onRemove(p)}
          onRename={tools ? () => setTool({ id: p.id, tool: 'name' }) : undefined}
          onEditText={tools && p.personal ? () => setTool({ id: p.id, tool: 'text' }) : undefined}
          subscription={
            subs && p.subscription ? <SubscriptionInfo sub={p.subscription} target={{ kind: 'rulings', id: p.id }} api={subs} t={t} disabled={files.busy} onChanged={refresh} /> : undefined
          }
        >
          {tools && tool?.id === p.id ? <PackToolPanel tool={tool.tool} pack={p} packs={packs} tools={tools} t={t} onChanged={refresh} onClose={() => setTool(null)} /> : null}
        </PackRow>
      ))}
    </ul>
  );
}

function OutcomeView({ outcome, t }: { outcome: Outcome; t: Translate }) {
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
      <DiagnosticList lines={outcome.lines} part="pack-diagnostics" />
    </div>
  );
}
