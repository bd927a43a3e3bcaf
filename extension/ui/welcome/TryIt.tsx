// The live "try it" paragraph: a few sentences in English and in Chinese holding keywords the
// default level marks (Proliferate, 增殖, Disguise, face down, ward, phased out…) and a few only
// the "rules terms" level adds (counter, 指示物, 施放), so changing the level below shows at
// once. The texts are fixed, not translated: they are what the matcher is tried on.
import { useEffect, useRef } from 'preact/hooks';
import type { Translate } from '../translate.ts';

export const TRY_IT_EN = [
  'When a spell tells you to proliferate, you give each permanent and player you choose another counter of each kind already there.',
  'A creature with disguise is cast face down, with ward 2; a permanent that has phased out is treated as though it doesn’t exist until it phases in.',
];
export const TRY_IT_ZH = '增殖时，你选择任意数量的永久物和牌手，为其已有的每种指示物各再放置一个。具有伪装异能的生物可以牌面朝下施放。';

interface Props {
  t: Translate;
  /** Mounts the engine on the paragraph; returns its teardown. */
  mount(root: Element): () => void;
}

export function TryIt({ t, mount }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => mount(box.current!), []);
  return (
    <section aria-labelledby="welcome-try">
      <h2 id="welcome-try">{t('welcomeTryTitle')}</h2>
      <p id="welcome-try-hint">{t('welcomeTryHint')}</p>
      <div class="try-it" ref={box} data-part="try-it">
        <p lang="en" data-part="try-it-en">
          {TRY_IT_EN.join(' ')}
        </p>
        <p lang="zh-Hans" data-part="try-it-zh">
          {TRY_IT_ZH}
        </p>
      </div>
    </section>
  );
}
