// Capture page entry: wires the CapturePage component to the extension (the stashed capture,
// the pack store, the background). The theme follows the reader's setting, as on the options page.
import { render } from 'preact';
import { loadSettings } from '../../lib/settings-store.ts';
import { translate } from '../../ui/i18n-translate.ts';
import { browserCaptureApi } from '../../ui/capture/browser-capture-api.ts';
import { CapturePage } from '../../ui/capture/CapturePage.tsx';
import { applyDocumentLocale } from '../../ui/page-setup.ts';
import '../../ui/shared.css';
import '../../ui/options/options.css';
import '../../ui/capture/capture.css';

applyDocumentLocale(translate('captureTitle'));
void loadSettings().then((s) => (document.documentElement.dataset.theme = s.theme), () => {});
render(<CapturePage api={browserCaptureApi(translate)} t={translate} />, document.getElementById('app')!);
