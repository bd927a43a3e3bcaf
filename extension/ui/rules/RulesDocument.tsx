// One imported CR document on the page: the header (version, search, language choice), the
// table of contents, the rules by section and rule group, and the glossary. The rules and the
// glossary render a chunk at a time (use-shown-blocks.ts); deep links jump into them
// (use-hash-target.ts). The components render text only: Preact escapes every string.
import { useMemo, useRef, useState } from 'preact/hooks';
import { createCrSearch, type CrSearch } from '../../../rulings-data/cr/cr-search.ts';
import { GLOSSARY_ID } from '../../../rulings-data/cr/glossary-anchors.ts';
import type { CrDoc } from '../../../rulings-data/cr/types.ts';
import type { Translate } from '../translate.ts';
import { Contents } from './Contents.tsx';
import { GlossaryList } from './Glossary.tsx';
import { LangChoice } from './LangChoice.tsx';
import { LazyBlock } from './LazyBlock.tsx';
import { RuleRow, Title } from './RuleRow.tsx';
import { buildRulesModel, effectiveLang, estimateHeight, readLangChoice, saveLangChoice, targetOfHash, type RulesLang, type RulesModel } from './rules-model.ts';
import { RulesSearch } from './RulesSearch.tsx';
import { blockOf, useHashTarget } from './use-hash-target.ts';
import { useHeaderHeight } from './use-header-height.ts';
import { useShownBlocks, type ShownBlocks } from './use-shown-blocks.ts';

interface Props {
  doc: CrDoc;
  t: Translate;
  initialQuery: string;
  /** Where the language choice is remembered (the page's localStorage). */
  storage?: Storage;
}

export function RulesDocument({ doc, t, initialQuery, storage }: Props) {
  const model = useMemo(() => buildRulesModel(doc), [doc]);
  const [choice, setChoice] = useState<RulesLang>(() => readLangChoice(storage));
  const lang = effectiveLang(choice, doc.languages);
  // The first blocks: the one a deep link points into, else the first rule group.
  const blocks = useShownBlocks(
    useMemo(() => firstBlocks(model), [model]),
    useMemo(() => allBlocks(model), [model]),
  );
  const target = useHashTarget(model, blocks.show);
  const search = useRef<CrSearch | null>(null);
  const page = useRef<HTMLDivElement>(null);
  useHeaderHeight(page);
  const getSearch = () => (search.current ??= createCrSearch(doc));

  const changeLang = (next: RulesLang) => {
    setChoice(next);
    saveLangChoice(storage, next);
  };

  return (
    <div class="rules-page" ref={page} data-part="rules-viewer" data-lang={lang}>
      <a class="skip-link" href="#rules-main" onClick={skipToMain}>
        {t('rulesSkip')}
      </a>
      <header class="rules-header">
        <div class="title-row">
          <h1>{t('rulesTitle')}</h1>
          <p class="muted version" data-part="rules-version">
            {t('rulesVersion', [doc.effectiveDate, doc.version])}
            {' · '}
            {doc.languages.map((l) => t(l === 'en' ? 'langEn' : 'langZh')).join(' + ')}
          </p>
        </div>
        <div class="tools">
          <RulesSearch getSearch={getSearch} lang={lang} t={t} initialQuery={initialQuery} onGo={target.go} />
          {doc.languages.length > 1 ? <LangChoice lang={lang} onChange={changeLang} t={t} /> : null}
        </div>
      </header>
      <div class="rules-body">
        <Contents model={model} lang={lang} hasGlossary={doc.glossary.length > 0} t={t} />
        <main id="rules-main" tabIndex={-1}>
          {target.missing ? (
            <p class="notice" role="status" data-part="rules-missing">
              {t('rulesNotFound', [target.missing])}
            </p>
          ) : null}
          <Sections model={model} lang={lang} blocks={blocks} t={t} />
          {doc.glossary.length ? <Glossary doc={doc} model={model} lang={lang} blocks={blocks} t={t} /> : null}
        </main>
      </div>
    </div>
  );
}

function skipToMain(e: MouseEvent): void {
  // Focus, not the hash: the address keeps the rule it deep-links to.
  e.preventDefault();
  document.getElementById('rules-main')?.focus();
}

function firstBlocks(model: RulesModel): string[] {
  const target = targetOfHash(location.hash, model);
  const block = (target ? blockOf(target, model) : undefined) ?? model.firstChunk;
  return block ? [block] : [];
}

/** Every chunk key in document order (what the idle fill works through). */
function allBlocks(model: RulesModel): string[] {
  const rules = model.sections.flatMap((s) => s.groups.flatMap((g) => g.chunks.map((c) => c.key)));
  return [...rules, ...model.glossaryChunks.map((c) => c.key)];
}

interface BlockProps {
  model: RulesModel;
  lang: RulesLang;
  blocks: ShownBlocks;
  t: Translate;
}

const pageWidth = () => (typeof document === 'undefined' ? 1000 : document.documentElement.clientWidth || 1000);

function Sections({ model, lang, blocks, t }: BlockProps) {
  const width = pageWidth();
  return (
    <>
      {model.sections.map((s) => (
        <section key={s.number} class="section" aria-labelledby={s.number}>
          <h2 id={s.number} tabIndex={-1}>
            <a class="num" href={`#${s.number}`}>
              {s.number}.
            </a>{' '}
            <Title rule={s.head} lang={lang} />
          </h2>
          {s.groups.map((g) => (
            <section key={g.number} class="group" aria-labelledby={g.number}>
              <h3 id={g.number} tabIndex={-1}>
                <a class="num" href={`#${g.number}`}>
                  {g.number}.
                </a>{' '}
                <Title rule={g.head} lang={lang} />
              </h3>
              {g.chunks.map((c) => (
                <LazyBlock
                  key={c.key}
                  id={c.key}
                  shown={blocks.shown.has(c.key)}
                  estimate={estimateHeight(c.rules.length, c.chars, lang, width)}
                  watch={(el) => blocks.watch(el, c.key)}
                  version={lang}
                  body={() => c.rules.map((r) => <RuleRow key={r.number} rule={r} lang={lang} numbers={model.numbers} t={t} />)}
                />
              ))}
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

function Glossary({ doc, model, lang, blocks, t }: BlockProps & { doc: CrDoc }) {
  const width = pageWidth();
  return (
    <section class="glossary" id={GLOSSARY_ID} aria-labelledby="rules-glossary-title" tabIndex={-1}>
      <h2 id="rules-glossary-title">{t('rulesGlossary')}</h2>
      {model.glossaryChunks.map((c) => (
        <LazyBlock
          key={c.key}
          id={c.key}
          shown={blocks.shown.has(c.key)}
          estimate={estimateHeight(c.end - c.start, c.chars, lang, width)}
          watch={(el) => blocks.watch(el, c.key)}
          version={lang}
          body={() => (
            <GlossaryList
              entries={doc.glossary.slice(c.start, c.end)}
              anchors={model.glossaryAnchors.slice(c.start, c.end)}
              lang={lang}
              numbers={model.numbers}
              t={t}
            />
          )}
        />
      ))}
    </section>
  );
}
