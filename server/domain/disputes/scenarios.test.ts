import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/paths.ts';
import {
  advanceClock,
  cardSale,
  clockWithCustomer,
  disputeCall,
  postbackSequence,
  refundCall,
  sweepDisputes,
  transactionPostbacks,
} from '../../test-support/disputes.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';
import { recordProblems } from '../../test-support/merchant-webhook.ts';
import { setClock, startSubscriptions } from '../../test-support/subscriptions.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  type TestApp,
} from '../../test-support/test-app.ts';

// The scenarios of docs/disputes.md, one test each: every scenario runs as the page says and
// sends exactly the TRANSACTION postbacks its row lists, in that order ("TYPE STATUS vVERSION
// AMOUNT"), each a valid transaction record; a last test holds the page's table to this list.

let t: TestApp;
afterEach(() => t?.app.close());

/** Moves the server's clock on by `hours` from the sale (10:00 on 2026-11-22) and sweeps. */
async function after(hours: number): Promise<void> {
  setClock(t, new Date(Date.parse('2026-11-22T10:00:00.000Z') + hours * 3_600_000).toISOString());
  await sweepDisputes(t);
}

async function expectOk(res: { statusCode: number; body: string }): Promise<void> {
  expect(res.statusCode, res.body).toBe(200);
}

/** An AUTHORIZE checkout paid by card and captured whole; the CAPTURE transaction's id. */
async function capturedAuthorization(): Promise<string> {
  const token = await openSession(t, {
    payment_data: { type: 'AUTHORIZE', currency_code: 'EUR', shop_name: 'Test Shop' },
    products: [{ product_type: 'SALE', product_name: 'Kettle', product_price: '20.00' }],
  });
  expect((await payCard(t, token)).outcome).toBe('SUCCESS');
  const [authorization] = await t.db.query(
    `SELECT t.transaction_id FROM transactions AS t JOIN payments AS p USING (payment_id)
     WHERE p.session_token = $1 AND t.transaction_type = 'AUTHORIZE'`,
    [token],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/capture',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify({ transaction_id: authorization?.transaction_id }),
  });
  await expectOk(res);
  return String(res.json().data.transaction_id);
}

interface Scenario {
  name: string;
  run: () => Promise<void>;
  postbacks: string[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'Fraud alert only',
    run: async () => {
      await cardSale(t, { number: '4000000000003105' });
      await after(1);
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'FRAUD_ALERT SUCCESS v1 34.40'],
  },
  {
    name: 'Fraud alert, then chargeback',
    run: async () => {
      await cardSale(t, { number: '4000000000003204' });
      await after(1);
      await after(24);
    },
    postbacks: [
      'SALE SUCCESS v1 34.40',
      'FRAUD_ALERT SUCCESS v1 34.40',
      'CHARGEBACK SUCCESS v1 34.40',
    ],
  },
  {
    name: 'Chargeback, then reversal',
    run: async () => {
      await cardSale(t, { number: '4000000000003303' });
      await after(24);
      await after(7 * 24);
    },
    postbacks: [
      'SALE SUCCESS v1 34.40',
      'CHARGEBACK SUCCESS v1 34.40',
      'CHARGEBACK_REVERSAL SUCCESS v1 34.40',
    ],
  },
  {
    name: 'RDR',
    run: async () => {
      await cardSale(t, { number: '4000000000003402' });
      await after(1);
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'RDR SUCCESS v1 34.40'],
  },
  {
    name: 'RDR, then reversal',
    run: async () => {
      await cardSale(t, { number: '4000000000003501' });
      await after(1);
      await after(24);
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'RDR SUCCESS v1 34.40', 'RDR_REVERSAL SUCCESS v1 34.40'],
  },
  {
    name: 'Fraud alert, answered with a refund',
    run: async () => {
      const sale = await cardSale(t, { number: '4000000000003105' });
      await after(1);
      await expectOk(await refundCall(t, { transaction_id: sale }));
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'FRAUD_ALERT SUCCESS v1 34.40', 'REFUND SUCCESS v1 34.40'],
  },
  {
    name: 'Refund after a chargeback, refused with 2011',
    run: async () => {
      const sale = await cardSale(t);
      await expectOk(await disputeCall(t, sale, { kind: 'CHARGEBACK' }));
      const refused = await refundCall(t, { transaction_id: sale });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].error_message).toContain(
        '(2011 transaction has already chargeback)',
      );
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'CHARGEBACK SUCCESS v1 34.40'],
  },
  {
    name: 'Chargeback after a full refund',
    run: async () => {
      const sale = await cardSale(t);
      await expectOk(await refundCall(t, { transaction_id: sale }));
      const res = await disputeCall(t, sale, { kind: 'CHARGEBACK' });
      expect(res.json().data.transaction_details.processor_response_text).toContain(
        'already refunded in full',
      );
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'REFUND SUCCESS v1 34.40', 'CHARGEBACK SUCCESS v1 34.40'],
  },
  {
    name: 'Partial RDR, then a refund of the rest',
    run: async () => {
      const sale = await cardSale(t);
      await expectOk(await disputeCall(t, sale, { kind: 'RDR', amount: '10.00' }));
      await expectOk(await refundCall(t, { transaction_id: sale }));
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'RDR SUCCESS v1 10.00', 'REFUND SUCCESS v1 24.40'],
  },
  {
    name: 'RDR reversed, then a chargeback',
    run: async () => {
      const sale = await cardSale(t);
      await expectOk(await disputeCall(t, sale, { kind: 'RDR' }));
      await expectOk(await disputeCall(t, sale, { kind: 'RDR_REVERSAL' }));
      await expectOk(await disputeCall(t, sale, { kind: 'CHARGEBACK' }));
    },
    postbacks: [
      'SALE SUCCESS v1 34.40',
      'RDR SUCCESS v1 34.40',
      'RDR_REVERSAL SUCCESS v1 34.40',
      'CHARGEBACK SUCCESS v1 34.40',
    ],
  },
  {
    name: 'Partial chargeback reversed, then a full refund',
    run: async () => {
      const sale = await cardSale(t);
      await expectOk(await disputeCall(t, sale, { kind: 'CHARGEBACK', amount: '20.00' }));
      await expectOk(await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL' }));
      await expectOk(await refundCall(t, { transaction_id: sale }));
    },
    postbacks: [
      'SALE SUCCESS v1 34.40',
      'CHARGEBACK SUCCESS v1 20.00',
      'CHARGEBACK_REVERSAL SUCCESS v1 20.00',
      'REFUND SUCCESS v1 34.40',
    ],
  },
  {
    name: 'Chargeback partly reversed, then a refund of what came back',
    run: async () => {
      const sale = await cardSale(t);
      await expectOk(await disputeCall(t, sale, { kind: 'CHARGEBACK' }));
      await expectOk(await disputeCall(t, sale, { kind: 'CHARGEBACK_REVERSAL', amount: '10.00' }));
      const whole = await refundCall(t, { transaction_id: sale, amount: '34.40' });
      expect(whole.statusCode).toBe(400);
      expect(whole.body).toContain('(2011 transaction has already chargeback)');
      await expectOk(await refundCall(t, { transaction_id: sale }));
    },
    postbacks: [
      'SALE SUCCESS v1 34.40',
      'CHARGEBACK SUCCESS v1 34.40',
      'CHARGEBACK_REVERSAL SUCCESS v1 10.00',
      'REFUND SUCCESS v1 10.00',
    ],
  },
  {
    name: 'Planned RDR skipped after a full refund',
    run: async () => {
      const sale = await cardSale(t, { number: '4000000000003402' });
      await expectOk(await refundCall(t, { transaction_id: sale }));
      await after(1);
    },
    postbacks: ['SALE SUCCESS v1 34.40', 'REFUND SUCCESS v1 34.40'],
  },
  {
    name: 'Chargeback of a captured authorization',
    run: async () => {
      const capture = await capturedAuthorization();
      await expectOk(await disputeCall(t, capture, { kind: 'CHARGEBACK' }));
    },
    postbacks: [
      'AUTHORIZE SUCCESS v1 20.00',
      'CAPTURE SUCCESS v1 20.00',
      'CHARGEBACK SUCCESS v1 20.00',
    ],
  },
  {
    name: 'Fraud alerts of a subscription on a sandbox clock',
    run: async () => {
      setClock(t, '2027-01-01T00:00:00.000Z');
      const clockId = await clockWithCustomer(t, '2027-01-01T00:00:00.000Z', 'cust-sub');
      await startSubscriptions(t, { card: '4000000000003105', customer: 'cust-sub' });
      await advanceClock(t, clockId, '2027-02-01T00:00:00.000Z');
    },
    postbacks: [
      'SALE SUCCESS v1 12.00',
      'FRAUD_ALERT SUCCESS v1 12.00',
      'SALE SUCCESS v1 12.00',
      'FRAUD_ALERT SUCCESS v1 12.00',
    ],
  },
];

describe('dispute scenarios (docs/disputes.md)', () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.name}: ${scenario.postbacks.join(' → ')}`, async () => {
      t = await createTestApp();
      await scenario.run();
      expect(await postbackSequence(t)).toEqual(scenario.postbacks);
      for (const data of await transactionPostbacks(t)) expect(recordProblems(data)).toEqual([]);
    });
  }

  it('are the scenarios docs/disputes.md lists, with the same postbacks', () => {
    const doc = readFileSync(resolve(projectRoot, 'docs/disputes.md'), 'utf8');
    const rows = markdownTableRows('docs/disputes.md', doc, '#');
    expect(rows.map(([n = '', name = '', , postbacks = '']) => [n, name, postbacks])).toEqual(
      SCENARIOS.map((s, i) => [
        String(i + 1),
        s.name,
        s.postbacks.map((p) => `\`${p}\``).join(' → '),
      ]),
    );
  });
});
