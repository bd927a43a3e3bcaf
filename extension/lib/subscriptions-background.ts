// The background's part of subscriptions: the opt-in weekly check (subscriptions-alarm.ts). The
// alarm is kept in line with the setting and the subscriptions at start, after a settings change
// and after a data change; when it fires, every subscription is checked with the permissions the
// reader gave (never asked for here: no click, no prompt) and the data rebuilt if one changed.
// Nothing is read or requested while the setting is off.
import { browser } from 'wxt/browser';
import { loadSettings, watchSettings } from './settings-store.ts';
import { checkAll, subscriptionTargets } from './subscriptions.ts';
import { syncWeeklyAlarm, WEEKLY_ALARM } from './subscriptions-alarm.ts';
import { browserSubscriptionDeps } from './subscriptions-browser.ts';

const warn = (what: string) => (e: unknown) => console.warn(`rulings-lens: ${what} (${e instanceof Error ? e.message : String(e)})`);

/** `dataChanged`: rebuild the background's data and tell the tabs (what 'packs-changed' does);
 *  `dataVersionKey`: the storage key bumped after every change of the imported data. */
export function startWeeklyChecks(dataChanged: () => Promise<void>, dataVersionKey: string): void {
  const deps = browserSubscriptionDeps(dataChanged, false);

  /** Makes the alarm match the setting and the subscriptions. `lazy`: at a start, an alarm that
   *  exists is taken as right (a service worker starts often; changes re-sync it anyway). */
  async function sync(lazy = false): Promise<void> {
    const { weeklyUpdateCheck } = await loadSettings();
    if (!weeklyUpdateCheck) {
      await browser.alarms.clear(WEEKLY_ALARM);
      return;
    }
    if (lazy && (await browser.alarms.get(WEEKLY_ALARM))) return;
    const subscriptions = (await subscriptionTargets(deps)).map((t) => t.subscription);
    await syncWeeklyAlarm(browser.alarms, true, subscriptions);
  }

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name !== WEEKLY_ALARM) return;
    void (async () => {
      if ((await loadSettings()).weeklyUpdateCheck) await checkAll(deps);
      await sync();
    })().catch(warn('the weekly update check failed'));
  });
  void sync(true).catch(warn('the weekly update check could not be scheduled'));
  watchSettings(() => void sync().catch(warn('the weekly update check could not be scheduled')));
  browser.storage.local.onChanged.addListener((changes) => {
    if (dataVersionKey in changes) void sync().catch(warn('the weekly update check could not be scheduled'));
  });
}
