import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleWebhook } from '../../server/test-support/merchant-webhook.ts';
import { waitFor } from '../../server/test-support/postback-receiver.ts';
import { SERVER_TEST_TIMEOUT_MS } from '../../server/test-support/server-process.ts';
import {
  cardPaymentBody,
  checkoutBody,
  subscriptionProduct,
} from '../../server/test-support/test-app.ts';
import { CLI_RUNS_TIMEOUT_MS, SandboxCliHarness } from '../test-support/sandbox-cli-harness.ts';
import { describeEvent, timeAfter } from './cli.ts';

// `npm run clocks` against a real server (scripts/test-support/sandbox-cli-harness.ts), with the key the server generated in DATA_DIR and a real merchant listener: a
// subscription paid on the form with a rebill test card, put on a clock and run forty days ahead.

const harness = new SandboxCliHarness('clocks.ts');
const cli = (args: string[], env: Record<string, string> = {}) => harness.cli(args, env);

beforeAll(() => harness.setup());
afterAll(() => harness.teardown());

describe('npm run clocks', () => {
  it(
    'prints help, refuses what it cannot run, and counts --by from the clock',
    async () => {
      const help = await cli(['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(
        'advance <clock_id> --to TIME | --by DURATION [--max-events N]',
      );
      expect((await cli(['frobnicate'])).code).toBe(2);
      expect((await cli(['attach', 'clk_x'])).stderr).toContain('--subscription or --customer');
      const noEvents = await cli(['advance', 'clk_x', '--by', '1d', '--max-events', '0']);
      expect(noEvents.code).toBe(2);
      expect(noEvents.stderr).toContain('--max-events takes a whole number of events, 1 to 10000');
      expect(timeAfter('2026-11-22T10:00:00.000Z', '30d')).toBe('2026-12-22T10:00:00.000Z');
      expect(() => timeAfter('2026-11-22T10:00:00.000Z', 'a month')).toThrow('--by takes');
    },
    CLI_RUNS_TIMEOUT_MS,
  );

  it('prints a dispute event of an advance by its type and the transaction it disputes', () => {
    const at = '2027-03-02T00:00:00.000Z';
    const dispute = { type: 'dispute', at, transaction_type: 'CHARGEBACK' };
    expect(
      describeEvent({
        ...dispute,
        original_transaction_id: 'trx_sale',
        transaction_id: 'trx_cb',
        transaction_status: 'SUCCESS',
        response_code: 1000,
      }),
    ).toBe(`  ${at}  dispute    CHARGEBACK of trx_sale  trx_cb SUCCESS 1000`);
    expect(
      describeEvent({ ...dispute, original_transaction_id: 'trx_sale', skipped: 'refused' }),
    ).toBe(`  ${at}  dispute    CHARGEBACK of trx_sale  skipped: refused`);
  });

  it(
    'creates a clock, attaches a customer and advances it forty days against a running server',
    async () => {
      await harness.startServer();
      const secret = await harness.readGenerated('sandbox-postback-secret');
      const apiKey = await harness.readGenerated('sandbox-api-key');
      const created = await fetch(`${harness.base}/v1/checkout`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(
          checkoutBody({
            payment_data: { type: 'RECURRING', currency_code: 'EUR' },
            products: [subscriptionProduct()],
          }),
        ),
      });
      const token = new URL((await created.json()).data.session.redirect_url).pathname
        .split('/')
        .pop();
      // Declined 2004 on each rebill, approved on its 2nd retry.
      const paid = await fetch(`${harness.base}/api/sessions/${token}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(cardPaymentBody({ number: '4000000000002024' })),
      });
      expect(paid.status).toBe(200);
      await waitFor(() => harness.receiver.received.length >= 2);

      const made = await cli(['create', '--name', 'renewals', '--json']);
      expect(made.stderr).toBe('');
      const clockId: string = JSON.parse(made.stdout).data.clock_id;
      const attached = await cli(['attach', clockId, '--customer', 'cust-1']);
      expect(attached.code).toBe(0);
      expect(attached.stdout).toContain('customers: cust-1');
      const subscriptionId = /subscriptions: (sub_\S+)/.exec(attached.stdout)?.[1] ?? '';
      expect(subscriptionId).toMatch(/^sub_/);

      // One event a request: the tool asks again until the clock gets there.
      const advanced = await cli(['advance', clockId, '--by', '40d', '--max-events', '1']);
      expect(advanced.stderr).toBe('');
      expect(advanced.code).toBe(0);
      expect(advanced.stdout).toMatch(
        new RegExp(`^${clockId} at \\S+ on the way to \\S+: 1 event, going on\n`),
      );
      expect(advanced.stdout).toMatch(
        new RegExp(`\n${clockId} advanced to \\S+: 1 event \\(2 events in 2 requests\\)\n`),
      );
      expect(advanced.stdout).toMatch(/ rebill {5}sub_\S+ {2}PAST_DUE {2}trx_\S+ DECLINE 2004/);
      expect(advanced.stdout).toMatch(/ retry {6}sub_\S+ {2}PAST_DUE {2}trx_\S+ DECLINE 2004/);

      const forced = await cli(['force', subscriptionId, '2302']);
      expect(forced.stdout).toContain('answers 2302, once');
      const now = await cli(['rebill-now', subscriptionId]);
      expect(now.stdout).toMatch(/retry {6}sub_\S+ {2}PAST_DUE {2}trx_\S+ DECLINE 2302/);

      // Every postback reached the merchant signed; the subscription's come in version order.
      const versions = await waitFor(() => {
        const subscriptionPostbacks = harness.receiver.received
          .map((request) => handleWebhook(secret, request))
          .filter((verdict) => verdict.ok && verdict.type === 'SUBSCRIPTION');
        return subscriptionPostbacks.length >= 4 && subscriptionPostbacks;
      });
      expect(versions.map((v) => v.ok && v.subscription?.version).sort()).toEqual([1, 2, 3, 4]);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
