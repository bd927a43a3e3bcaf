// A build-time patch that removes the only innerHTML sink in our bundles: Preact's
// `dangerouslySetInnerHTML` branch (`u.innerHTML = h.__html` in its diff). No code of ours uses
// that prop (test/e2e-extension/build-output.e2e.test.ts checks every source file), so the
// branch is dead; `web-ext lint` still flags it as UNSAFE_VAR_ASSIGNMENT and a store reviewer
// has to take our word for it. With the patch the assignment becomes a throw that names the
// prop: nothing is dropped silently if someone ever does pass it, and the built files have no
// innerHTML write of a variable left.
//
// The plugin fails the build when the sink is not found exactly once, so a Preact upgrade that
// reshapes the code is noticed instead of shipping unpatched.
import type { Plugin } from 'vite';

/** Preact's ESM builds (`preact` resolves to dist/preact.mjs; `module` is the same file). */
const PREACT_DIST = /[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.(?:mjs|module\.js)$/;

/** `<el>.innerHTML = <props>.__html`, as Preact's minified-names build writes it. */
const SINK = /\b([A-Za-z_$][\w$]*)\.innerHTML=([A-Za-z_$][\w$]*)\.__html\b/g;

export const DISABLED_MESSAGE = 'rulings-lens: dangerouslySetInnerHTML is disabled in this build';

/** Preact's code with the sink replaced; throws when it is not there exactly once. */
export function patchPreactInnerHtml(code: string, id = 'preact'): string {
  const hits = code.match(SINK) ?? [];
  if (hits.length !== 1) {
    throw new Error(`${id}: expected Preact's one dangerouslySetInnerHTML assignment (x.innerHTML=y.__html), found ${hits.length}; update scripts/vite-no-inner-html.ts for this Preact version`);
  }
  return code.replace(SINK, () => `(()=>{throw new Error(${JSON.stringify(DISABLED_MESSAGE)})})()`);
}

export function noPreactInnerHtml(): Plugin {
  return {
    name: 'rulings-lens:no-preact-inner-html',
    apply: 'build',
    transform(code, id) {
      if (!PREACT_DIST.test(id)) return null;
      return { code: patchPreactInnerHtml(code, id), map: null };
    },
  };
}
