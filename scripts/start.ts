// `npm start`: the main job. Builds the data bundle, the widget and the extension, then serves the demo site
// until Ctrl-C. With `--no-serve` (or CI set) it builds and exits.
import { join } from 'node:path';
import { main } from './cli/main.ts';
import { buildWidget, kb, measure } from './build-widget.ts';
import { DEMO_PAGES, startDemoServer, WIDGET_DIR } from './serve-demo.ts';
import { buildExtension } from './build-extension.ts';

const serve = !process.argv.includes('--no-serve') && !process.env.CI;

const code = await main(['build']);
if (code !== 0) process.exit(code);

console.log('\nwidget:');
try {
  await buildWidget({ buildData: false });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

console.log('\nextension:');
try {
  // Prints where the unpacked builds are and how to load them.
  await buildExtension({ buildData: false });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const light = measure(join(WIDGET_DIR, 'rulings-lens.js'));
const widgetLine = `Widget: dist/widget/rulings-lens.js (${kb(light.gzip)} gzip)`;

if (!serve) {
  console.log(`\n${widgetLine}`);
  process.exit(0);
}

const server = await startDemoServer();
console.log(`\nDemo: ${server.url}/`);
for (const page of DEMO_PAGES) console.log(`  ${server.url}/${page.path}  ${page.title}`);
console.log(widgetLine);
console.log('\nServing until Ctrl-C.');

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
