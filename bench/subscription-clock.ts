import { payOverFormApi } from '../e2e/support/kassa-server.ts';
import type { PostbackReceiver } from './mit-sale-load.ts';

// A sandbox clock at scale: `subscriptions` subscriptions of one customer (RECURRING checkouts of
// ten 30-day plans each, paid on the form API with the approving Visa), put on a clock and advanced
// `days` days, the advance asked for again until it is complete (1,000 events a request, the
// server's default): every rebill charged (a RECURRING_REBILL payment, its SALE, its TRANSACTION
// and SUBSCRIPTION postbacks queued), in time order, and the time until the receiver has had the
// last of their postbacks (delivered meanwhile, between the advance's batches, and after it).
// Then the clock is advanced as far again in
// requests of 10,000 events while one client asks for the designer page (GET /) and a page of the
// transactions (GET /v1/transaction?limit=1) one request after another: their latency is what a
// long advance costs everybody else on the server.

const PLANS_PER_CHECKOUT = 10;
// One customer a run: a database kept from an earlier run has that one's on another clock.
const CUSTOMER = `bench-clock-${Date.now()}`;

export interface ClockBenchResult {
  subscriptions: number;
  seedSeconds: number;
  advanceSeconds: number;
  /** From the advance's start to the last of its postbacks received. */
  deliveredSeconds: number;
  events: number;
  /** Events that charged a card and were paid. */
  paid: number;
  /** Advance requests it took. */
  requests: number;
  /** The requests of the other client during the second advance, by path. */
  during: RequestLatency[];
  /** The second advance: its events and time. */
  secondEvents: number;
  secondSeconds: number;
}

export interface RequestLatency {
  path: string;
  requests: number;
  /** Answers other than 200. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The value below which `share` of the sorted `values` fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Sends the requests of `paths` in turn, one at a time, until `until` settles; answers each
 * path's latency.
 */
async function oneClientDuring(
  url: string,
  apiKey: string,
  paths: readonly string[],
  until: Promise<unknown>,
): Promise<RequestLatency[]> {
  let done = false;
  const settled = until.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  const latencies = new Map(paths.map((path) => [path, [] as number[]]));
  const failed = new Map(paths.map((path) => [path, 0]));
  for (let i = 0; !done; i++) {
    const path = paths[i % paths.length] ?? '/';
    const start = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { 'x-api-key': apiKey } });
    await response.arrayBuffer();
    if (done) break;
    latencies.get(path)?.push(performance.now() - start);
    if (response.status !== 200) failed.set(path, (failed.get(path) ?? 0) + 1);
  }
  await settled;
  return paths.map((path) => {
    const sorted = [...(latencies.get(path) ?? [])].sort((a, b) => a - b);
    return {
      path,
      requests: sorted.length,
      failed: failed.get(path) ?? 0,
      p50Ms: Math.round(percentile(sorted, 0.5)),
      p99Ms: Math.round(percentile(sorted, 0.99)),
      maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
    };
  });
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
  const paid = await json(await payOverFormApi({ url }, session.redirect_url, '4242424242424242'));
  if ((paid as unknown as { outcome: string }).outcome !== 'SUCCESS') {
    throw new Error(`checkout ${n} not paid: ${JSON.stringify(paid)}`);
  }
}

/** Resolves once the receiver has had no postback for `quietMs`: the queue is empty. */
async function deliveryDone(receiver: PostbackReceiver, quietMs = 3_000): Promise<number> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const last = receiver.lastReceivedAt();
    if (last !== undefined && performance.now() - last >= quietMs) return last;
  }
}

export async function benchSubscriptionClock(options: {
  url: string;
  apiKey: string;
  /** The merchant's callback URL's receiver: the advance's postbacks go there. */
  receiver: PostbackReceiver;
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

  const advance = async (from: string, maxEvents?: number) => {
    const to = new Date(Date.parse(from) + options.days * 86_400_000).toISOString();
    const events: { transaction_status?: string }[] = [];
    let requests = 0;
    let answer: Record<string, unknown>;
    do {
      answer = (
        await tools(`/clocks/${clock.clock_id}/advance`, {
          to,
          ...(maxEvents !== undefined && { max_events: maxEvents }),
        })
      ).data;
      requests += 1;
      events.push(...(answer.events as { transaction_status?: string }[]));
    } while (answer.complete !== true);
    return { to, events, requests };
  };

  const start = performance.now();
  const first = await advance(String(clock.time));
  const advanceSeconds = (performance.now() - start) / 1000;
  const deliveredSeconds = ((await deliveryDone(options.receiver)) - start) / 1000;

  const secondStart = performance.now();
  const second = advance(first.to, 10_000);
  const during = await oneClientDuring(
    url,
    apiKey,
    ['/', '/v1/transaction?limit=1'],
    second.then(() => undefined),
  );
  const secondEvents = (await second).events.length;
  return {
    subscriptions,
    seedSeconds,
    advanceSeconds,
    deliveredSeconds,
    events: first.events.length,
    paid: first.events.filter((e) => e.transaction_status === 'SUCCESS').length,
    requests: first.requests,
    during,
    secondEvents,
    secondSeconds: (performance.now() - secondStart) / 1000,
  };
}
