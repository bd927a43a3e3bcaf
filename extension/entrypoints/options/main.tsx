// Options page entry: wires the Options component to extension storage.
import { render } from 'preact';
import { loadSettings, resetSettings, saveSettings, watchSettings } from '../../lib/settings-store.ts';
import { translate } from '../../ui/i18n-translate.ts';
import { Options } from '../../ui/options/Options.tsx';
import { applyDocumentLocale } from '../../ui/page-setup.ts';
import { keywordNamesApi } from '../../ui/options/keyword-names.ts';
import { askBackground } from '../../lib/messaging.ts';
import { keepSectionInView } from '../../ui/options/section-link.ts';
import '../../ui/shared.css';
import '../../ui/options/options.css';

applyDocumentLocale(translate('optionsTitle'));
// The ignored keywords' names, and search by name, from the background's rulings service.
const keywordNames = keywordNamesApi({
  lookup: (id) => askBackground({ type: 'lookup', id }),
  search: (query, limit) => askBackground({ type: 'search', query, limit }),
});
const api = { loadSettings, watchSettings, saveSettings, resetSettings, keywordNames };
render(<Options api={api} t={translate} />, document.getElementById('app')!);
// The pack import UI (parser, zip reader, IndexedDB) is a separate chunk, loaded after the form.
void import('../../ui/options/packs/index.tsx').then((m) => m.mountPacks(document.getElementById('packs')!, translate));
// The Comprehensive Rules import (the CR reader) too, beside the packs.
void import('../../ui/options/cr/index.tsx').then((m) => m.mountCr(document.getElementById('cr')!, translate));
// A link to one section (the welcome page's #sites, #packs, #cr) stays on it while those fill in.
keepSectionInView(document, location.hash.slice(1));
