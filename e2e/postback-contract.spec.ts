import { expect, test } from '@playwright/test';
import { createCheckout, payOverFormApi } from './support/kassa-server.ts';
import { checkoutFor } from './support/merchant-site.ts';
import { startTestServers, stopTestServers, type TestServers } from './support/test-servers.ts';

// The postback contract check of the e2e merchant site can fail: a Kassa that signs with another
// secret than the merchant holds has every postback refused, and the site says so.

let servers: TestServers | undefined;
test.afterAll(async () => {
  // The refusals were the point of this spec: clear them so the teardown check passes.
  if (servers) servers.merchant.postbackProblems.length = 0;
  await stopTestServers(servers ?? {});
});

test('the merchant site refuses a postback signed with another secret', async () => {
  servers = await startTestServers({ POSTBACK_SECRET: 'whsec_not_the_merchants_secret_00' });
  const { kassa, merchant } = servers;
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  const paid = await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242');
  expect((await paid.json()).outcome).toBe('SUCCESS');
  await expect.poll(() => merchant.postbackProblems.length).toBeGreaterThan(0);
  expect(merchant.postbackProblems[0]).toContain('Kassa-Signature does not verify');
  expect(merchant.postbackProblems[0]).toContain('X-Signature does not verify');
  await expect(merchant.waitForPostbacks(1, 1_000)).rejects.toThrow(
    "postbacks a merchant's webhook handler refuses",
  );
});
