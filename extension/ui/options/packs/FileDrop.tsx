// The drop zone of an import panel (packs, CR): a file input inside a label that also takes
// dropped files, highlighted while files are dragged over it; and the list of an import's
// problems, one `file:line:col: message` a line.
import { useState } from 'preact/hooks';

interface Props {
  /** data-part of the zone and of its input (the e2e tests and unit tests find them by it). */
  part: string;
  inputPart: string;
  accept: string;
  disabled: boolean;
  /** The words in the zone. */
  label: string;
  onPick(files: FileList | null): void;
}

export function FileDrop({ part, inputPart, accept, disabled, label, onPick }: Props) {
  const [over, setOver] = useState(false);
  return (
    <label
      class={`drop${over ? ' over' : ''}`}
      data-part={part}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onPick(e.dataTransfer?.files ?? null);
      }}
    >
      <input
        type="file"
        multiple
        accept={accept}
        data-part={inputPart}
        disabled={disabled}
        onChange={(e) => {
          const input = e.currentTarget as HTMLInputElement;
          onPick(input.files);
          input.value = ''; // picking the same file again is a new import
        }}
      />
      <span class="muted">{label}</span>
    </label>
  );
}

export function DiagnosticList({ lines, part }: { lines: readonly string[]; part: string }) {
  if (!lines.length) return null;
  return (
    <ul class="diagnostics" data-part={part}>
      {lines.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  );
}
