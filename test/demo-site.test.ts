// The hand-written demo site: every page is linked and served, embeds the widget the way the
// README says, and the articles contain what they are for (the e2e tests drive them in Chromium).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYWORDS } from '../rulings-data/keywords/index.ts';
import { compileTerms, createMatcher } from '../rulings-data/matcher/index.ts';
import { DEMO_DIR, DEMO_PAGES } from '../scripts/serve-demo.ts';

const page = (name: string) => readFileSync(join(DEMO_DIR, name), 'utf8');
/** Visible text of an HTML page's <article>/<main id="post"> (tags dropped, entities kept simple). */
const postText = (html: string) =>
  (html.match(/<(article|main)[^>]*id="post"[^>]*>([\s\S]*?)<\/\1>/)?.[2] ?? '')
    .replace(/<pre>[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('demo site', () => {
  it('lists every page once, and the index links to all of them', () => {
    const files = readdirSync(DEMO_DIR).filter((f) => f.endsWith('.html')).sort();
    expect(DEMO_PAGES.map((p) => p.path).sort()).toEqual(files);
    const index = page('index.html');
    for (const { path } of DEMO_PAGES.filter((p) => p.path !== 'index.html')) expect(index).toContain(`href="${path}"`);
  });

  it('embeds the widget with the full script tag (root = an element on the page), except the ESM demo and the extension page', () => {
    for (const { path } of DEMO_PAGES.filter((p) => !['index.html', 'embed-esm.html', 'extension-demo.html'].includes(p.path))) {
      const html = page(path);
      const tag = html.match(/<script src="\/widget\/rulings-lens\.full\.js"([^>]*)><\/script>/);
      expect(tag, path).not.toBeNull();
      const root = tag![1].match(/data-root="#([\w-]+)"/)?.[1];
      expect(html, path).toContain(`id="${root}"`);
    }
    expect(page('embed-esm.html')).toContain('<script type="module" src="esm-demo.mjs"></script>');
    expect(page('esm-demo.mjs')).toMatch(/import \{ mount \} from '\/widget\/rulings-lens\.mjs'/);
    // No inline script anywhere: the pages would run under a strict CSP too.
    for (const { path } of DEMO_PAGES) expect(page(path).match(/<script(?![^>]*\bsrc=)[^>]*>/g), path).toBeNull();
  });

  it('shows the three embed styles with their code', () => {
    const html = page('embeds.html');
    expect(html).toContain('&lt;script src="/widget/rulings-lens.full.js"');
    expect(html).toContain("import { mount } from '/widget/rulings-lens.mjs';");
    expect(html).toContain('&lt;rulings-term term="proliferate"&gt;增殖&lt;/rulings-term&gt;');
    expect(html).toContain('<rulings-term term="proliferate">增殖</rulings-term>');
    expect(html).toContain('data-rulings-term="madness"');
  });

  it('has the articles it promises', () => {
    const en = postText(page('article-en.html'));
    const words = en.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThan(500);
    expect(words).toBeLessThan(750);
    for (const term of ['Adventure', 'Proliferate', 'phased-out', 'phase in', 'Disguise', 'face down', 'turn it face up', 'Madness', 'Convoke', '{1}{R}']) {
      expect(en, term).toContain(term);
    }
    const zh = postText(page('article-zh.html'));
    for (const term of ['历险', '增殖', '跃离', '跃回', '伪装', '牌面朝下', '翻回正面', '疯魔', '召集', '偽裝', '瘋魔', '歷險']) expect(zh, term).toContain(term);
    expect(page('article-zh.html')).toMatch(/<p lang="zh-Hant">[^<]*偽裝[^<]*瘋魔[^<]*歷險/);
  });

  it('the plain article uses the everyday words, and the matcher marks nothing in it at default settings', () => {
    const text = postText(page('plain-article.html'));
    for (const w of ['adventure', 'madness', '伪装成', '召集人', '历险记']) expect(text).toContain(w);
    const matcher = createMatcher(compileTerms(KEYWORDS));
    expect(matcher.hasMtgContext(text)).toBe(false);
    expect(matcher.match(text)).toEqual([]);
    expect(matcher.match(text, { minConfidence: 'low' }).length).toBeGreaterThan(0); // they are there
  });
});
