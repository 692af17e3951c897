// A sandbox clock at scale: `subscriptions` subscriptions of one customer (RECURRING checkouts of
// ten 30-day plans each, paid on the form API with the approving Visa), put on a clock and advanced
// `days` days in one request: every rebill charged (a RECURRING_REBILL payment, its SALE, its
// TRANSACTION and SUBSCRIPTION postbacks queued), in time order, before the answer.

const PLANS_PER_CHECKOUT = 10;
// One customer a run: a database kept from an earlier run has that one's on another clock.
const CUSTOMER = `bench-clock-${Date.now()}`;

export interface ClockBenchResult {
  subscriptions: number;
  seedSeconds: number;
  advanceSeconds: number;
  events: number;
  /** Events that charged a card and were paid. */
  paid: number;
}

function checkoutOfPlans(n: number): string {
  return JSON.stringify({
    payment_data: { type: 'RECURRING', currency_code: 'EUR', merchant_payment_id: `bench-${n}` },
    customer: { merchant_customer_id: CUSTOMER, email: 'bench@example.com', country_code: 'DE' },
    callback: {
      success_url: 'https://shop.example.com/ok',
      failure_url: 'https://shop.example.com/failed',
    },
    products: Array.from({ length: PLANS_PER_CHECKOUT }, (_, i) => ({
      product_type: 'SUBSCRIPTION',
      product_name: `Plan ${i + 1}`,
      product_description: 'Every 30 days',
      product_price: '9.90',
      charge_interval: 'DAY',
      charge_interval_value: 30,
      is_trial: false,
    })),
  });
}

async function json(response: Response): Promise<{ data: Record<string, unknown> }> {
  if (!response.ok)
    throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** One checkout of ten plans, paid: ten subscriptions. */
async function subscribe(url: string, apiKey: string, n: number): Promise<void> {
  const created = await json(
    await fetch(`${url}/v1/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: checkoutOfPlans(n),
    }),
  );
  const session = created.data.session as { redirect_url: string };
  const token = new URL(session.redirect_url).pathname.split('/').pop() ?? '';
  const paid = await json(
    await fetch(`${url}/api/sessions/${token}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'CARD',
        card: {
          number: '4242424242424242',
          expiry_month: 12,
          expiry_year: 2035,
          security_code: '123',
          holder_name: 'Bench Clock',
        },
      }),
    }),
  );
  if ((paid as unknown as { outcome: string }).outcome !== 'SUCCESS') {
    throw new Error(`checkout ${n} not paid: ${JSON.stringify(paid)}`);
  }
}

export async function benchSubscriptionClock(options: {
  url: string;
  apiKey: string;
  subscriptions: number;
  days: number;
}): Promise<ClockBenchResult> {
  const { url, apiKey } = options;
  const tools = async (path: string, body: unknown) =>
    json(
      await fetch(`${url}/sandbox/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(body),
      }),
    );
  const seedStart = performance.now();
  const checkouts = Math.ceil(options.subscriptions / PLANS_PER_CHECKOUT);
  for (let n = 0; n < checkouts; n += 4) {
    const batch = Array.from({ length: Math.min(4, checkouts - n) }, (_, i) => n + i);
    await Promise.all(batch.map((i) => subscribe(url, apiKey, i)));
  }
  const clock = (await tools('/clocks', { name: 'bench' })).data;
  const attached = await tools(`/clocks/${clock.clock_id}/attach`, {
    merchant_customer_id: CUSTOMER,
  });
  const subscriptions = (attached.data.subscription_ids as string[]).length;
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const to = new Date(Date.parse(String(clock.time)) + options.days * 86_400_000).toISOString();
  const start = performance.now();
  const advanced = await tools(`/clocks/${clock.clock_id}/advance`, { to });
  const advanceSeconds = (performance.now() - start) / 1000;
  const events = advanced.data.events as { transaction_status?: string }[];
  return {
    subscriptions,
    seedSeconds,
    advanceSeconds,
    events: events.length,
    paid: events.filter((e) => e.transaction_status === 'SUCCESS').length,
  };
}
