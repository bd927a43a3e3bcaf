// "Your own rulings": import 单卡释疑 packs (.txt, .zip of them, or a rulings.json bundle) by
// picking or dropping files. Every file is checked here first (check-files.ts, the parser the
// CLI uses); if any file has an error, nothing of the pick is stored and every problem is listed
// as `file:line:col: error: message`. Accepted packs are stored in one transaction and the
// background rebuilds its data, so open tabs and the popup see them at once.
import { useEffect, useState } from 'preact/hooks';
import type { PackSummary } from '../../../lib/pack-store.ts';
import type { Translate } from '../../translate.ts';
import { checkFiles, formatDiagnostic, type PickedFile } from './check-files.ts';
import type { ImportOutcome, ImportProgress as Progress } from './import-progress.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { PackRow } from './PackRow.tsx';
import type { PacksApi, RemovedPack } from './packs-api.ts';
import type { PackToolsApi } from '../../capture/pack-tools-api.ts';
import { PackToolPanel, type PackTool } from '../../capture/PackToolPanel.tsx';
import type { SubscriptionsApi } from '../subscriptions/subscriptions-api.ts';
import { SubscribeForm } from '../subscriptions/SubscribeForm.tsx';
import { SubscriptionInfo } from '../subscriptions/SubscriptionInfo.tsx';

/** An error's message without the "Error: " a String() would add. */
const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

type Outcome =
  | { kind: 'refused' | 'imported' | 'failed'; lines: string[]; count?: number; rulings?: number; notes?: string[] }
  | { kind: 'removed'; lines: []; name: string; undo: () => void }
  | null;

/** `tools`: rename, the personal pack's text editor and "Paste rulings" (ui/capture); without
 *  it the list has none of them. `subs`: "Add by URL" and subscribed packs' details
 *  (ui/options/subscriptions); without it, neither. */
export function PacksPanel({ api, t, tools, subs }: { api: PacksApi; t: Translate; tools?: PackToolsApi; subs?: SubscriptionsApi }) {
  const [packs, setPacks] = useState<PackSummary[] | null>(null);
  /** The rename form or text editor open in a pack's row. */
  const [tool, setTool] = useState<{ id: string; tool: PackTool } | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  /** The packs the background skipped as damaged, with why (null: it did not say). By id, as a
   *  pack can be renamed without the background merging again. */
  const [skipped, setSkipped] = useState<ReadonlyMap<string, string> | null>(null);

  const refresh = () =>
    Promise.all([api.list(), api.skipped().catch(() => null)]).then(
      ([list, left]) => {
        setPacks(list);
        setSkipped(left && new Map(left.map((s) => [s.id ?? s.name, s.problem])));
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

  /** Checks and stores the pick: off the page's thread when the api can (api.importFiles, with
   *  the merge for the background done there too), else here, then api.add. */
  async function checkAndStore(files: readonly PickedFile[]): Promise<ImportOutcome> {
    if (api.importFiles) return api.importFiles(files, setProgress);
    const checked = await checkFiles(files, (p) => p.done < p.total && setProgress({ ...p, phase: 'check' }));
    const read = { diagnostics: checked.diagnostics, packNames: checked.packs.map((p) => p.name), rulings: checked.packs.reduce((n, p) => n + p.rulings.length, 0) };
    if (checked.refused) return { refused: true, names: [], ...read };
    setProgress({ done: files.length, total: files.length, file: '', phase: 'store' });
    return { refused: false, names: await api.add(checked.packs), ...read };
  }

  async function importFiles(files: readonly PickedFile[]): Promise<void> {
    if (files.length === 0 || busy) return;
    setOutcome(null);
    await change(async () => {
      const done = await checkAndStore(files);
      const lines = done.diagnostics.map(formatDiagnostic);
      if (done.refused) return setOutcome({ kind: 'refused', lines });
      // A second "my-notes" is most often a newer version of the first: both stay on (their
      // changed rulings then show side by side) until the user removes the old one. Say so.
      const notes = done.packNames.flatMap((name, i) => (done.names[i] && done.names[i] !== name ? [t('packsRenamed', [done.names[i], name])] : []));
      // Said only when the browser refused to keep the packs: they may be evicted.
      if (api.keepStored && !(await api.keepStored())) notes.push(t('gapsStorageRefused'));
      setOutcome({ kind: 'imported', lines, count: done.packNames.length, rulings: done.rulings, notes });
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
      {tools ? (
        <p class="hint">
          <button type="button" data-part="capture-paste" onClick={() => tools.openCapture()}>{t('capturePaste')}</button>{' '}
          <span class="muted">{t('capturePasteHint')}</span>
        </p>
      ) : null}
      {subs ? <SubscribeForm api={subs} t={t} disabled={busy} onSubscribed={() => void refresh()} /> : null}
      {progress ? <ImportProgress progress={progress} t={t} /> : null}
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
              damaged={p.enabled ? skipped?.get(p.id) : undefined}
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
              onRename={tools ? () => setTool({ id: p.id, tool: 'name' }) : undefined}
              onEditText={tools && p.personal ? () => setTool({ id: p.id, tool: 'text' }) : undefined}
              subscription={
                subs && p.subscription ? (
                  <SubscriptionInfo sub={p.subscription} target={{ kind: 'rulings', id: p.id }} api={subs} t={t} disabled={busy} onChanged={() => void refresh()} />
                ) : undefined
              }
            >
              {tools && tool?.id === p.id ? (
                <PackToolPanel tool={tool.tool} pack={p} packs={packs} tools={tools} t={t} onChanged={() => void refresh()} onClose={() => setTool(null)} />
              ) : null}
            </PackRow>
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
