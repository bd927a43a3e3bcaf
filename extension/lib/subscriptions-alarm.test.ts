import { describe, expect, it } from 'vitest';
import { nextWeeklyCheck, OVERDUE_DELAY_MS, syncWeeklyAlarm, WEEK_MS, WEEKLY_ALARM, type AlarmsApi } from './subscriptions-alarm.ts';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const sub = (checkedAt?: string) => ({ url: 'https://x.example/index.json', revision: 'r1', ...(checkedAt ? { checkedAt } : {}) });

/** browser.alarms over a Map, recording every create. */
function fakeAlarms(): AlarmsApi & { all: Map<string, { name: string; scheduledTime: number; periodInMinutes?: number }>; created: number } {
  const all = new Map<string, { name: string; scheduledTime: number; periodInMinutes?: number }>();
  const api = {
    all,
    created: 0,
    get: async (name: string) => all.get(name),
    create(name: string, info: { when: number; periodInMinutes: number }) {
      api.created++;
      all.set(name, { name, scheduledTime: info.when, periodInMinutes: info.periodInMinutes });
    },
    clear: async (name: string) => all.delete(name),
  };
  return api;
}

describe('nextWeeklyCheck', () => {
  it('is a week after the oldest last check', () => {
    expect(nextWeeklyCheck([sub('2026-06-08T12:00:00Z'), sub('2026-06-05T12:00:00Z')], NOW)).toBe(Date.parse('2026-06-05T12:00:00Z') + WEEK_MS);
  });
  it('counts a subscription never checked as checked now, and waits a moment when overdue', () => {
    expect(nextWeeklyCheck([sub()], NOW)).toBe(NOW + WEEK_MS);
    expect(nextWeeklyCheck([sub('2026-05-01T00:00:00Z')], NOW)).toBe(NOW + OVERDUE_DELAY_MS);
  });
});

describe('syncWeeklyAlarm', () => {
  it('exists only when the setting is on AND there is a subscription', async () => {
    const alarms = fakeAlarms();
    expect(await syncWeeklyAlarm(alarms, false, [sub('2026-06-08T12:00:00Z')], NOW)).toBe(false);
    expect(await syncWeeklyAlarm(alarms, true, [], NOW)).toBe(false);
    expect(alarms.all.size).toBe(0);
    expect(await syncWeeklyAlarm(alarms, true, [sub('2026-06-08T12:00:00Z')], NOW)).toBe(true);
    expect(alarms.all.get(WEEKLY_ALARM)).toEqual({ name: WEEKLY_ALARM, scheduledTime: Date.parse('2026-06-15T12:00:00Z'), periodInMinutes: 7 * 24 * 60 });
    // Turned off, or the last subscription removed: gone.
    await syncWeeklyAlarm(alarms, false, [sub('2026-06-08T12:00:00Z')], NOW);
    expect(alarms.all.size).toBe(0);
    await syncWeeklyAlarm(alarms, true, [sub('2026-06-08T12:00:00Z')], NOW);
    await syncWeeklyAlarm(alarms, true, [], NOW);
    expect(alarms.all.size).toBe(0);
  });

  it('is not re-made on every wake-up when it is already right', async () => {
    const alarms = fakeAlarms();
    await syncWeeklyAlarm(alarms, true, [sub('2026-06-08T12:00:00Z')], NOW);
    await syncWeeklyAlarm(alarms, true, [sub('2026-06-08T12:00:00Z')], NOW + 5000);
    expect(alarms.created).toBe(1);
    // A check moved the last-checked time: re-made for a week after it.
    await syncWeeklyAlarm(alarms, true, [sub('2026-06-10T12:00:00Z')], NOW);
    expect(alarms.created).toBe(2);
    expect(alarms.all.get(WEEKLY_ALARM)?.scheduledTime).toBe(NOW + WEEK_MS);
  });
});
