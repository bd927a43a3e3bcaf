// @vitest-environment happy-dom
// Inline runs: which text nodes join (through inline elements, over ruby annotations) and which
// do not (blocks, <br>, rejected subtrees), and how a match over the joined text is cut back
// into pieces per node.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../rulings-data/schema.ts';
import { createMatcher } from '../../rulings-data/matcher/index.ts';
import { fixtureData } from '../engine/test-helpers.ts';
import { holdsKeyword, isShort, lineContext } from './line-context.ts';
import { cut, MAX_STEPS, runOf, wordRange, type Piece } from './runs.ts';
import { shouldSkipElement } from './skip-rules.ts';

const skip = (el: Element) => shouldSkipElement(el, { scanCode: false });

/** Sets the body and returns the text node whose data is `text` (the first one). */
function page(html: string): void {
  document.body.innerHTML = html;
}
function textNode(data: string): Text {
  const walk = document.createTreeWalker(document.body, 4);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if ((n as Text).data === data) return n as Text;
  throw new Error(`no text node "${data}"`);
}
const run = (data: string) => runOf(textNode(data), document.body, skip).map((t) => t.data);
const joined = (data: string) => run(data).join('');

beforeEach(() => page(''));

describe('runOf', () => {
  it('a node alone in its block is a run of one (the fast path)', () => {
    page('<p>Flying</p><div>Trample<br>Haste</div><ul><li>Menu</li></ul>');
    expect(run('Flying')).toEqual(['Flying']);
    expect(run('Trample')).toEqual(['Trample']); // <br> ends the line
    expect(run('Haste')).toEqual(['Haste']);
    expect(run('Menu')).toEqual(['Menu']);
  });

  it('joins through <wbr> and nested inline elements, from any node of the run', () => {
    page('<p>Pro<wbr>liferate now</p><p>Prolif<span>er<em><b>a</b></em>te</span>, then</p>');
    expect(run('Pro')).toEqual(['Pro', 'liferate now']);
    expect(run('liferate now')).toEqual(['Pro', 'liferate now']);
    expect(run('a')).toEqual(['Prolif', 'er', 'a', 'te', ', then']);
    expect(joined('Prolif')).toBe('Proliferate, then');
  });

  it('an ability word in <i> joins the dash and the ability after it', () => {
    page('<p><i>Landfall</i> — Whenever a land you control enters, draw a card.</p>');
    expect(joined('Landfall')).toBe('Landfall — Whenever a land you control enters, draw a card.');
    page('<div class="card"><p><b>Flying</b></p><p>When this creature enters, scry 1.</p></div>');
    expect(run('Flying')).toEqual(['Flying']); // <b> is the whole line: nothing to join
  });

  it('ruby: the base text joins, <rt> and <rp> are passed over; annotation text stays alone', () => {
    page('<p>使用<ruby>伪<rt>wěi</rt>装<rt>zhuāng</rt></ruby>异能</p>');
    expect(run('伪')).toEqual(['使用', '伪', '装', '异能']);
    expect(run('wěi')).toEqual(['wěi']);
    page('<p><ruby>偽裝<rp>(</rp><rt>wěi zhuāng</rt><rp>)</rp></ruby></p>');
    expect(run('偽裝')).toEqual(['偽裝']);
    expect(run('(')).toEqual(['(']);
  });

  it('a block boundary, a <br> and a rejected subtree end the run', () => {
    page('<div>Prolif<p>erate</p></div>');
    expect(run('Prolif')).toEqual(['Prolif']);
    expect(run('erate')).toEqual(['erate']);
    page('<p><span>Prolif</span><br><span>erate</span></p>');
    expect(run('Prolif')).toEqual(['Prolif']);
    page('<p><span>Prolif</span><div>erate</div></p>'); // the parser closes the <p> before the <div>
    expect(run('Prolif')).toEqual(['Prolif']);
    page('<p>Prolif<code>x</code>erate <span data-rulings-ignore>a</span> b</p>');
    expect(run('Prolif')).toEqual(['Prolif']);
    expect(run('erate ')).toEqual(['erate ']);
    expect(run(' b')).toEqual([' b']);
    page('<p>Prolif<img alt="">erate <my-term>x</my-term> y</p>'); // not known to be inline
    expect(run('Prolif')).toEqual(['Prolif']);
  });

  it('adjacent text nodes and comments join', () => {
    page('<p>Prolif<!-- a comment -->erate</p>');
    const p = document.querySelector('p')!;
    p.append(document.createTextNode(' twice'));
    expect(run('Prolif')).toEqual(['Prolif', 'erate', ' twice']);
  });

  it('stops at the scan root', () => {
    page('<span id="r">Prolif<b>erate</b></span><span>, not this</span>');
    expect(runOf(textNode('Prolif'), document.getElementById('r')!, skip).map((t) => t.data)).toEqual(['Prolif', 'erate']);
  });

  it('a run of more than MAX_STEPS nodes is not joined: each node alone', () => {
    page(`<p>${'<span>a</span>'.repeat(MAX_STEPS)}Prolif<span>erate</span></p>`);
    expect(run('Prolif')).toEqual(['Prolif']);
    expect(run('erate')).toEqual(['erate']);
    page(`<p>${'<span>a</span>'.repeat(MAX_STEPS / 4)}Prolif<span>erate</span></p>`);
    expect(run('erate')).toHaveLength(MAX_STEPS / 4 + 2);
  });
});

const m = (start: number, end: number, id = 'proliferate'): Match => ({ start, end, id, lang: 'en', confidence: 'high' });

describe('cut', () => {
  it('maps joined offsets back to (node, offset): one piece per node, sharing a Word', () => {
    page('<p>To Prolif<span>er<b>a</b>te</span> twice</p>');
    const nodes = runOf(textNode('To Prolif'), document.body, skip);
    const text = nodes.map((n) => n.data).join('');
    expect(text).toBe('To Proliferate twice');
    const [p0, p1, p2, p3, p4] = cut(nodes, text, [m(3, 14)], 0);
    expect([p0, p1, p2, p3].map((ps) => ps.map((p) => [p.start, p.end]))).toEqual([[[3, 9]], [[0, 2]], [[0, 1]], [[0, 2]]]);
    expect(p4).toEqual([]);
    const word = p0[0].word!;
    expect(word.text).toBe('Proliferate');
    expect(word.pieces.map(([n, p]) => n.data.slice(p.start, p.end))).toEqual(['Prolif', 'er', 'a', 'te']);
    for (const ps of [p1, p2, p3]) expect(ps[0]).toMatchObject({ id: 'proliferate', lang: 'en', confidence: 'high', word });
    expect(wordRange(document, nodes[2], p2[0]).toString()).toBe('Proliferate');
  });

  it('a match inside one node is a piece without a Word; offsets are shifted past the context', () => {
    page('<p><i>Landfall</i> — Whenever</p>');
    const nodes = runOf(textNode('Landfall'), document.body, skip);
    const before = 'Some line above\n';
    const out = cut(nodes, 'Landfall — Whenever', [m(0, 4, 'above'), m(before.length, before.length + 8, 'landfall'), m(before.length + 11, before.length + 30, 'past')], before.length);
    expect(out[0]).toEqual([{ ...m(0, 8, 'landfall') }]);
    expect(out[1]).toEqual([]); // the context's match and the one reaching past the run are dropped
    expect((out[0][0] as Piece).word).toBeUndefined();
    expect(wordRange(document, nodes[0], out[0][0]).toString()).toBe('Landfall');
  });

  it('empty text nodes get no piece', () => {
    page('<p>Prolif<span></span>erate</p>');
    const span = document.querySelector('span')!;
    span.append(document.createTextNode(''));
    const nodes = runOf(textNode('Prolif'), document.body, skip);
    expect(nodes.map((n) => n.data)).toEqual(['Prolif', '', 'erate']);
    const out = cut(nodes, 'Proliferate', [m(0, 11)], 0);
    expect(out.map((ps) => ps.length)).toEqual([1, 0, 1]);
    expect(out[2][0].word!.pieces).toHaveLength(2);
  });
});

describe('lineContext', () => {
  const ctx = (data: string) => lineContext(runOf(textNode(data), document.body, skip), document.body, skip);

  it('a short line gets the lines around it, separated by "\\n"', () => {
    page('<h3>Grizzly Bears {1}{G}</h3>\n  <div><p><b>Flying</b></p>\n<p>When this creature enters, <i>scry</i> 1.</p><p>Second line</p></div>');
    expect(ctx('Flying')).toEqual(['Grizzly Bears {1}{G}\n', '\nWhen this creature enters, scry 1.\nSecond line']);
  });

  it('<br> separates lines too; nothing at the edges of the root', () => {
    page('Flying<br>Whenever this attacks');
    expect(ctx('Flying')).toEqual(['', '\nWhenever this attacks']);
    expect(ctx('Whenever this attacks')).toEqual(['Flying\n', '']);
  });

  it('bounded: at most 160 characters either way; only short lines get it', () => {
    const long = 'x'.repeat(500);
    page(`<p>${long}</p><p>Flying</p><p>${long}</p>`);
    const [before, after] = ctx('Flying');
    expect(before).toBe(`${'x'.repeat(159)}\n`);
    expect(after).toBe(`\n${'x'.repeat(159)}`);
    expect([isShort('  Flying  '), isShort('x'.repeat(40)), isShort('x'.repeat(41))]).toEqual([true, true, false]);
  });

  it('ruby annotations and rejected subtrees are not context', () => {
    page('<p>Support</p><p><ruby>伪<rt>wěi</rt>装</ruby></p><script>var x = "When"</script>');
    expect(ctx('Support')).toEqual(['', '\n伪装']);
  });

  it('holdsKeyword: a keyword the matcher would drop as a label alone on its line still counts', () => {
    const real = createMatcher(fixtureData().terms);
    expect(['Flying', '伪装', 'Home', 'Support'].map((t) => holdsKeyword(real, t, {}))).toEqual([true, true, false, false]);
    // At the strict levels "Flying" alone on its line is a label, nothing even at 'low'; next to a
    // card-shaped line it is the keyword. The probe still finds it, so it gets its context.
    const strict = { level: 'mechanics', context: 'mtg' } as const;
    expect(real.match('Flying', { ...strict, minConfidence: 'low' })).toEqual([]);
    expect(real.match('Flying\nWhen this creature enters, draw a card.', strict).map((x) => x.id)).toEqual(['flying']);
    expect(holdsKeyword(real, 'Flying', strict)).toBe(true);
    expect(holdsKeyword(real, 'Home', strict)).toBe(false);
  });
});
