// The popup's footer: the data stamp (date, counts, merged packs; where the definitions come
// from on hover) and the links to the full page, the rules viewer and the options page.
import type { DataInfo } from '../../lib/messages.ts';
import { RULES_PATH } from '../../lib/rules-url.ts';
import type { Translate } from '../translate.ts';
import type { PopupApi } from './popup-api.ts';

interface Props {
  api: PopupApi;
  info: DataInfo | null;
  query: string;
  /** Opened full-page in a tab (then there is no "open in a tab" link). */
  page: boolean;
  crImported: boolean;
  t: Translate;
}

export function PopupFooter({ api, info, query, page, crImported, t }: Props) {
  return (
    <footer class="footer">
      <span data-part="stamp" title={stampTitle(info, t)}>
        {info ? t('stamp', [info.dataDate, info.keywords, info.rulings]) : ''}
        {info?.packs.length ? ` · ${t('stampPacks', [info.packs.map((p) => p.name).join(', ')])}` : ''}
      </span>
      <span class="links">
        {page ? null : (
          <button type="button" class="link" onClick={() => api.openFullPage(query)}>{t('openFullPage')}</button>
        )}
        {crImported ? (
          <button type="button" class="link" data-part="open-rules" onClick={() => api.openRules?.(RULES_PATH)}>{t('rulesOpenViewer')}</button>
        ) : null}
        <button type="button" class="link" onClick={() => api.openOptions()}>{t('openOptions')}</button>
        {api.openWelcome ? (
          <button type="button" class="link" data-part="open-welcome" onClick={() => api.openWelcome?.()}>{t('welcomePopupLink')}</button>
        ) : null}
      </span>
    </footer>
  );
}

/** The stamp's hover text: where the definitions come from, then the data version line. With
 *  packs merged, that line describes the built-in data only (its date and count differ from the
 *  stamp's), so it says so. */
export function stampTitle(info: DataInfo | null | undefined, t: Translate): string | undefined {
  const version = info?.dataVersion ? (info.packs.length ? t('stampBuiltIn', [info.dataVersion]) : info.dataVersion) : '';
  const lines = [info?.crVersion ? t('stampCr', [info.crVersion]) : '', version].filter(Boolean);
  return lines.length ? lines.join('\n') : undefined;
}
