// "Open rule 702.9b in the rules" / "Search the rules for …" (popup-model.ts rulesLinks): real
// links (the address shows where they go), opened in a tab by the extension.
import type { RulesLink } from '../../lib/popup-model.ts';
import type { Translate } from '../translate.ts';

export function RulesLinks({ links, t, open }: { links: RulesLink[]; t: Translate; open(href: string): void }) {
  if (!links.length) return null;
  return (
    <p class="rules-links" data-part="rules-links">
      {links.map((l) => (
        <a
          key={l.href}
          href={l.href}
          data-kind={l.kind}
          onClick={(e) => {
            e.preventDefault();
            open(l.href);
          }}
        >
          {l.kind === 'rule' ? t('rulesOpenRule', [l.rule]) : t('rulesSearchFor', [l.query])}
        </a>
      ))}
    </p>
  );
}
