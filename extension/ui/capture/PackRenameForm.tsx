// Renaming a pack in its row of the options page's list: the name in a text field, Enter or
// "Save name" to store it, Escape or "Cancel" to leave it. A blank name or one another pack
// has is refused with the reason (the background tells packs apart by name in messages).
import { useRef, useState } from 'preact/hooks';
import type { PackSummary } from '../../lib/pack-store.ts';
import type { Translate } from '../translate.ts';

interface Props {
  pack: PackSummary;
  /** Names of the other packs. */
  taken: readonly string[];
  t: Translate;
  onRename(name: string): Promise<void>;
  onCancel(): void;
}

export function PackRenameForm({ pack, taken, t, onRename, onCancel }: Props) {
  const [name, setName] = useState(pack.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const id = `pack-rename-${pack.id}`;

  async function submit(e: Event): Promise<void> {
    e.preventDefault();
    // The field as it is now (a state update from the last keystroke may not be rendered yet).
    const wanted = (field.current?.value ?? name).trim();
    if (wanted === '') return setProblem(t('captureRenameEmpty'));
    if (taken.includes(wanted)) return setProblem(t('captureRenameTaken', [wanted]));
    if (wanted === pack.name) return onCancel();
    setSaving(true);
    try {
      await onRename(wanted);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  }

  return (
    <form class="pack-rename" data-part="pack-rename" onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <label for={id}>{t('captureRenameLabel')}</label>
      <input
        id={id}
        ref={field}
        type="text"
        data-part="pack-rename-input"
        value={name}
        maxLength={200}
        autoFocus
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onInput={(e) => {
          setName((e.currentTarget as HTMLInputElement).value);
          setProblem(null);
        }}
      />
      <button type="submit" data-part="pack-rename-save" disabled={saving}>
        {t('captureRenameSave')}
      </button>
      <button type="button" data-part="pack-rename-cancel" onClick={onCancel}>
        {t('captureRenameCancel')}
      </button>
      {problem ? (
        <span class="error" role="alert" id={`${id}-problem`} data-part="pack-rename-problem">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
