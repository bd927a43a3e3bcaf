// Entry of `rulings-lens.ui.mjs`, the lazily loaded tooltip UI (Preact, the components, their
// styles and strings): the light script-tag build `import()`s it from next to its own script on
// the first tooltip (ui-module-loader.ts), so none of it weighs on the page before then. The
// default export is the factory, as the extension's tooltip-ui.js: the import() hands it over
// directly and no global is set.
import { createTooltipUi } from '../tooltip/create-tooltip-ui.tsx';

export default createTooltipUi;
/** The keyboard's mark navigation, imported from here on the first shortcut (ui-module-loader.ts). */
export { createMarkNav } from '../keyboard/mark-nav.ts';
