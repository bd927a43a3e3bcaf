// Where a JSON text stops being JSON. V8 (Chrome, Node) says "Unexpected token ',', "…" is not
// valid JSON" without a position for many errors, yet a refused file must say line:col: this
// small checker of the JSON grammar (RFC 8259) finds the offset of the first character that
// cannot be there. Run only after JSON.parse has failed, so it does not need to be fast.

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

class Bad extends Error {
  constructor(readonly at: number) {
    super('bad JSON');
  }
}

/** Offset of the first error in `text` (its length for a text that ends too soon), or -1 when
 *  the text is valid JSON. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const skip = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const expect = (c: string) => {
    if (text[i] !== c) throw new Bad(i);
    i++;
  };
  const string = () => {
    expect('"');
    for (;;) {
      if (i >= text.length) throw new Bad(i);
      const c = text[i];
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text)) throw new Bad(i);
        i = ESCAPE.lastIndex;
      } else if (c.charCodeAt(0) < 0x20) throw new Bad(i);
      else i++;
    }
  };
  const value = (): void => {
    skip();
    const c = text[i];
    if (c === '{') return list('}', () => {
      skip();
      string();
      skip();
      expect(':');
      value();
    });
    if (c === '[') return list(']', value);
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    NUMBER.lastIndex = i;
    if (!NUMBER.test(text)) throw new Bad(i);
    i = NUMBER.lastIndex;
  };
  const list = (close: string, item: () => void) => {
    i++;
    skip();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      skip();
      if (text[i] === close) {
        i++;
        return;
      }
      expect(',');
    }
  };
  try {
    value();
    skip();
    return i < text.length ? i : -1;
  } catch (e) {
    if (e instanceof Bad) return e.at;
    return 0; // nested deeper than the stack allows: the start is all we can say
  }
}
