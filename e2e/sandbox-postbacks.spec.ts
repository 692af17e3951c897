import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { EVENT_BOUND_MS } from './support/bounds.ts';
import { createCheckout, payOverFormApi } from './support/kassa-server.ts';
import { checkoutFor } from './support/merchant-site.ts';
import { startTestServers, stopTestServers, type TestServers } from './support/test-servers.ts';

// The sandbox's delivery log page in a real browser, under the page's own CSP:
// a paid checkout's postback with its attempt, a re-send that the merchant receives again with the
// same event id and body, and no accessibility violation.

let servers: TestServers | undefined;
test.afterAll(async () => {
  await stopTestServers(servers ?? {});
});

test('the delivery log lists a postback, re-sends it, and passes axe', async ({ page }) => {
  servers = await startTestServers();
  const { kassa, merchant } = servers;
  const { json } = await createCheckout(kassa, checkoutFor(merchant));
  const paid = await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242');
  expect((await paid.json()).outcome).toBe('SUCCESS');
  const [postback] = await merchant.waitForPostbacks(1);
  if (!postback) throw new Error('no postback');
  const eventId = postback.json.event_id;

  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  // The first delivery is recorded right after the merchant answers: reload until it shows.
  // Delivery is at least once, so what counts is that the merchant's 200 is logged.
  await expect(async () => {
    await page.goto(`${kassa.url}/sandbox/postbacks`);
    await expect(page.getByRole('cell', { name: '200', exact: true }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: EVENT_BOUND_MS });

  await expect(page.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible();
  const section = page.getByRole('region', { name: `TRANSACTION ${eventId}` });
  await expect(section).toBeVisible();
  await expect(section.getByText(postback.json.data.payment.payment_id)).toBeVisible();
  const attempts = section.getByRole('table', { name: `Delivery attempts of ${eventId}` });
  await expect(attempts.getByRole('columnheader', { name: 'HTTP status' })).toBeVisible();
  // The header and a row per attempt logged: at least the one the merchant answered.
  expect(await attempts.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: `Re-send ${eventId}` }).click();
  await expect(page.getByRole('status')).toContainText(`Re-sent ${eventId}`);
  const [, again] = await merchant.waitForPostbacks(2);
  expect(again?.json.event_id).toBe(eventId);
  expect(again?.rawBody).toBe(postback.rawBody);

  // The re-send's attempt is logged once the merchant has answered it: reload until it shows.
  // Delivery is at least once, so the log may hold more than the two, each one answered 200; a
  // failure names the rows the log held.
  await expect(async () => {
    await page.goto(`${kassa.url}/sandbox/postbacks`);
    const table = page.getByRole('table', { name: `Delivery attempts of ${eventId}` });
    const rows = (await table.getByRole('row').allInnerTexts()).slice(1);
    const held = rows.map((row) => row.replace(/\s+/g, ' ').trim()).join(' | ');
    expect(rows.length, held).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row, held).toMatch(/\b200\b/);
  }).toPass({ timeout: EVENT_BOUND_MS });
  await expectNoAxeViolations(page);
  // The page's CSP allowed its style sheet and its forms: nothing was refused.
  expect(violations).toEqual([]);
});

test('the return page shows a postback not yet attempted, then its delivery, without a reload', async ({
  page,
}) => {
  // Long enough that the attempt held below never times out, however slow the machine.
  const own = await startTestServers({ POSTBACK_TIMEOUT_MS: '120000' });
  try {
    const { kassa, merchant } = own;
    // The merchant's handler takes its time: the first attempt stays in flight, unrecorded.
    merchant.answer = 'held';
    const reference = `order-held-${Date.now()}`;
    const returnUrl = `${kassa.url}/sandbox/return?outcome=success&merchant_payment_id=${reference}`;
    const body = checkoutFor(merchant, {
      callback: { success_url: returnUrl, failure_url: `${merchant.url}/failed` },
    });
    body.payment_data.merchant_payment_id = reference;
    const { json } = await createCheckout(kassa, body);
    const paid = await payOverFormApi(kassa, json.data.session.redirect_url, '4242424242424242');
    expect((await paid.json()).outcome).toBe('SUCCESS');

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(returnUrl);
    const postbacks = page.getByRole('table', { name: 'Postbacks sent for this payment' });
    await expect(postbacks.getByRole('cell', { name: 'pending (0 attempts)' })).toBeVisible();
    await expect(page.getByText('refreshes itself until its first attempt is made')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    merchant.release();
    await expect(postbacks.getByRole('cell', { name: 'delivered (1 attempt)' })).toBeVisible();
    // The same document, updated in place: a reload would have dropped the mark.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(page.getByText('refreshes itself')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The script ran under the page's own policy: no violation was reported.
    expect(errors).toEqual([]);
  } finally {
    await stopTestServers(own);
  }
});
