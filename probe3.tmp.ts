import { KEYWORDS } from './rulings-data/keywords/index.ts';
import { compileTerms, createMatcher } from './rulings-data/matcher/index.ts';
const m = createMatcher(compileTerms(KEYWORDS));
const en = `Forecasters expect the storm to make landfall on Friday. Police said the raid on the warehouse was part of a wider sweep, and a rally downtown drew thousands. The heroic crew was inspired by the survival of the miners; the threshold for a recall vote is low, and the domain renewal fee is due. Critics called the plan a paradox, a void at the heart of the budget. Researchers compared the characteristics of each emblem and the timestamp of every copy, then drew a token at random. Learn to draw step by step, then split cards into piles during the main phase of the project. Her devotion to the team was formidable.`;
const zh = `气象台预计台风将于周五登陆。警方对仓库进行了突击检查，随后在全市开展扫平行动。消失多年的老人终于回家，村民们欢庆团聚。雨点轻轻地落在屋檐上，大地落入一片寂静。这部电影在影展上大放异彩。进入这个行业的门槛很高，他们选择了反抗。专家说这是一个悖论，让人感到空洞。两国携手合作，维护领土完整。该产品的主要特征是轻便，密码重置步骤如下。为家乡建设献力。`;
for (const t of [en, zh]) {
  console.log(m.hasMtgContext(t), m.match(t).map(h => t.slice(h.start, h.end) + ':' + h.id));
  console.log('  low:', m.match(t, { minConfidence: 'low' }).map(h => t.slice(h.start, h.end) + ':' + h.id).join(' '));
}
