// Keyword matcher: finds MTG keywords (English, Simplified and Traditional Chinese) in any text
// and says how sure it is that each one is meant as the keyword.
//
//   const matcher = createMatcher(compileTerms(KEYWORDS));   // TermData is JSON: ship it
//   matcher.match('Madness {1}{R}', { minConfidence: 'medium' }) // → [{start:0,end:7,id:'madness',lang:'en',confidence:'high'}]
//
// ── Finding terms ─────────────────────────────────────────────────────────────────────────
// * ONE pass over the text for every form of every keyword in all three scripts: a trie over
//   case-folded UTF-16 code units in typed arrays (trie.ts), walked from each position that
//   can start a term (scan.ts). No regex, no allocation per character. Offsets are UTF-16
//   code units of the original string (text.slice(start, end) is the matched text), so
//   emoji/surrogate pairs before a match are counted like the DOM counts them.
// * Leftmost-longest, non-overlapping: "double strike" beats "strike", "commander ninjutsu"
//   beats "ninjutsu", "basic landcycling" beats "landcycling", 显化惧象 beats 显化. Results are
//   sorted by start.
// * English: whole words only — a form that starts (ends) with a letter/digit must not be
//   preceded (followed) by one ("ward" is not in "wardrobe", "proliferate" is not in
//   "proliferation": inflections exist only as the table's en forms: proliferated,
//   proliferating…). Case-insensitive (ASCII/Latin/Greek/Cyrillic and full-width Latin fold),
//   then the case rules below. Any run of spaces, line breaks and hyphens matches the single
//   space or hyphen of a multi-word form, so "phased-out", "phased out" and "phased\n out"
//   all match the form "phased out" (or "phased-out"). ’ and ' are the same apostrophe.
// * Chinese: no word boundaries (a Han character next to a match is normal). A STOPLIST of
//   everyday words containing a keyword (伪装成, 召集人, 历险记, 增殖期, 守护神, 飞行员, 警戒线…,
//   both scripts; see stoplist.ts) takes part in the longest match, so a keyword inside a
//   stop word is suppressed entirely, whatever the context. Limitation: a stop word that
//   starts AFTER an overlapping keyword does not suppress it (the keyword is leftmost).
// * A form listed in zhHans and zhHant alike (先攻) reports lang 'zh-Hans'.
//
// ── English case rules (local-signals.ts caseRule) ──────────────────────────────────────
// * Each word of a match must be lower case, Capitalised or ALL CAPS; mixed case (wArd,
//   PhasING) is an identifier or a brand: no match.
// * Capitalised mid-sentence (an Adventure spell, with Madness) is a signal: as MTG writes
//   keyword and card-type names. Not when it starts a sentence or line (capitals say nothing
//   there), nor inside a Title Case run (previous or next word capitalised, skipping a/of/the…:
//   "Alice's Adventures in Wonderland", "Madness and Civilization").
// * ALL CAPS and lower case are neutral.
//
// ── Confidence ───────────────────────────────────────────────────────────────────────────
// high   the term is followed (after optional spaces) by a cost {…} (incl. {五}{红}, {横置}); by
//        a reminder parenthesis ( or （ not opening on a lower-case letter; by a dash (—, –, ～,
//        ——, or " - ") and then a capital, cost, digit, X or Chinese cost verb (Ward—Pay 2
//        life, 守护～支付…); by a number then a reminder parenthesis (Crew 3 (…)); or it is
//        enclosed exactly in 「」『』【】《》〈〉〔〕 or [[…]].
// medium non-everyday keywords (deathtouch, lifelink, triggered ability…: KeywordEntry.everyday
//        is not true);
//        any keyword when options.context === 'mtg' (except everyday ability words, below); an
//        everyday keyword with a signal of its
//        own: Capitalised mid-sentence; in quotes “…”; a number ending the clause ("Ward 2,");
//        MTG wording around it ("madness cost", "disguise ability", "face-down permanent",
//        "a card with madness", 伪装异能, 疯魔费用, 历险咒语, 牌面朝下之永久物, 具疯魔 — 具 only after
//        a function word or punctuation, not in 工具/家具…); or a comma-separated keyword line
//        ("Flying, vigilance" / "飞行，警戒"); or with MTG context in the text:
//          - within WINDOW = 200 code units either side: a mana symbol, an MTG phrase
//            (万智牌, Magic: The Gathering, MTG, mana value, 触发式异能…, stoplist.ts), a
//            non-everyday keyword or a high-confidence match;
//          - anywhere in the string: hasMtgContext(text) (below).
//        The window is fixed rather than "the whole node" so that one long document does not
//        become MTG context just because it is long; for a small text node (< 400 units) it
//        IS the whole string.
// low    everyday-word keywords (adventure, madness, ward, 伪装, 召集, 历险, 增殖… as flagged by
//        the table) with none of the above. Returned only with minConfidence: 'low'.
//
// Ability words (CR 207.2c; KeywordEntry.kind 'ability-word', TermData.abilityWords) are
// labels in front of an ability: "Landfall — Whenever…", "地落～每当…". For them:
//  - high needs that card shape: a dash (—, –, ～, ——, " - ") then a cost or an ability opening
//    (When/Whenever/At/As long as/If/This…; after ～: 每当/当/在/只要/如果/此/你…; after an em
//    dash only 每当/只要/从你 and cost verbs, since Chinese prose writes "——当时"), or a cost
//    {…} right after. No reminder-parenthesis or number rule ("Threshold (film)").
//  - an everyday one (Raid, Revolt, 突击, 消失, 门槛) is medium only with a signal of its own
//    (Capitalised mid-sentence, quoted, 「」, "landfall ability", 地落异能, 具地落), never from
//    the window, the page or context: 'mtg' — MTG text itself says 消失 ("ceases to exist").
//    Coined ones (Magecraft, Metalcraft, 金技, 魔艺) are medium like other non-everyday names.
//
// hasMtgContext(text) is true when the string contains a mana symbol, an MTG phrase, a keyword
// followed by a cost or a dash-cost (Ward—Pay 2 life), or ≥ 2 distinct non-everyday keywords.
// (A keyword in 「」 or before a parenthesis is high itself and context for its window, but not
// for the whole page: Chinese prose quotes everyday words in 「」 too.)
//
// ── Performance ─────────────────────────────────────────────────────────────────────────
// Build: lazily on the first match()/hasMtgContext() call: ~2–10 ms for the real table (~1,300
// forms + ~500 stop words), plus ~3 ms once per process for the 64K fold/class tables. Scan:
// typed-array reads per code unit, a trie walk only at word starts / keyword-initial Han
// characters. scripts/bench/matcher-bench.ts compares it with one alternation regex (9–20×
// faster on the CR text and the seeds, confidences included).
export { compileTerms } from './compile.ts';
export { createMatcher } from './matcher.ts';
export type { Matcher, MatchOptions, TermData } from './types.ts';
