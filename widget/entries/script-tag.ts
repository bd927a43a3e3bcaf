// IIFE entry of the one-tag embed (`<script src=".../rulings-lens.js" data-lang="zh" defer>`).
// Both builds use this file: the `.full.js` build defines __RULINGS_LENS_DATA__ (the whole
// WidgetData, inlined); the light build leaves it undefined and the data is fetched from
// `rulings-lens.data.json` next to the script.
import type { WidgetData } from '../config/widget-data.ts';
import { autoMount } from './auto-mount.ts';

declare const __RULINGS_LENS_DATA__: WidgetData | undefined;

autoMount(typeof __RULINGS_LENS_DATA__ !== 'undefined' ? __RULINGS_LENS_DATA__ : undefined);
