// The personal pack edited as text on the options page: its whole 单卡释疑 text in a textarea,
// checked as the reader types exactly as an import checks a .txt file (readPack), every problem
// positioned beside the text. "Save text" is disabled while there is an error; a refused or
// failed save leaves the text in the editor, so nothing typed is lost. Saved, the pack's
// rulings are replaced in one transaction (personal-pack.ts replacePersonalText).
import { useEffect, useState } from 'preact/hooks';
import { readPack } from '../../../rulings-data/packs/read-pack.ts';
import type { PackSummary } from '../../lib/pack-store.ts';
import { PackTextRefused } from '../../lib/personal-pack.ts';
import { formatDiagnostic } from '../options/packs/check-files.ts';
import type { Translate } from '../translate.ts';
import { CheckedText } from './CheckedText.tsx';
import type { PackTextApi } from './pack-tools-api.ts';
import { useCheck } from './use-check.ts';

type Status = { kind: 'saved'; count: number } | { kind: 'refused'; lines: string[] } | { kind: 'failed'; message: string } | null;

const why = (e: unknown) => (e instanceof Error ? e.message : String(e));
const utf8 = (text: string) => new TextEncoder().encode(text);

interface Props {
  pack: PackSummary;
  api: PackTextApi;
  t: Translate;
  /** After a save: the pack's new row (the list reads it again). */
  onSaved(row: PackSummary): void;
  onClose(): void;
}

export function PackTextEditor({ pack, api, t, onSaved, onClose }: Props) {
  /** The text as stored (null while it loads) and the import time it was read at. */
  const [stored, setStored] = useState<{ text: string; since: string } | null>(null);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.textOf(pack.id).then(
      (s) => {
        setStored(s);
        setText(s.text);
      },
      (e) => setStatus({ kind: 'failed', message: why(e) }),
    );
  }, [pack.id]);

  const { result: read, current } = useCheck(text, (x) => readPack({ name: pack.fileName, bytes: utf8(x) }));
  const errors = read?.diagnostics.filter((d) => d.severity === 'error').length ?? 0;
  const dirty = stored !== null && text !== stored.text;
  const canSave = stored !== null && dirty && current && errors === 0 && !saving;

  async function save(): Promise<void> {
    if (!stored) return;
    setSaving(true);
    setStatus(null);
    try {
      const row = await api.replaceText(pack.id, text, stored.since);
      setStored({ text, since: row.importedAt });
      setStatus({ kind: 'saved', count: row.rulingCount });
      onSaved(row);
    } catch (e) {
      setStatus(e instanceof PackTextRefused ? { kind: 'refused', lines: e.diagnostics.map(formatDiagnostic) } : { kind: 'failed', message: why(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div class="pack-editor" data-part="pack-editor">
      <CheckedText
        id={`pack-text-${pack.id}`}
        part="pack-editor"
        label={t('captureEditorLabel', [pack.name])}
        value={text}
        diagnostics={stored === null ? [] : (read?.diagnostics ?? null)}
        disabled={stored === null}
        rows={20}
        t={t}
        onInput={(next) => {
          setText(next);
          if (status?.kind === 'saved') setStatus(null);
        }}
      />
      <div class="pack-editor-actions">
        <button type="button" class="primary" data-part="pack-editor-save" disabled={!canSave} onClick={() => void save()}>
          {saving ? t('captureSaving') : t('captureEditorSave')}
        </button>
        <span class="muted hint" data-part="pack-editor-count">
          {errors > 0 ? t('captureFixErrors', [errors], errors) : read?.pack ? t('rulingCount', [read.pack.rulings.length], read.pack.rulings.length) : ''}
        </span>
        <button type="button" data-part="pack-editor-close" onClick={onClose}>
          {dirty ? t('captureEditorDiscard') : t('captureEditorClose')}
        </button>
      </div>
      <div role="status" aria-live="polite" data-part="pack-editor-status" data-outcome={status?.kind ?? ''}>
        {status?.kind === 'saved' ? <p>{t('captureEditorSaved', [pack.name, t('rulingCount', [status.count], status.count)])}</p> : null}
        {status && status.kind !== 'saved' ? (
          <div class="error">
            <p>{t('captureEditorRefused')}</p>
            {status.kind === 'refused' ? (
              <ul class="diagnostics">
                {status.lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            ) : (
              <p>{status.message}</p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
