// A small made-up CR document for the rules viewer's e2e tests and its README screenshot. Every
// sentence here is written for the tests (the Comprehensive Rules' own text is licensed and is
// never committed); numbers and keyword names are what the viewer needs to link and search.
import type { CrDoc, CrRule } from '../../rulings-data/cr/types.ts';

const rule = (number: string, en: string, zh: string, examples?: CrRule['examples']): CrRule => ({ number, en, zh, ...(examples ? { examples } : {}) });

export const RULES_DOC: CrDoc = {
  format: 1,
  version: '20990101',
  effectiveDate: '2099-01-01',
  languages: ['en', 'zh'],
  files: [{ name: 'sample-rules.json', lang: 'en', kind: 'bilingual-json' }],
  rules: [
    rule('1', 'Basics of Play', '游戏基础'),
    rule('100', 'About This Sample', '关于本示例'),
    rule('100.1', 'This sample shows how the viewer lays out the rules you import. Its sentences were written for the tests; see section 7 for keywords.', '本示例展示查看器如何排版你导入的规则。其中的句子是为测试而写的；关键字参见第7章。'),
    rule('100.1a', 'Each numbered paragraph has its own anchor, so a link can point at it.', '每个编号段落都有自己的锚点，链接可以直接指向它。'),
    rule('100.1b', 'References such as rule 702.9b become links; a number the document does not have, like rule 999.1, stays plain text.', '像规则702.9b这样的引用会变成链接；文档中没有的编号（如规则999.1）保持为普通文字。'),
    rule('7', 'Abilities and Actions', '异能与动作'),
    rule('701', 'Keyword Actions', '关键字动作'),
    rule('701.34', 'Proliferate', '增殖'),
    rule('701.34a', 'In this sample, to proliferate is to pick things that already carry counters and give each one more of a kind it has.', '在本示例中，增殖是指选择已有指示物的东西，并为每个各放置一个其已有种类的指示物。'),
    rule('701.34b', 'Choosing nothing is allowed; see rule 701.34a for what can be chosen.', '可以什么都不选；可选的对象参见规则701.34a。'),
    rule('702', 'Keyword Abilities', '关键字异能'),
    rule('702.9', 'Flying', '飞行'),
    rule('702.9a', 'Sample text: flying keeps a creature out of reach of most blockers.', '示例文字：飞行让生物避开大多数阻挡者。'),
    rule(
      '702.9b',
      'Sample text: only a creature with flying or reach may block a creature with flying. (See rule 509 and rule 702.17.)',
      '示例文字：只有具有飞行或延势的生物可以阻挡具有飞行的生物。（参见规则509和规则702.17。）',
      { en: ['Example: A sample bird attacks; a sample spider with reach may block it.'], zh: ['例：一只示例飞鸟攻击；具有延势的示例蜘蛛可以阻挡它。'] },
    ),
    rule('702.9c', 'Sample text: a second instance of flying adds nothing.', '示例文字：第二个飞行异能不起额外作用。'),
    rule('702.17', 'Reach', '延势'),
    rule('702.17a', 'Sample text: reach lets a creature block creatures with flying; see rule 702.9.', '示例文字：延势让生物可以阻挡具有飞行的生物；参见规则702.9。'),
    rule('702.17b', 'Sample text: rules 702.17a and 702.9b work together.', '示例文字：规则702.17a与702.9b共同起作用。'),
    rule('702.21', 'Ward', '守护'),
    rule('702.21a', 'Sample text: ward asks an opponent to pay more when they target the permanent.', '示例文字：对手以该永久物为目标时，守护要求其额外支付费用。'),
  ],
  glossary: [
    { en: 'Flying', zh: '飞行', enText: 'A sample keyword about creatures in the air. See rule 702.9.', zhText: '关于空中生物的示例关键字。参见规则702.9。' },
    { en: 'Proliferate', zh: '增殖', enText: 'A sample keyword action about counters. See rule 701.34.', zhText: '关于指示物的示例关键字动作。参见规则701.34。' },
    { en: 'Reach', zh: '延势', enText: 'A sample keyword about tall creatures. See rule 702.17.', zhText: '关于高大生物的示例关键字。参见规则702.17。' },
  ],
};

/** Runs in an extension page: stores `doc` as the imported CR and tells the background through
 *  `runtime` (an extension page's: the background does not hear its own messages). */
export const STORE_CR = `async (doc, runtime) => {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('rulings-lens-packs');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const tx = db.transaction('cr', 'readwrite');
  tx.objectStore('cr').put({ id: 'current', doc, importedAt: new Date().toISOString() });
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
  db.close();
  await runtime.sendMessage({ type: 'packs-changed' });
}`;
