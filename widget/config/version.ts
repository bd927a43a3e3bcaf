// The widget's version, as exposed on window.RulingsLens.version. The build may inject the exact
// value with `define: { __RULINGS_LENS_VERSION__: JSON.stringify(pkg.version) }`; the fallback
// is kept equal to package.json by a unit test (version.test.ts), so it cannot drift silently.
declare const __RULINGS_LENS_VERSION__: string | undefined;

export const VERSION: string = typeof __RULINGS_LENS_VERSION__ === 'string' ? __RULINGS_LENS_VERSION__ : '0.1.0';
