// Options page entry: wires the Options component to extension storage.
import { render } from 'preact';
import { loadSettings, resetSettings, saveSettings, watchSettings } from '../../lib/settings-store.ts';
import { translate } from '../../ui/i18n-translate.ts';
import { Options } from '../../ui/options/Options.tsx';
import { applyDocumentLocale } from '../../ui/page-setup.ts';
import '../../ui/shared.css';
import '../../ui/options/options.css';

applyDocumentLocale(translate('optionsTitle'));
const api = { loadSettings, watchSettings, saveSettings, resetSettings };
render(<Options api={api} t={translate} />, document.getElementById('app')!);
// The pack import UI (parser, zip reader, IndexedDB) is a separate chunk, loaded after the form.
void import('../../ui/options/packs/index.tsx').then((m) => m.mountPacks(document.getElementById('packs')!, translate));
// The Comprehensive Rules import (the CR reader) too, beside the packs.
void import('../../ui/options/cr/index.tsx').then((m) => m.mountCr(document.getElementById('cr')!, translate));
