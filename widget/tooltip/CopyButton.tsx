// "Copy" on a ruling: copies it (copy-ruling.ts) and says so, on the button for the eye and
// through a polite status for screen readers, for a moment. `data-copied` on the button tells
// which way it went (copy-text.ts): the e2e tests read it where the clipboard cannot be read.
import { useEffect, useRef, useState } from 'preact/hooks';
import { copyText, type CopyMethod } from './copy-text.ts';
import type { UiStrings } from './strings.ts';

/** How long "Copied" stays on the button. */
const FEEDBACK_MS = 2000;

interface Props {
  /** The text to copy, made when clicked. */
  text: () => string;
  t: UiStrings;
}

export function CopyButton({ text, t }: Props) {
  const [result, setResult] = useState<CopyMethod | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async (e: MouseEvent) => {
    const how = await copyText(text(), e.currentTarget as HTMLElement);
    setResult(how ?? 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult(null), FEEDBACK_MS);
  };
  const said = result === null ? '' : result === 'failed' ? t.copyFailed : t.copied;
  return (
    <>
      <button type="button" class="copy" data-part="copy" data-copied={result ?? undefined} title={t.copyTitle} onClick={onClick}>
        {said || t.copy}
      </button>
      <span class="visually-hidden" role="status" data-part="copy-status">{said}</span>
    </>
  );
}
