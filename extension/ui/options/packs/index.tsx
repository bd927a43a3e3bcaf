// The import UI as its own chunk: the options page loads it after the settings form (the
// parser, fflate and idb are not needed to change a setting).
import { render } from 'preact';
import type { Translate } from '../../translate.ts';
import { browserPacksApi } from './browser-packs-api.ts';
import { PacksPanel } from './PacksPanel.tsx';
import { browserPackToolsApi } from '../../capture/browser-pack-tools-api.ts';
import { browserSubscriptionsApi } from '../subscriptions/browser-subscriptions-api.ts';
import '../subscriptions/subscriptions.css';
import './packs.css';
import '../../capture/capture.css';

export function mountPacks(el: HTMLElement, t: Translate): void {
  render(<PacksPanel api={browserPacksApi()} tools={browserPackToolsApi()} subs={browserSubscriptionsApi()} t={t} />, el);
}
