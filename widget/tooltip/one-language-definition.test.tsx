// @vitest-environment happy-dom
// A CR imported in one language gives definitions whose other language is '' (cr-doc-
// definitions.ts): the tooltip shows the language that is there, whatever the display language,
// and never an empty paragraph.
import { afterEach, describe, expect, it } from 'vitest';
import type { DisplayLang, TooltipUi } from '../contracts.ts';
import { createTooltipUi } from './create-tooltip-ui.tsx';
import { anchorAt, INFO, proliferate } from './test-fixtures.ts';

let ui: TooltipUi | null = null;
afterEach(() => {
  ui?.destroy();
  ui = null;
});

/** The definition's paragraphs as [lang, text] for a definition and a display language. */
function shown(en: string, zh: string, lang: DisplayLang): Array<[string | null, string]> {
  ui = createTooltipUi({ theme: 'auto', lang });
  const data = proliferate();
  data.keyword.definitions = [{ rule: '701.34a', en, zh }];
  ui.show(data, anchorAt(), INFO, { pinned: true });
  const section = ui.host.shadowRoot!.querySelector('[data-part="definition"]')!;
  return [...section.querySelectorAll('p')].map((p) => [p.getAttribute('lang'), p.textContent ?? '']);
}

describe('a definition in one language', () => {
  it('English only: shown in English for every display language', () => {
    for (const lang of ['en', 'zh', 'both'] as const) {
      expect(shown('Made-up rule.', '', lang), lang).toEqual([['en', '701.34aMade-up rule.']]);
    }
  });

  it('Chinese only: shown in Chinese for every display language', () => {
    for (const lang of ['en', 'zh', 'both'] as const) {
      expect(shown('', '虚构规则。', lang), lang).toEqual([['zh-Hans', '701.34a虚构规则。']]);
    }
  });

  it('both languages: as before (each alone, or Chinese then English)', () => {
    expect(shown('Made-up rule.', '虚构规则。', 'en')).toEqual([['en', '701.34aMade-up rule.']]);
    expect(shown('Made-up rule.', '虚构规则。', 'zh')).toEqual([['zh-Hans', '701.34a虚构规则。']]);
    expect(shown('Made-up rule.', '虚构规则。', 'both')).toEqual([['zh-Hans', '701.34a虚构规则。'], ['en', 'Made-up rule.']]);
  });
});
