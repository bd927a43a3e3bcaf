// The `chineseScript` setting: 'auto' unless chosen, a bad value reported and not taken, and a
// change starts a new tooltip UI (the content controller's engine key).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, readSettings } from './settings.ts';

describe('chineseScript setting', () => {
  it('is auto by default and keeps simplified / traditional', () => {
    expect(DEFAULT_SETTINGS.chineseScript).toBe('auto');
    expect(readSettings({}).settings.chineseScript).toBe('auto');
    expect(readSettings({ chineseScript: 'traditional' }).settings.chineseScript).toBe('traditional');
    expect(mergeSettings(DEFAULT_SETTINGS, { chineseScript: 'simplified' }).settings.chineseScript).toBe('simplified');
  });

  it('reports a bad value and keeps the current one', () => {
    const current = { ...DEFAULT_SETTINGS, chineseScript: 'traditional' as const };
    const { settings, problems } = mergeSettings(current, { chineseScript: 'zh-Hant' });
    expect(settings.chineseScript).toBe('traditional');
    expect(problems).toEqual([`settings: "chineseScript" has a bad value "zh-Hant" (expected 'auto', 'simplified', 'traditional'); using "traditional"`]);
  });
});
