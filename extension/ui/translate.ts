// How UI components get their strings: the entrypoints pass a function backed by browser.i18n
// (@wxt-dev/i18n, the browser's language picks en or zh_CN); tests pass a plain dictionary.
export type Translate = (key: string, subs?: ReadonlyArray<string | number>, count?: number) => string;
