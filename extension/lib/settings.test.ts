import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, readSettings, withIgnored } from './settings.ts';

describe('readSettings', () => {
  it('fills every default when storage is empty, with no problem reported', () => {
    for (const raw of [undefined, null, {}]) {
      expect(readSettings(raw)).toEqual({ settings: { ...DEFAULT_SETTINGS }, problems: [] });
    }
  });

  it('keeps valid values and fills the missing ones', () => {
    const { settings, problems } = readSettings({ lang: 'zh', delay: 300, block: ['Example.com'] });
    expect(problems).toEqual([]);
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, lang: 'zh', delay: 300, block: ['example.com'] });
  });

  it('falls back per field on bad values and says which field and why', () => {
    const { settings, problems } = readSettings({ lang: 'fr', delay: 99999, theme: 'neon', highlight: 3, allow: 'x.com' });
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/"lang" has a bad value "fr" \(expected 'zh', 'en' or 'both'/);
    expect(problems[1]).toMatch(/"highlight" has a bad value 3/);
    expect(problems[2]).toMatch(/"delay" has a bad value 99999 \(expected a number of milliseconds from 0 to 2000\); using 100/);
    expect(problems.join('\n')).toContain('"allow" has a bad value "x.com" (expected an array of site entries');
  });

  it('marks mechanics by default and keeps a valid level; a bad one falls back and is named', () => {
    expect(DEFAULT_SETTINGS.level).toBe('mechanics');
    expect(readSettings({ level: 'rules' }).settings.level).toBe('rules');
    const { settings, problems } = readSettings({ level: 'most' });
    expect(settings.level).toBe('mechanics');
    expect(problems).toEqual([expect.stringMatching(/"level" has a bad value "most"/)]);
  });

  it('migrates long-form keys and drops unknown ones, reporting both', () => {
    const { settings, problems } = readSettings({ displayLang: 'en-US', hoverDelay: '250', ignoredKeywords: ['ward'], junk: 1 });
    expect(settings).toMatchObject({ lang: 'en', delay: 250, ignore: ['ward'] });
    expect(problems).toEqual([
      'settings: "displayLang" is now "lang"',
      'settings: "hoverDelay" is now "delay"',
      'settings: "ignoredKeywords" is now "ignore"',
      'settings: unknown key "junk" dropped',
    ]);
  });

  it('keeps the weekly update check off unless it is turned on; a bad value falls back to off', () => {
    expect(DEFAULT_SETTINGS.weeklyUpdateCheck).toBe(false);
    expect(readSettings({ weeklyUpdateCheck: true }).settings.weeklyUpdateCheck).toBe(true);
    const { settings, problems } = readSettings({ weeklyUpdateCheck: 'weekly' });
    expect(settings.weeklyUpdateCheck).toBe(false);
    expect(problems).toEqual([expect.stringMatching(/"weeklyUpdateCheck" has a bad value "weekly" \(expected true or false\); using false/)]);
  });

  it('never lets an old key overwrite the current one', () => {
    expect(readSettings({ lang: 'zh', displayLang: 'en' }).settings.lang).toBe('zh');
  });

  it("understands the widget's highlight vocabulary ('none' = hover without marks)", () => {
    expect(readSettings({ highlight: 'none' }).settings.highlight).toBe('hover');
  });

  it('cleans list entries one by one: bad ones are dropped and named, duplicates merged', () => {
    const { settings, problems } = readSettings({ allow: ['https://www.a.com/', 'a.com', 'no way', ''], ignore: ['Ward', 'ward', 'not an id!'] });
    expect(settings.allow).toEqual(['a.com']);
    expect(settings.ignore).toEqual(['ward']);
    expect(problems).toEqual([
      'settings: allow list: "no way" is not a host name (expected e.g. example.com or example.com/path); dropped',
      'settings: ignore list: "not an id!" is not a keyword id; dropped',
    ]);
  });

  it('reports a non-object instead of throwing', () => {
    const r = readSettings('zh');
    expect(r.settings).toEqual(DEFAULT_SETTINGS);
    expect(r.problems).toEqual(['settings: expected an object, got "zh"; ignored']);
  });
});

describe('writers', () => {
  it('mergeSettings re-validates the patch; a bad field keeps the current value, not the default', () => {
    const current = { ...DEFAULT_SETTINGS, delay: 400, block: ['a.com'] };
    const r = mergeSettings(current, { delay: -5, theme: 'dark', block: 'oops' });
    expect(r.settings).toEqual({ ...current, theme: 'dark' });
    expect(r.problems).toHaveLength(2);
    expect(r.problems[0]).toMatch(/"delay" has a bad value -5 .*; using 400$/);
  });
  it('withIgnored adds once', () => {
    const once = withIgnored({ ...DEFAULT_SETTINGS }, 'ward');
    expect(once.ignore).toEqual(['ward']);
    expect(withIgnored(once, 'ward')).toBe(once);
  });
});
