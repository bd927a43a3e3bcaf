// Popup entry: wires the Popup component to the browser (the same page opens in a tab, full
// width, for the context menu and the omnibox: popup.html?q=…&view=page).
import { render } from 'preact';
import { readPopupParams } from '../../lib/popup-url.ts';
import { translate } from '../../ui/i18n-translate.ts';
import { browserPopupApi } from '../../ui/popup/browser-api.ts';
import { Popup } from '../../ui/popup/Popup.tsx';
import { applyDocumentLocale } from '../../ui/page-setup.ts';
import '../../ui/shared.css';
import '../../ui/popup/popup.css';

const params = readPopupParams(location.search);
applyDocumentLocale(translate('extName'));
const api = browserPopupApi(params.tab);
render(<Popup api={api} t={translate} initialQuery={params.query} page={params.page} />, document.getElementById('app')!);
