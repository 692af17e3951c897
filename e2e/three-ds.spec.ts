import { expect, test } from '@playwright/test';
import { acsFrame, approve } from './support/acs-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { createCheckout, type KassaServer } from './support/kassa-server.ts';
import { MerchantEmbedPage } from './support/merchant-embed-page.ts';
import { checkoutFor, type MerchantSite } from './support/merchant-site.ts';
import { signedByKassa } from './support/postback-signature.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// 3-D Secure on both doors of the form, against the real server and its sandbox ACS page: the
// hosted page's modal, the embed script's overlay over the merchant page, the postbacks in order.

const CHALLENGE = '4000 0000 0000 3220';
const PANS = ['4000000000003220', '4000000000061301', '4000000000061400', '4000000000081325'];

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers({}, { embedding: true }));
});

test.afterAll(async () => {
  const output = kassa?.output() ?? '';
  await stopTestServers({ kassa, merchant });
  for (const pan of PANS) expect(output).not.toContain(pan);
});

test.beforeEach(() => {
  merchant.postbacks.length = 0;
});

async function checkout(
  options: {
    uiMode?: 'HOSTED' | 'EMBEDDED';
    forced3d?: boolean;
    theme?: string;
    variables?: Record<string, string>;
  } = {},
): Promise<string> {
  const body = checkoutFor(merchant, {
    payment_data: {
      type: 'SALE',
      currency_code: 'USD',
      shop_name: 'E2E Coffee',
      ui_mode: options.uiMode ?? 'HOSTED',
      ...(options.forced3d && { forced_3d: true }),
    },
    ...((options.theme || options.variables) && {
      payment_form_override: {
        ...(options.theme && { theme_type: options.theme }),
        ...(options.variables && { theme_variables: options.variables }),
      },
    }),
  });
  const { status, json } = await createCheckout(kassa, body);
  expect(status).toBe(200);
  return json.data.session.redirect_url;
}

const serviceUrl = () => kassa.url.replace('127.0.0.1', 'localhost');

test.describe('hosted page', () => {
  test('opens the challenge in a modal, pays after Approve, and reports THREE_DS then SALE, signed', async ({
    page,
  }) => {
    const form = new HostedCheckoutPage(page);
    await form.open(await checkout());
    await form.pay(CHALLENGE);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/.+/);
    const acs = acsFrame(page);
    await expect(acs.getByText('E2E Coffee')).toBeVisible();
    await expect(acs.getByText('$34.40')).toBeVisible();
    await expect(acs.getByText('•••• 3220')).toBeVisible();
    await approve(acs);
    await page.waitForURL(`${merchant.url}/ok`);

    const postbacks = await merchant.waitForPostbacks(2);
    expect(postbacks.map((p) => [p.json.data.transaction_type, p.json.data.response_code])).toEqual(
      [
        ['THREE_DS', 1300],
        ['SALE', 1000],
      ],
    );
    for (const postback of postbacks) {
      expect(signedByKassa(postback.headers['kassa-signature'] as string, postback.rawBody)).toBe(
        true,
      );
      expect(postback.rawBody).not.toContain('4000000000003220');
    }
  });

  test('Escape ends the challenge as a denial: the message shows, focus returns to the form, a retry pays', async ({
    page,
  }) => {
    const form = new HostedCheckoutPage(page);
    await form.open(await checkout());
    await form.pay(CHALLENGE);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(acsFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText('Your bank could not confirm this payment')).toBeVisible();
    // Back on the form, on what the retry needs first: the security code, cleared as after any decline.
    await expect(form.securityCode).toBeFocused();
    await expect(form.securityCode).toHaveValue('');
    await form.pay('4000 0000 0006 1301');
    await page.waitForURL(`${merchant.url}/ok`);
    const postbacks = await merchant.waitForPostbacks(3);
    expect(postbacks.map((p) => p.json.data.response_code)).toEqual([1320, 1301, 1000]);
  });

  test('keeps focus inside the dialog and fits a 320 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const form = new HostedCheckoutPage(page);
    await form.open(await checkout());
    await form.pay(CHALLENGE);
    const dialog = page.getByRole('dialog');
    await expect(acsFrame(page).getByRole('button', { name: 'Deny' })).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const open = document.querySelector('dialog[open]');
        return !!open && (open.contains(document.activeElement) || document.activeElement === open);
      });
      expect(inside, `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
    }
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320);
    const frame = page.frame({ url: /\/sandbox\/acs\// });
    const overflow = await frame?.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await test.info().attach('challenge-320px', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  for (const theme of ['LIGHT', 'DARK', 'BROWSER']) {
    test(`axe finds nothing with the challenge open (${theme})`, async ({ page }) => {
      const form = new HostedCheckoutPage(page);
      await form.open(await checkout({ theme }));
      await form.pay(CHALLENGE);
      await expect(acsFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
      const acsTheme = await page
        .frame({ url: /\/sandbox\/acs\// })
        ?.evaluate(() => document.documentElement.dataset.theme);
      expect(acsTheme).toBe(theme.toLowerCase());
    });
  }

  test('forced_3d sends an ordinary card through the challenge', async ({ page }) => {
    const form = new HostedCheckoutPage(page);
    await form.open(await checkout({ forced3d: true }));
    await form.pay('4242 4242 4242 4242');
    await approve(acsFrame(page));
    await page.waitForURL(`${merchant.url}/ok`);
  });

  test('a card without a challenge goes straight on; not enrolled is final', async ({ page }) => {
    const form = new HostedCheckoutPage(page);
    await form.open(await checkout());
    await form.pay('4000 0000 0006 1400');
    await page.waitForURL(/\/failed\?/);
    expect(new URL(page.url()).searchParams.get('error_code')).toBe('2138');
    const postbacks = await merchant.waitForPostbacks(2);
    expect(postbacks.map((p) => p.json.data.response_code)).toEqual([1400, 2138]);
  });

  for (const [number, message] of [
    ['4000 0000 0005 1302', null],
    ['4000 0000 0008 1325', 'Your card was declined. Try again or use another card.'],
    ['4000 0000 0001 1322', 'Your bank could not confirm this payment'],
  ] as const) {
    test(`${number} needs no challenge: ${message ?? 'paid'}`, async ({ page }) => {
      const form = new HostedCheckoutPage(page);
      await form.open(await checkout());
      await form.pay(number);
      if (message === null) await page.waitForURL(`${merchant.url}/ok`);
      else await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const postbacks = await merchant.waitForPostbacks(2);
      expect(postbacks.map((p) => p.json.data.transaction_type)).toEqual(['THREE_DS', 'SALE']);
    });
  }

  test('a forged approval, from another origin or as a message, pays nothing', async ({ page }) => {
    const form = new HostedCheckoutPage(page);
    const url = await checkout();
    await form.open(url);
    await form.pay(CHALLENGE);
    await expect(acsFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible();
    const challengeUrl = page.frame({ url: /\/sandbox\/acs\// })?.url() ?? '';
    const code = /(\d{6})/.exec(
      await acsFrame(page)
        .getByText(/the code is/)
        .innerText(),
    )?.[1];
    // A message claiming success, posted to the form's window.
    await page.evaluate(() => {
      window.postMessage({ kassa: 1, type: 'result', result: { success: true } }, '*');
      window.postMessage({ kassa: 1, type: 'challenge-end' }, '*');
    });
    // The right code posted by another site's page.
    const shop = await page.context().newPage();
    await shop.goto(`${merchant.url}/ok`);
    const status = await shop.evaluate(
      async ([target, value]) => {
        try {
          const res = await fetch(String(target), {
            method: 'POST',
            body: new URLSearchParams({ decision: 'approve', code: String(value) }),
          });
          return res.status;
        } catch {
          return 'blocked';
        }
      },
      [challengeUrl, code] as const,
    );
    expect(status).not.toBe(200);
    const token = new URL(url).pathname.split('/').pop();
    const session = await (await fetch(`${kassa.url}/api/sessions/${token}`)).json();
    expect(session.state).toBe('PROCESSING');
    expect(merchant.postbacks).toHaveLength(0);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('embedded form', () => {
  test('shows the challenge over the merchant page, above its own open modal, and reports success', async ({
    page,
  }) => {
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(serviceUrl());
    await shop.mount('pay-a', await checkout({ uiMode: 'EMBEDDED' }));
    await shop.fillCard('pay-a', CHALLENGE);
    // The merchant's own modal dialog is open when the challenge starts.
    await page.evaluate(() => {
      const own = document.createElement('dialog');
      own.id = 'merchant-modal';
      own.innerHTML = '<p>Merchant modal</p><button>Close</button>';
      document.body.append(own);
      own.showModal();
    });
    await shop.submit('pay-a');
    const acs = acsFrame(page);
    await expect(acs.getByRole('button', { name: 'Approve' })).toBeVisible();
    // The challenge sits in the top layer above the merchant's modal: it receives the clicks.
    const onTop = await page.evaluate(() => {
      const frame = [...document.querySelectorAll('iframe')].find(
        (f) => f.title === '3-D Secure verification',
      );
      if (!frame) return false;
      const box = frame.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === frame;
    });
    expect(onTop).toBe(true);
    await approve(acs);
    const [result] = await shop.waitForResults('pay-a', 1);
    expect(result).toEqual({ success: true, url: `${merchant.url}/ok` });
    await expect(page.locator('iframe[title="3-D Secure verification"]')).toHaveCount(0);
    // Nothing the merchant page heard carries card data.
    expect((await shop.messagesSeen()).join('\n')).not.toContain('3220');
  });

  test("the overlay and the challenge page wear the checkout's theme: type and variables", async ({
    page,
  }) => {
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(serviceUrl());
    const variables = {
      formBackground: '#203040',
      textColor: '#f0e0d0',
      fontFamily: 'Georgia, serif',
      formBorderRadius: '20px',
    };
    await shop.mount('pay-a', await checkout({ uiMode: 'EMBEDDED', theme: 'DARK', variables }));
    await shop.fillCard('pay-a', CHALLENGE);
    await shop.submit('pay-a');
    const acs = acsFrame(page);
    await expect(acs.getByRole('button', { name: 'Approve' })).toBeVisible();
    const overlay = page.getByRole('dialog', { name: 'Confirm your payment' });
    const panel = await overlay.evaluate((dialog) => {
      const style = getComputedStyle(dialog.firstElementChild as Element);
      return [style.colorScheme, style.backgroundColor, style.color, style.fontFamily];
    });
    expect(panel).toEqual(['dark', 'rgb(32, 48, 64)', 'rgb(240, 224, 208)', 'Georgia, serif']);
    // The page in it: DARK (the form's type) with the same variables on top.
    const body = await acs.locator('body').evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontFamily];
    });
    expect(body).toEqual(['rgb(32, 48, 64)', 'rgb(240, 224, 208)', 'Georgia, serif']);
    await expect(acs.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await shop.waitForResults('pay-a', 1);
  });

  test('Escape on the overlay cancels: onResult hears the denial with retry', async ({ page }) => {
    const shop = new MerchantEmbedPage(page, merchant);
    await shop.open(serviceUrl());
    await shop.mount('pay-a', await checkout({ uiMode: 'EMBEDDED' }));
    await shop.fillCard('pay-a', CHALLENGE);
    await shop.submit('pay-a');
    await expect(acsFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.keyboard.press('Escape');
    const [result] = await shop.waitForResults('pay-a', 1);
    expect(result).toEqual({
      success: false,
      retry: true,
      error_code: 1320,
      error_message: '3-D Secure authentication failed',
    });
    await expect(page.locator('iframe[title="3-D Secure verification"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  for (const [number, code, success] of [
    ['4000 0000 0006 1301', 1000, true],
    ['4000 0000 0005 1302', 1000, true],
    ['4000 0000 0006 1400', 2138, false],
    ['4000 0000 0008 1325', 2133, false],
    ['4000 0000 0001 1322', 2132, false],
  ] as const) {
    test(`${number} needs no challenge: onResult hears ${code}`, async ({ page }) => {
      const shop = new MerchantEmbedPage(page, merchant);
      await shop.open(serviceUrl());
      await shop.mount('pay-a', await checkout({ uiMode: 'EMBEDDED' }));
      await shop.fillCard('pay-a', number);
      await shop.submit('pay-a');
      const [result] = await shop.waitForResults('pay-a', 1);
      expect(result?.success).toBe(success);
      if (!success) expect(result?.error_code).toBe(code);
    });
  }
});
