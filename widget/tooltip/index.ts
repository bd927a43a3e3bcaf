// The tooltip UI: one shadow-DOM host, a bilingual rulings panel, implementing TooltipUi.
export { createTooltipUi } from './create-tooltip-ui.tsx';
export { HOST_ATTR, HOST_TAG } from './host.ts';
export { INITIAL_RULINGS } from './RulingList.tsx';
export { stringsFor, uiLangForLocale } from './strings.ts';
export type { UiLang, UiStrings } from './strings.ts';
