// The rules viewer page (rules.html): reads the imported CR and shows it (RulesDocument), or
// says how to import one when there is none. Reads it again when an import or a removal
// happens elsewhere while the page is open.
import { useEffect, useState } from 'preact/hooks';
import type { CrDoc } from '../../../rulings-data/cr/types.ts';
import type { Translate } from '../translate.ts';
import type { RulesApi } from './rules-api.ts';
import { RulesDocument } from './RulesDocument.tsx';

type State = { kind: 'loading' } | { kind: 'empty' } | { kind: 'error'; message: string } | { kind: 'ready'; doc: CrDoc; importedAt: string };

interface Props {
  api: RulesApi;
  t: Translate;
  /** The search the page opens with (`rules.html?q=…`, from the popup). */
  initialQuery?: string;
  /** Where the language choice is remembered. Default: the page's localStorage. */
  storage?: Storage;
}

export function RulesViewer({ api, t, initialQuery = '', storage = pageStorage() }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const load = () =>
      api.loadCr().then(
        (stored) => live && setState((prev) => next(prev, stored)),
        (e: unknown) => live && setState({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
      );
    void load();
    void api.loadTheme().then((theme) => (document.documentElement.dataset.theme = theme), () => {});
    const stop = api.watchCr(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (state.kind === 'ready') {
    // A new import is a new document: everything below starts over (key).
    return <RulesDocument key={state.importedAt} doc={state.doc} t={t} initialQuery={initialQuery} storage={storage} />;
  }
  return (
    <main class="rules-state" data-part={`rules-${state.kind}`} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? <p class="muted">{t('rulesLoading')}</p> : null}
      {state.kind === 'error' ? (
        <p class="error" role="alert">
          {t('rulesLoadFailed', [state.message])}
        </p>
      ) : null}
      {state.kind === 'empty' ? <EmptyState api={api} t={t} /> : null}
    </main>
  );
}

/** The state for what the store holds now. The same import as shown (other data changed, e.g. a
 *  rulings pack) keeps the page as it is: no re-render, no jump back to the deep link. */
function next(prev: State, stored: { doc: CrDoc; importedAt: string } | undefined): State {
  if (!stored) return { kind: 'empty' };
  if (prev.kind === 'ready' && prev.importedAt === stored.importedAt) return prev;
  return { kind: 'ready', doc: stored.doc, importedAt: stored.importedAt };
}

/** No CR imported: what the page is for, and the way to the import. */
function EmptyState({ api, t }: { api: RulesApi; t: Translate }) {
  return (
    <>
      <h1>{t('rulesEmptyTitle')}</h1>
      <p>{t('rulesEmptyHint')}</p>
      <p>
        <a
          href="/options.html"
          class="button"
          data-part="rules-open-options"
          onClick={(e) => {
            e.preventDefault();
            api.openOptions();
          }}
        >
          {t('rulesOpenOptions')}
        </a>
      </p>
    </>
  );
}

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled: the choice lasts for the visit
  }
}
