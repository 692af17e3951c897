import { afterEach, describe, expect, it } from 'vitest';
import {
  LONG_RUN_BOUND_MS,
  raceAnotherMerchant,
  rebillWatch,
} from '../../test-support/long-run.ts';
import {
  copySubscription,
  runRebills,
  startSubscriptions,
} from '../../test-support/subscriptions.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The rebill scheduler catching up on a backlog (a server started again after a pause, a burst of
// subscriptions due at once) runs it batch after batch and lets the event loop take a turn between
// two: another merchant's request is answered while the backlog runs, even on the embedded engine.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

describe('the rebill scheduler catching up', () => {
  it(
    'answers another merchant’s request while it runs 400 due rebills',
    async () => {
      const watch = rebillWatch(20);
      t = await createTestApp({}, {}, { processor: watch.processor });
      const a = t;
      const { subscriptionIds } = await startSubscriptions(a);
      await copySubscription(a, subscriptionIds[0] ?? '', 399);
      await a.db.query('UPDATE subscriptions SET next_rebill_at = $1, due_at = $1', [
        new Date(a.clock.now.getTime() - 60_000),
      ]);
      const { result, order, otherStatus } = await raceAnotherMerchant(
        a,
        () => runRebills(a),
        watch.underWay,
      );
      expect(otherStatus).toBe(200);
      expect(result).toBe(400);
      expect(order).toEqual(['other merchant', 'run']);
    },
    LONG_RUN_BOUND_MS,
  );
});
