// The rulings read from a capture, as they will be saved: date, source, the Chinese and the
// English paragraph, and whether the personal pack holds the ruling already (then it is not
// added again). Text only (Preact escapes it): nothing from the page is rendered as markup.
import type { Ruling } from '../../../rulings-data/schema.ts';
import type { Translate } from '../translate.ts';

const BADGES = ['official', 'mtgzh', 'gpt'];
const badgeOf = (source: string) => (BADGES.includes(source.toLowerCase()) ? source.toLowerCase() : 'other');

export function RulingPreview({ rulings, already, t }: { rulings: readonly Ruling[]; already: ReadonlySet<string>; t: Translate }) {
  return (
    <ol class="rulings capture-rulings" data-part="capture-rulings">
      {rulings.map((r) => (
        <li key={r.id} class="ruling" data-part="capture-ruling" data-already={already.has(r.id) ? 'true' : undefined}>
          <div class="ruling-meta">
            <span data-part="capture-date">{r.date}</span>
            <span class="badge" data-source={badgeOf(r.source)} data-part="capture-source">
              {r.source}
            </span>
            <span>{t('captureAtLine', [r.origins[0]?.line ?? 0])}</span>
            {already.has(r.id) ? <strong data-part="capture-already">{t('captureAlready')}</strong> : null}
          </div>
          <p lang="zh-Hans" data-part="capture-zh">
            {r.zh}
          </p>
          <p lang="en" data-part="capture-en">
            {r.en}
          </p>
        </li>
      ))}
    </ol>
  );
}
