import { defineConfig } from 'wxt';

// The extension is a thin shell over widget/ and rulings-data/ (see README "Architecture").
export default defineConfig({
  srcDir: 'extension',
  outDir: 'dist/extension',
  imports: false,
});
