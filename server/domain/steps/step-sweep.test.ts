import { afterEach, describe, expect, it } from 'vitest';
import { whileRowLocked } from '../../test-support/row-lock.ts';
import { createTestApp, openSession, type TestApp } from '../../test-support/test-app.ts';
import { decideDueSteps } from './pending-step.ts';
import { threeDsStep } from './three-ds/challenge.ts';

// The step sweeps claim what they decide with SKIP LOCKED on the payment, which every decision
// locks first: a step whose payment another server's sweep (or a shopper's answer) holds is left
// to it, and the sweep goes on with the others instead of waiting on that lock. On PostgreSQL
// only: the embedded engine has one connection, so nothing else can hold a lock meanwhile.

const DATABASE_URL = process.env.DATABASE_URL;
const CHALLENGE = '4000000000003220';

let t: TestApp | undefined;
afterEach(() => t?.app.close());

/** A checkout paid with the challenge card: answers its payment id, waiting on the challenge. */
async function challenged(a: TestApp): Promise<string> {
  const token = await openSession(a);
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/sessions/${token}/payments`,
    payload: {
      method: 'CARD',
      card: {
        number: CHALLENGE,
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ann Example',
      },
    },
  });
  expect(res.json()).toMatchObject({ outcome: 'ACTION', action: { kind: 'three_ds' } });
  const [row] = await a.db.query('SELECT payment_id FROM payments WHERE session_token = $1', [
    token,
  ]);
  return String(row?.payment_id);
}

const stateOf = async (a: TestApp, paymentId: string): Promise<string> => {
  const [row] = await a.db.query('SELECT state FROM three_ds_challenges WHERE payment_id = $1', [
    paymentId,
  ]);
  return String(row?.state);
};

describe.skipIf(!DATABASE_URL)('the step sweeps on PostgreSQL', () => {
  it('skip a step whose payment another transaction holds and decide the others at once', async () => {
    t = await createTestApp({ THREE_DS_CHALLENGE_SECONDS: '60' });
    const a = t;
    const held = await challenged(a);
    a.clock.now = new Date(a.clock.now.getTime() + 1000);
    const free = await challenged(a);
    a.clock.now = new Date(a.clock.now.getTime() + 120_000);
    const deps = {
      db: a.db,
      now: () => a.clock.now,
      processors: a.processors,
      pendingSettleMs: 0,
      onPostback: () => {},
    };
    const step = threeDsStep(deps);

    // Another server's sweep holds the payment of the oldest due challenge, as its claim would.
    const lock = 'SELECT 1 FROM payments WHERE payment_id = $1 FOR UPDATE';
    await whileRowLocked(a.db, lock, [held], async () => {
      expect(await decideDueSteps(deps, step)).toBe(1);
      expect(await stateOf(a, free)).not.toBe('OPEN');
      expect(await stateOf(a, held)).toBe('OPEN');
    });
    expect(await decideDueSteps(deps, step)).toBe(1);
    expect(await stateOf(a, held)).not.toBe('OPEN');
    expect(await decideDueSteps(deps, step)).toBe(0);
  });
});
