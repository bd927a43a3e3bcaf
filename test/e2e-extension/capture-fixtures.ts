// What the "Add to my rulings" e2e tests (capture*.e2e.test.ts) select and expect: the ruling
// block of test/fixtures/extension/capture.html. Its third ruling, about ward, is made up for
// the test (no built-in ruling is about ward): a ward tooltip showing it proves the capture.
import { rulingId } from '../../rulings-data/parser/merge-rulings.ts';

export const CAPTURE_PAGE = 'capture.html';
/** Rulings in the fixture's block. */
export const CAPTURED_COUNT = 3;
export const CAPTURED_WARD = {
  date: '2026-05-02',
  source: 'official',
  zh: '如果某咒语以具有守护的永久物为目标，则守护触发后，该咒语的操控者可以支付守护费用，使该咒语不被反击（采集测试）。',
  en: "If a spell targets a permanent with ward, its controller may pay the ward cost after ward triggers so that the spell isn't countered (capture test).",
};
export const CAPTURED_WARD_ID = rulingId(CAPTURED_WARD.en);
/** The personal pack's name in an English browser. */
export const MY_RULINGS = 'My rulings';

/** Runs in the page: selects the fixture's 单卡释疑 block as a reader's drag would. Returns
 *  the selection as Chrome's context menu passes it (info.selectionText: whitespace collapsed). */
export function selectRulingsBlock(): string {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('rulings')!);
  const selection = getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection.toString().replace(/\s+/g, ' ').trim();
}
