// Rules viewer entry (rules.html, an unlisted extension page): wires the RulesViewer to the
// imported CR in the pack store. Opened from tooltips (`#702.9b`), the popup (`#…` or `?q=…`)
// and the options page.
import { render } from 'preact';
import { readRulesQuery } from '../../lib/rules-url.ts';
import { translate } from '../../ui/i18n-translate.ts';
import { applyDocumentLocale } from '../../ui/page-setup.ts';
import { browserRulesApi } from '../../ui/rules/browser-rules-api.ts';
import { RulesViewer } from '../../ui/rules/RulesViewer.tsx';
import '../../ui/shared.css';
import '../../ui/rules/rules.css';

applyDocumentLocale(translate('rulesTitle'));
render(<RulesViewer api={browserRulesApi()} t={translate} initialQuery={readRulesQuery(location.search)} />, document.getElementById('app')!);
