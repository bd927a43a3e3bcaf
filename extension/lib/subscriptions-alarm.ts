// The opt-in weekly update check (settings.weeklyUpdateCheck): one browser alarm, which exists
// only while the setting is on AND at least one subscription exists; the background keeps it so
// at start, after a settings change and after each change of the imported data. It fires a week
// after the oldest last check of the subscriptions, then weekly. Computed from what is stored,
// not from when the alarm was made: Firefox drops alarms when it closes, and a browser restarted
// daily would otherwise push a fresh "in a week" alarm ahead forever.
import type { PackSubscription } from './pack-store.ts';

export const WEEKLY_ALARM = 'rulings-lens-weekly-update-check';
export const WEEK_MS = 7 * 24 * 3600 * 1000;
/** An overdue check waits this long after a start (not in the middle of the browser's startup). */
export const OVERDUE_DELAY_MS = 60_000;

/** The part of browser.alarms used here. */
export interface AlarmsApi {
  get(name: string): Promise<{ name: string; scheduledTime: number; periodInMinutes?: number } | undefined>;
  create(name: string, info: { when: number; periodInMinutes: number }): void | Promise<void>;
  clear(name: string): Promise<boolean>;
}

/** When the next check is due: a week after the oldest last check (a subscription never checked
 *  counts as checked now), or shortly after `now` when that is past. */
export function nextWeeklyCheck(subscriptions: readonly Pick<PackSubscription, 'checkedAt'>[], now: number): number {
  const times = subscriptions.map((s) => (s.checkedAt ? Date.parse(s.checkedAt) : now)).filter((t) => Number.isFinite(t));
  const due = (times.length ? Math.min(...times) : now) + WEEK_MS;
  return Math.max(due, now + OVERDUE_DELAY_MS);
}

/** Makes the alarm match the setting and the subscriptions; says whether it exists now. */
export async function syncWeeklyAlarm(alarms: AlarmsApi, enabled: boolean, subscriptions: readonly PackSubscription[], now = Date.now()): Promise<boolean> {
  if (!enabled || subscriptions.length === 0) {
    await alarms.clear(WEEKLY_ALARM);
    return false;
  }
  const when = nextWeeklyCheck(subscriptions, now);
  const existing = await alarms.get(WEEKLY_ALARM);
  // Re-made only when it is off by more than a minute: a service worker wakes often.
  if (!existing || Math.abs(existing.scheduledTime - when) > 60_000) await alarms.create(WEEKLY_ALARM, { when, periodInMinutes: WEEK_MS / 60_000 });
  return true;
}
