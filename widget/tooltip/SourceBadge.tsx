// A ruling's source as a small coloured badge whose `title` says what the source means.
// Unknown sources are shown exactly as written on a neutral badge: we never hide or rename
// data we do not understand.
import type { UiStrings } from './strings.ts';

export type SourceKind = 'official' | 'mtgzh' | 'gpt' | 'other';

/** Source strings are matched case-insensitively ("MTGZH", "mtgzh"), trimmed. */
export function sourceKind(source: string): SourceKind {
  const s = source.trim().toLowerCase();
  if (s === 'official') return 'official';
  if (s === 'mtgzh') return 'mtgzh';
  if (s === 'gpt') return 'gpt';
  return 'other';
}

export function SourceBadge({ source, t }: { source: string; t: UiStrings }) {
  const kind = sourceKind(source);
  const label = kind === 'other' ? source.trim() || '?' : t.sourceLabel[kind];
  const title = kind === 'other' ? t.sourceTitle.other(source.trim() || '?') : t.sourceTitle[kind];
  return (
    <span class="badge" data-part="badge" data-source={kind} title={title}>
      {label}
    </span>
  );
}
