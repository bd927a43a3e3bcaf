// What the subscription parts of the packs panel need from the extension, injected (so the
// components never touch browser.*, fetch or IndexedDB and render in tests with a fake).
import type { PackSubscription } from '../../../lib/pack-store.ts';
import type { CheckResult, SubscribeResult, SubscriptionTarget } from '../../../lib/subscriptions.ts';

export interface SubscriptionsApi {
  /** Subscribes to `url`. Call it straight from the click handler, with nothing awaited before:
   *  it asks the browser for access to the URL's host first, which needs the click. */
  subscribe(url: string): Promise<SubscribeResult>;
  /** Checks one subscription for an update. `url` is its URL: access to its host is asked again
   *  in the same click (granted at once when still held), so call it straight from the click. */
  check(target: SubscriptionTarget, url: string): Promise<CheckResult>;
  /** The imported CR's subscription, null when the CR is not from one (or none is imported). */
  crSubscription(): Promise<PackSubscription | null>;
  /** The weekly update check setting (settings.weeklyUpdateCheck). */
  weekly(): Promise<boolean>;
  setWeekly(on: boolean): Promise<void>;
}
