// A text being checked as the reader types: the textarea and, beside it, every problem the
// check found, in the import's format (`file:line:col: severity: message`). Choosing a problem
// puts the caret at its line and column in the text. Shared by the capture page and the
// personal pack's text editor on the options page.
import { useRef } from 'preact/hooks';
import type { Diagnostic } from '../../../rulings-data/schema.ts';
import { formatDiagnostic } from '../options/packs/check-files.ts';
import type { Translate } from '../translate.ts';
import { offsetAt } from './text-position.ts';

interface Props {
  /** Element id of the textarea (the problems' list is `${id}-problems`). */
  id: string;
  /** data-part prefix: `${part}-text`, `${part}-problems`, `${part}-clean`. */
  part: string;
  label: string;
  value: string;
  /** The problems of `value`; null while it is being checked. */
  diagnostics: readonly Diagnostic[] | null;
  t: Translate;
  placeholder?: string;
  rows?: number;
  disabled?: boolean;
  onInput(text: string): void;
}

export function CheckedText({ id, part, label, value, diagnostics, t, placeholder, rows = 16, disabled = false, onInput }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  const errors = diagnostics?.filter((d) => d.severity === 'error').length ?? 0;
  const jump = (d: Diagnostic) => {
    const el = area.current;
    if (!el) return;
    const at = offsetAt(el.value, d.line, d.col);
    el.focus();
    el.setSelectionRange(at, at);
  };
  return (
    <div class="checked-text">
      <div class="checked-text-main">
        <label class="label" for={id}>
          {label}
        </label>
        <textarea
          id={id}
          ref={area}
          data-part={`${part}-text`}
          value={value}
          rows={rows}
          spellcheck={false}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={errors > 0}
          aria-describedby={`${id}-problems`}
          onInput={(e) => onInput((e.currentTarget as HTMLTextAreaElement).value)}
        />
      </div>
      <div class="checked-text-problems" id={`${id}-problems`}>
        <h2 class="label">{t('captureProblems')}</h2>
        {diagnostics === null ? (
          <p class="muted">{t('captureChecking')}</p>
        ) : diagnostics.length === 0 ? (
          <p class="muted" data-part={`${part}-clean`}>
            {value.trim() === '' ? t('captureNothingYet') : t('captureNoProblems')}
          </p>
        ) : (
          <ul class="diagnostics problems" data-part={`${part}-problems`}>
            {diagnostics.map((d, i) => (
              <li key={i} data-severity={d.severity}>
                <button type="button" class={`problem ${d.severity}`} title={t('captureGoTo', [d.line, d.col])} onClick={() => jump(d)}>
                  {formatDiagnostic(d)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
