import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-error-offset.ts';

describe('jsonErrorOffset', () => {
  it('is -1 exactly for what JSON.parse accepts', () => {
    const texts = ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"]} ', '"s"', '0', '{"a":{"b":[[]]}}',
      '', '{', '[1,]', '{"a" 1}', '{"a":01}', '"\\x"', '{"a":1}}', 'tru', '{,}', '"a\nb"', '[1 2]', "{'a':1}"];
    for (const t of texts) {
      let valid = true;
      try {
        JSON.parse(t);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(t) === -1, JSON.stringify(t)).toBe(valid);
    }
  });

  it('points at the first character that cannot be there', () => {
    expect(jsonErrorOffset('{\n  "main": [,]\n}')).toBe(13);
    expect(jsonErrorOffset('[1,]')).toBe(3);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('{"a": 1')).toBe(7);
    expect(jsonErrorOffset('{"a": "x\ny"}')).toBe(8);
  });
});
