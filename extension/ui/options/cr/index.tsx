// The CR import UI as its own chunk: the options page loads it after the settings form (the CR
// reader and idb are not needed to change a setting).
import { render } from 'preact';
import type { Translate } from '../../translate.ts';
import { browserCrApi } from './browser-cr-api.ts';
import { CrPanel } from './CrPanel.tsx';
import '../packs/packs.css';
import './cr.css';

export function mountCr(el: HTMLElement, t: Translate): void {
  render(<CrPanel api={browserCrApi()} t={t} />, el);
}
