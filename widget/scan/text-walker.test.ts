// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isInsideSkipped, shouldSkipElement, type SkipOptions } from './skip-rules.ts';
import { walkTextNodes } from './text-walker.ts';

const texts = (root: Node, opts: SkipOptions) =>
  [...walkTextNodes(root, { skip: (el) => shouldSkipElement(el, opts) })].map((t) => t.data.trim()).filter(Boolean);

beforeEach(() => {
  document.body.innerHTML = `
    <p>prose</p>
    <script>script</script><style>.style{}</style><noscript>noscript</noscript>
    <template><p>template</p></template>
    <textarea>textarea</textarea><input value="input"><select><option>option</option></select>
    <div contenteditable="true"><p>editable</p></div>
    <div contenteditable="plaintext-only">plaintext</div>
    <div contenteditable="false">not-editable</div>
    <pre>pre</pre><p><code>code</code> <kbd>kbd</kbd> <samp>samp</samp></p>
    <section data-rulings-ignore><p>ignored</p></section>
    <div hidden>hidden</div>
    <div aria-hidden="true">aria-hidden</div>
    <rulings-lens-ui data-rulings-lens-ui>own-ui</rulings-lens-ui>
    <svg><text>svg</text></svg>
    <span data-rulings-term="ward">explicit</span>
    <p>tail</p>`;
});

describe('skip rules + text walker', () => {
  it('yields prose and skips every never-scanned element', () => {
    expect(texts(document.body, { scanCode: false })).toEqual(['prose', 'not-editable', 'aria-hidden', 'tail']);
  });

  it('scans code/pre/kbd/samp only when scanCode is on', () => {
    expect(texts(document.body, { scanCode: true })).toEqual(['prose', 'not-editable', 'pre', 'code', 'kbd', 'samp', 'aria-hidden', 'tail']);
  });

  it('skips the own UI host given by reference even without its attribute', () => {
    const host = document.createElement('div');
    host.textContent = 'mine';
    document.body.append(host);
    expect(texts(document.body, { scanCode: false, host })).not.toContain('mine');
    expect(texts(document.body, { scanCode: false })).toContain('mine');
  });

  it('descends into open shadow roots (reporting them) but not closed ones', () => {
    const open = document.createElement('div');
    open.attachShadow({ mode: 'open' }).innerHTML = '<p>in-open</p><script>no</script>';
    const closed = document.createElement('div');
    closed.attachShadow({ mode: 'closed' }).innerHTML = '<p>in-closed</p>';
    document.body.append(open, closed);
    const roots: ShadowRoot[] = [];
    const found = [...walkTextNodes(document.body, { skip: (el) => shouldSkipElement(el, { scanCode: false }), onShadowRoot: (r) => roots.push(r) })].map((t) => t.data);
    expect(found).toContain('in-open');
    expect(found).not.toContain('in-closed');
    expect(found).not.toContain('no');
    expect(roots).toEqual([open.shadowRoot]);
  });

  it('reports rejected elements so explicit terms can be registered', () => {
    const rejected: string[] = [];
    [...walkTextNodes(document.body, { skip: (el) => shouldSkipElement(el, { scanCode: false }), onSkipped: (el) => rejected.push(el.localName) })];
    expect(rejected).toContain('span'); // the data-rulings-term span
    expect(rejected).toContain('script');
  });
});

describe('isInsideSkipped (nodes found by mutations)', () => {
  it('looks up the ancestors, through shadow hosts, up to the root', () => {
    const opts = { scanCode: false };
    const inEditor = document.querySelector('[contenteditable="true"] p')!.firstChild!;
    expect(isInsideSkipped(inEditor, document.body, opts)).toBe(true);
    const prose = document.querySelector('p')!.firstChild!;
    expect(isInsideSkipped(prose, document.body, opts)).toBe(false);
    const host = document.createElement('div');
    const sr = host.attachShadow({ mode: 'open' });
    sr.innerHTML = '<pre>x</pre><p>y</p>';
    document.querySelector('pre')!.append(host); // a component inside <pre>
    expect(isInsideSkipped(sr.querySelector('p')!.firstChild!, document.body, opts)).toBe(true);
    document.body.append(host);
    expect(isInsideSkipped(sr.querySelector('p')!.firstChild!, document.body, opts)).toBe(false);
    expect(isInsideSkipped(sr.querySelector('pre')!.firstChild!, document.body, opts)).toBe(true);
    expect(isInsideSkipped(document.createTextNode('detached'), document.body, opts)).toBe(true);
  });
});
