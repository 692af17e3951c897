import type { Database } from '../../server/platform/db/database.ts';
import { createCheckout, type KassaServer, startKassa } from './kassa-server.ts';
import { checkoutFor, type MerchantSite, startMerchantSite } from './merchant-site.ts';

// What most spec files start once: a merchant site, and a Kassa server whose sandbox merchant
// posts back to that site. With `embedding`, the service answers on localhost and lets the
// merchant site (on 127.0.0.1) frame its embedded checkouts, so every message crosses origins.
// With `prepare`, the server starts on data the spec wrote first (e2e/support/prepared-database.ts).

export interface TestServers {
  kassa: KassaServer;
  merchant: MerchantSite;
}

export async function startTestServers(
  env: Record<string, string> = {},
  options: { embedding?: boolean; prepare?: (db: Database) => Promise<void> } = {},
): Promise<TestServers> {
  const merchant = await startMerchantSite();
  const kassa = await startKassa(
    (port) => ({
      MERCHANT_CALLBACK_URL: `${merchant.url}/postbacks`,
      ...(options.embedding && {
        PUBLIC_URL: `http://localhost:${port}`,
        MERCHANT_ALLOWED_ORIGINS: merchant.url,
      }),
      ...env,
    }),
    { prepare: options.prepare },
  );
  return { kassa, merchant };
}

export async function stopTestServers(servers: Partial<TestServers>): Promise<void> {
  await servers.kassa?.stop();
  await servers.merchant?.close();
}

/** Creates a checkout for the merchant site and answers its `session.redirect_url`. */
export async function newCheckoutUrl(
  { kassa, merchant }: TestServers,
  options: { uiMode?: 'HOSTED' | 'EMBEDDED'; override?: Record<string, unknown> | null } = {},
): Promise<string> {
  const { status, json } = await createCheckout(
    kassa,
    checkoutFor(merchant, {
      payment_data: {
        type: 'SALE',
        currency_code: 'USD',
        ui_mode: options.uiMode ?? 'HOSTED',
        shop_name: 'E2E Coffee',
      },
      ...(options.override && { payment_form_override: options.override }),
    }),
  );
  if (status !== 200) throw new Error(`checkout refused (${status}): ${JSON.stringify(json)}`);
  return json.data.session.redirect_url;
}
