// The row under the search box: the source filter (this popup's view only), the marking level
// and the display language (both settings, shared with the options page and the tooltip).
import { LEVELS, type Level } from '../../../rulings-data/keywords/levels.ts';
import type { DataInfo } from '../../lib/messages.ts';
import type { Settings } from '../../lib/settings.ts';
import type { Translate } from '../translate.ts';
import { LangSwitch } from './LangSwitch.tsx';

const LEVEL_KEYS: Record<Level, string> = { mechanics: 'optLevelMechanics', rules: 'optLevelRules', everything: 'optLevelEverything' };

interface Props {
  info: DataInfo | null;
  settings: Settings | null;
  source: string;
  t: Translate;
  onSource(source: string): void;
  onSettings(patch: Partial<Settings>): void;
}

export function PopupControls({ info, settings, source, t, onSource, onSettings }: Props) {
  return (
    <div class="controls">
      <SourceFilter info={info} source={source} t={t} onSource={onSource} />
      <LevelSelect level={settings?.level ?? 'mechanics'} t={t} onLevel={(level) => onSettings({ level })} />
      <LangSwitch lang={settings?.lang ?? 'both'} t={t} onChange={(lang) => onSettings({ lang })} />
    </div>
  );
}

/** Only rulings from one source (official, MTGZH, a pack…), with each source's count. */
function SourceFilter({ info, source, t, onSource }: Pick<Props, 'info' | 'source' | 't' | 'onSource'>) {
  return (
    <label>
      <span class="muted">{t('sourceFilter')}</span>{' '}
      <select data-part="source-filter" value={source} onChange={(e) => onSource((e.currentTarget as HTMLSelectElement).value)}>
        <option value="">{t('sourceAll')}</option>
        {info?.sources.map((s) => (
          <option key={s.source} value={s.source}>{`${s.source} (${s.count})`}</option>
        ))}
      </select>
    </label>
  );
}

function LevelSelect({ level, t, onLevel }: { level: Level; t: Translate; onLevel(level: Level): void }) {
  return (
    <label>
      <span class="muted">{t('levelLabel')}</span>{' '}
      <select data-part="level" title={t('optLevelHint')} value={level} onChange={(e) => onLevel((e.currentTarget as HTMLSelectElement).value as Level)}>
        {LEVELS.map((l) => (
          <option key={l} value={l}>{t(LEVEL_KEYS[l])}</option>
        ))}
      </select>
    </label>
  );
}
