// Welcome page entry (welcome.html, an unlisted extension page): opened by the background when
// the extension is installed (not on updates), linked from the options page and the popup.
import { render } from 'preact';
import { translate } from '../../ui/i18n-translate.ts';
import { applyDocumentLocale } from '../../ui/page-setup.ts';
import { browserWelcomeApi } from '../../ui/welcome/browser-welcome-api.ts';
import { Welcome } from '../../ui/welcome/Welcome.tsx';
import '../../ui/shared.css';
import '../../ui/welcome/welcome.css';

applyDocumentLocale(translate('welcomeTitle'));
render(<Welcome api={browserWelcomeApi()} t={translate} />, document.getElementById('app')!);
