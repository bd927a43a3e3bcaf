// What opens inside a pack's row on the options page: the rename form, or (the personal pack)
// the text editor. The packs panel keeps which one is open; this picks the component.
import type { PackSummary } from '../../lib/pack-store.ts';
import type { Translate } from '../translate.ts';
import type { PackToolsApi } from './pack-tools-api.ts';
import { PackRenameForm } from './PackRenameForm.tsx';
import { PackTextEditor } from './PackTextEditor.tsx';

export type PackTool = 'name' | 'text';

interface Props {
  tool: PackTool;
  pack: PackSummary;
  /** Every listed pack (a new name must not be another's). */
  packs: readonly PackSummary[];
  tools: PackToolsApi;
  t: Translate;
  /** The stored packs changed: the list reads them again. */
  onChanged(): void;
  onClose(): void;
}

export function PackToolPanel({ tool, pack, packs, tools, t, onChanged, onClose }: Props) {
  if (tool === 'text') return <PackTextEditor pack={pack} api={tools} t={t} onSaved={onChanged} onClose={onClose} />;
  const taken = packs.filter((p) => p.id !== pack.id).map((p) => p.name);
  return (
    <PackRenameForm
      pack={pack}
      taken={taken}
      t={t}
      onCancel={onClose}
      onRename={async (name) => {
        await tools.rename(pack.id, name);
        onClose();
        onChanged();
      }}
    />
  );
}
