import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { seedDataDir } from './support/database-template.ts';
import { createE2eDatabase, dropE2eDatabase } from './support/e2e-database.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { freePort } from './support/kassa-server.ts';

// `npm run example:shop` as a merchant's developer runs it: the sample shop (examples/shop) on one
// origin and Kassa on another, started by the script with their settings. A shopper buys on the
// hosted page and with the embedded form; each order is paid once the shop has verified Kassa's
// postback; the orders page refunds one and charges a saved card again; Ctrl-C stops both.

test.describe.configure({ mode: 'serial' });
// Tall enough that the shop's pay button, below the embedded form, needs no scrolling: a click
// Playwright makes right after scrolling can reach the cross-origin iframe at the place it had
// before the scroll (the form's "Save this card" box), not the button.
test.use({ viewport: { width: 1280, height: 1000 } });

const PAN = '4242424242424242';

let script: ChildProcess;
let output = '';
let dataDir = '';
let databaseUrl: string | undefined;
let shopUrl = '';
let kassaUrl = '';

test.beforeAll(async () => {
  const [shopPort, kassaPort] = [await freePort(), await freePort()];
  shopUrl = `http://127.0.0.1:${shopPort}`;
  kassaUrl = `http://127.0.0.1:${kassaPort}`;
  dataDir = mkdtempSync(join(tmpdir(), 'kassa-example-shop-'));
  // Kassa's data folder is examples/shop/data/kassa by default; here a copy of the run's
  // migrated database, as every e2e server starts from.
  mkdirSync(join(dataDir, 'kassa'));
  seedDataDir(join(dataDir, 'kassa'));
  const e2eServer = process.env.E2E_DATABASE_URL;
  databaseUrl = e2eServer ? await createE2eDatabase(e2eServer) : undefined;
  // Its own process group, so Ctrl-C can be sent to it as a terminal sends it: to every process
  // of the group (npm, the script, the shop and Kassa).
  script = spawn('npm', ['run', 'example:shop'], {
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      SHOP_PORT: String(shopPort),
      KASSA_PORT: String(kassaPort),
      SHOP_DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  script.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  script.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // Its line, or its end; the hook's own timeout (TEST_BOUND_MS) bounds a start that hangs.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('The sample shop is running beside Kassa')) resolve();
    };
    script.stdout?.on('data', check);
    script.once('exit', (code) =>
      reject(new Error(`npm run example:shop ended (${code}) before it started:\n${output}`)),
    );
    check();
  });
});

test.afterAll(async () => {
  if (script.pid !== undefined && script.exitCode === null && script.signalCode === null) {
    process.kill(-script.pid, 'SIGKILL');
    await once(script, 'exit');
  }
  if (databaseUrl) await dropE2eDatabase(databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
});

const orderRow = (page: import('@playwright/test').Page, id: string) =>
  page.locator(`tr[data-order="${id}"]`);

test('the script says where each one is, and gives the shell the key and the secret', () => {
  expect(output).toContain(`Shop:     ${shopUrl}/`);
  expect(output).toContain(`Postbacks go to ${shopUrl}/webhooks/kassa`);
  expect(output).toMatch(
    new RegExp(
      `export KASSA_URL=${kassaUrl} KASSA_API_KEY=sk_shop_\\S{32} KASSA_POSTBACK_SECRET=whsec_shop_\\S{32}`,
    ),
  );
  // Kassa's own banner: the shop is its callback and may embed its form.
  expect(output).toContain(`Postbacks go to:                    ${shopUrl}/webhooks/kassa`);
  expect(output).toContain(`Embedding allowed from:             ${shopUrl}`);
});

test('pays on the hosted page; the verified postback marks the order paid; it is refunded', async ({
  page,
}) => {
  await page.goto(`${shopUrl}/`);
  await page.getByLabel('Ceramic cup').selectOption('2');
  await page.getByLabel('Filter papers (100)').selectOption('1');
  await page.getByRole('button', { name: "On Kassa's payment page" }).click();

  await expect(page).toHaveURL(new RegExp(`^${kassaUrl}/pay/cs_`));
  const hosted = new HostedCheckoutPage(page);
  await expect(hosted.payButton).toHaveText(/€22\.20/);
  await hosted.pay(PAN);

  await expect(page).toHaveURL(`${shopUrl}/orders/order-1001/return?outcome=success`);
  await expect(page.getByTestId('order-state')).toHaveText('Paid');
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  await page.goto(`${shopUrl}/orders`);
  const row = orderRow(page, 'order-1001');
  await expect(row).toContainText('SALE SUCCESS €22.20');
  await row.getByRole('button', { name: 'Refund' }).click();
  await expect(row.locator('.state')).toHaveText('Refunded');
  await expect(row).toContainText('REFUND SUCCESS €22.20');
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);
});

test('pays with the embedded form on the shop’s own page', async ({ page }) => {
  await page.goto(`${shopUrl}/`);
  await page.getByLabel('Espresso beans, 250 g').selectOption('1');
  await page.getByRole('button', { name: 'Here, with the embedded form' }).click();

  await expect(page).toHaveURL(`${shopUrl}/orders/order-1002/pay`);
  const form = page.frameLocator('#payment iframe');
  await form.getByLabel('Card number').fill(PAN);
  await form.getByLabel(/Expiry date/).fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Cardholder name').fill('Ann Example');
  // The shop's own button (the form shows none: hidePayButton) pays through Kassa.submit.
  await page.getByRole('button', { name: 'Pay €14.90' }).click();

  await expect(page).toHaveURL(`${shopUrl}/orders/order-1002/return?outcome=success`);
  await expect(page.getByTestId('order-state')).toHaveText('Paid');
});

test('charges the card saved by a paid order again, without the shopper', async ({ page }) => {
  await page.goto(`${shopUrl}/orders`);
  await orderRow(page, 'order-1002')
    .getByRole('button', { name: 'Order again, charge the saved card' })
    .click();
  const reorder = orderRow(page, 'order-1003');
  await expect(reorder).toContainText('saved card of order-1002');
  await expect(reorder.locator('.state')).toHaveText('Paid');
  await expect(reorder).toContainText('SALE SUCCESS €14.90');
});

test('a final failure in the embedded form ends it on the shop’s page, with a way back', async ({
  page,
}) => {
  await page.goto(`${shopUrl}/`);
  await page.getByLabel('Ceramic cup').selectOption('1');
  await page.getByRole('button', { name: 'Here, with the embedded form' }).click();
  await expect(page).toHaveURL(`${shopUrl}/orders/order-1004/pay`);
  const form = page.frameLocator('#payment iframe');
  await form.getByLabel('Card number').fill('4000 0000 0000 0119');
  await form.getByLabel(/Expiry date/).fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Cardholder name').fill('Ann Example');
  await page.getByRole('button', { name: 'Pay €9.50' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'The payment failed: Card declined. Back to the cart',
  );
  await expect(page.locator('#payment iframe')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeHidden();
  await page.goto(`${shopUrl}/orders`);
  await expect(orderRow(page, 'order-1004')).toContainText('SALE ERROR €9.50');
});

test('refuses a postback that Kassa did not sign, and never holds card data', async () => {
  const body = JSON.stringify({
    event_id: 'evt_forged',
    type: 'TRANSACTION',
    data: { transaction_id: 'trx_forged', payment: { merchant_payment_id: 'order-1001' } },
  });
  const res = await fetch(`${shopUrl}/webhooks/kassa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'kassa-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      'x-signature': '0'.repeat(64),
    },
    body,
  });
  expect(res.status).toBe(401);
  const orders = readFileSync(join(dataDir, 'orders.json'), 'utf8');
  expect(orders).not.toContain('trx_forged');
  expect(orders).not.toContain(PAN);
  expect(JSON.parse(orders).seen_events.length).toBeGreaterThanOrEqual(4);
});

test('Ctrl-C stops the shop and Kassa', async () => {
  const pid = script.pid ?? 0;
  process.kill(-pid, 'SIGINT');
  await once(script, 'exit');
  for (const url of [shopUrl, kassaUrl]) {
    await expect(fetch(url), url).rejects.toThrow();
  }
});
