// The lang tag of the tooltip's Chinese text: zh-Hans, or zh-Hant when it is shown in
// Traditional (chinese-script.ts), so CJK glyphs come from the right font and screen readers
// pick the right voice. A context, not a prop: every component that writes Chinese reads it.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Script } from './chinese-script.ts';

// Marked pure: a bare top-level call would keep Preact in the light script tag, which loads
// this module's importers' code only from rulings-lens.ui.mjs (the bundler cannot know that
// createContext has no side effects).
export const ZhTagContext = /* @__PURE__ */ createContext<Script>('zh-Hans');

export const useZhTag = (): Script => useContext(ZhTagContext);
