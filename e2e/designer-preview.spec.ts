import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { HostedCheckoutPage } from './support/hosted-checkout-page.ts';
import { type KassaServer, startKassa } from './support/kassa-server.ts';
import { previewPanel } from './support/preview-panels.ts';

// Someone trying Kassa on their laptop: the button on `/` opens a real sandbox checkout on the
// hosted page, and paying there ends on the sandbox's own return page. A designer on the same page
// edits payment_form_override and sees every panel repaint, shares the URL, and is told at once
// when a value would be refused.

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});

test.afterAll(async () => {
  await kassa?.stop();
});

async function openDemoCheckout(page: Page): Promise<HostedCheckoutPage> {
  await page.goto(kassa.url);
  await page.getByRole('button', { name: 'Create a test checkout' }).click();
  await page.waitForURL(`${kassa.url}/pay/**`);
  const checkout = new HostedCheckoutPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa Demo Shop' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Gift wrapping/ })).not.toBeChecked();
  await expect(checkout.payButton).toHaveAccessibleName('Pay €34.40');
  return checkout;
}

test('"Create a test checkout" opens a sandbox checkout that 4242… pays', async ({ page }) => {
  const checkout = await openDemoCheckout(page);
  await checkout.pay('4242 4242 4242 4242');
  await page.waitForURL(/\/sandbox\/return\?outcome=success&merchant_payment_id=demo_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment succeeded');
  // The return page shows the payment its reference names, and the postback sent for it.
  await expect(page.getByRole('row', { name: /state SUCCEEDED/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Postbacks sent for this payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'The delivery log' })).toHaveAttribute(
    'href',
    '/sandbox/postbacks',
  );
});

test('a second demo checkout paid with 4000…0119 ends on "Payment failed" with error_code 2903', async ({
  page,
}) => {
  await openDemoCheckout(page);
  const firstCheckout = page.url();
  // Each press is a checkout of its own, not the same session opened again.
  const checkout = await openDemoCheckout(page);
  expect(page.url()).not.toBe(firstCheckout);

  await checkout.pay('4000 0000 0000 0119');
  await page.waitForURL(/\/sandbox\/return\?outcome=failure/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  await expect(page.getByText('error_code 2903: Card declined')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Kassa' })).toHaveAttribute('href', '/');
});

test('"Try the timeout" opens a checkout whose time has run out: the shopper lands on failure_url with 2904', async ({
  page,
}) => {
  await page.goto(kassa.url);
  await page.getByRole('button', { name: 'Try the timeout' }).click();
  await page.waitForURL(
    /\/sandbox\/return\?outcome=failure&merchant_payment_id=demo_.*error_code=2904/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment failed');
  await expect(page.getByText('error_code 2904: Timeout')).toBeVisible();
  await expect(page.getByRole('row', { name: /state EXPIRED/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

const payBackground = async (page: Page, panel: string) =>
  (await previewPanel(page, panel))
    .getByRole('button', { name: /^Pay / })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test('the panels repaint when the designer sets primaryColor', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(kassa.url);
  expect(response?.headers()['content-security-policy']).toMatch(
    // Only the page's own built sheet inline, allowed by its hash.
    /style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')?;.*frame-ancestors 'self'$/,
  );
  const panel = 'LIGHT theme, phone width';
  const before = await payBackground(page, panel);
  await page
    .getByLabel('Theme variables (theme_variables, JSON)')
    .fill('{"primaryColor": "#0a7d4f"}');
  await expect.poll(() => payBackground(page, panel)).toBe('rgb(10, 125, 79)');
  expect(before).not.toBe('rgb(10, 125, 79)');
  await expect
    .poll(() => payBackground(page, 'DARK theme, desktop width'))
    .toBe('rgb(10, 125, 79)');
  // Painted under the same style-src 'self' policy as the checkout page.
  expect(violations).toEqual([]);
});

test('the first response carries the page: it shows before its script runs, which then takes it over', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const first = await noScript.newPage();
    await first.goto(`${kassa.url}/?shop_name=Roastery&currency=JPY`);
    await expect(first.locator('button', { hasText: 'Create a test checkout' })).toBeVisible();
    await expect(first.locator('input[value="Roastery"]')).toBeVisible();
    // Inert until the script has taken it over: nothing typed meanwhile could be lost.
    await expect(first.locator('#preview-root')).toHaveAttribute('inert');
    // The panels' places, each a box of its frame's size until it comes near the viewport.
    await expect(first.locator('.preview-frame')).toHaveCount(6);
    await expect(first.locator('iframe')).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  await page.goto(`${kassa.url}/?shop_name=Roastery&currency=JPY`);
  await expect(page.locator('#preview-root')).not.toHaveAttribute('inert');
  // Rendered over, not beside, the server's markup.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.preview-frame')).toHaveCount(6);
  await expect(page.getByLabel('Shop name')).toHaveValue('Roastery');
  await page.getByLabel('Shop name').fill('Beans');
  await expect(page).toHaveURL(/shop_name=Beans/);
  await expect(
    (await previewPanel(page, 'LIGHT theme, phone width')).getByRole('heading', { name: 'Beans' }),
  ).toBeVisible();
});

test('a reload of the URL reproduces the editors and the state', async ({ page }) => {
  await page.goto(kassa.url);
  await page.getByLabel('Pay button colour (color)').fill('#8a1c7c');
  await page.getByLabel('Theme type (theme_type)').selectOption('DARK');
  await page
    .getByLabel('Theme rules (theme_rules, JSON)')
    .fill('{".kassa-input": {"border-radius": "0"}}');
  await page.getByRole('radio', { name: 'Declined with message' }).check();
  await expect(page).toHaveURL(/state=declined/);

  await page.reload();
  await expect(page.getByLabel('Pay button colour (color)')).toHaveValue('#8a1c7c');
  await expect(page.getByLabel('Theme type (theme_type)')).toHaveValue('DARK');
  await expect(page.getByLabel('Theme rules (theme_rules, JSON)')).toHaveValue(
    '{".kassa-input": {"border-radius": "0"}}',
  );
  await expect(page.getByRole('radio', { name: 'Declined with message' })).toBeChecked();
  const panel = await previewPanel(page, 'LIGHT theme, desktop width');
  await expect(panel.getByRole('alert')).toContainText('Insufficient funds');
  await expect
    .poll(() => payBackground(page, 'LIGHT theme, desktop width'))
    .toBe('rgb(138, 28, 124)');
});

test('an unknown theme variable is named inline and keeps the last valid look', async ({
  page,
}) => {
  await page.goto(kassa.url);
  const editor = page.getByLabel('Theme variables (theme_variables, JSON)');
  await editor.fill('{"primaryColour": "#0a7d4f"}');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toHaveAccessibleDescription(/theme_variables\.primaryColour/);
  await editor.fill('{"primaryColor": "#0a7d4f"}');
  await expect(editor).not.toHaveAttribute('aria-invalid', 'true');
});

test('a bad colour, bad variables and bad rules are all named at once, and the JSON says it is stale', async ({
  page,
}) => {
  await page.goto(kassa.url);
  const color = page.getByLabel('Pay button colour (color)');
  const variables = page.getByLabel('Theme variables (theme_variables, JSON)');
  const rules = page.getByLabel('Theme rules (theme_rules, JSON)');
  const json = page.getByRole('region', { name: 'Use it' }).locator('pre');
  // The built-in DARK theme passes axe; a colour of the designer's own might not.
  await page.getByLabel('Theme type (theme_type)').selectOption('DARK');
  await expect(json).toContainText('"theme_type": "DARK"');
  const stale = page.getByText('Fix the errors above: this JSON is the last valid override');
  await expect(stale).toBeHidden();

  await color.fill('#0a7d4');
  await variables.fill('{"primaryColour": "#0a7d4f", "textColor": "#12"}');
  await rules.fill('{".kassa-nope": {"color": "red"}, ".kassa-input": {"colour": "red"}}');

  for (const editor of [color, variables, rules])
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(color).toHaveAccessibleDescription(/payment_form_override\.color must be a CSS/);
  await expect(variables).toHaveAccessibleDescription(
    /theme_variables\.primaryColour is not a known theme variable.*theme_variables\.textColor must be a CSS colour/,
  );
  await expect(rules).toHaveAccessibleDescription(
    /theme_rules\["\.kassa-nope"\] is not an allowed selector.*theme_rules\["\.kassa-input"\]\.colour is not an allowed property/,
  );

  await expect(stale).toBeVisible();
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expect(json).toHaveAccessibleDescription(/last valid override/);
  await expect(json).toContainText('"theme_type": "DARK"');
  await expect(json).not.toContainText('"color"');
  await page.getByRole('button', { name: 'Copy as payment_form_override JSON' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Not copied' })).toHaveText(
    'Not copied: the editors have 5 errors. Fix them first; the JSON below is the last valid override.',
  );
  await expectNoAxeViolations(page);

  await color.fill('#0a7d40');
  await variables.fill('{"primaryColor": "#0a7d4f"}');
  await rules.fill('');
  await expect(stale).toBeHidden();
  await expect(json).not.toHaveAttribute('aria-invalid', 'true');
  await expect(json).toContainText('"color": "#0a7d40"');
});

test('"Create a test checkout" carries the override to the hosted page', async ({ page }) => {
  await page.goto(kassa.url);
  await page.getByLabel('Pay button colour (color)').fill('#0a7d4f');
  await page.getByRole('button', { name: 'Create a test checkout' }).click();
  await page.waitForURL(`${kassa.url}/pay/**`);
  const checkout = new HostedCheckoutPage(page);
  await expect
    .poll(() => checkout.payButton.evaluate((button) => getComputedStyle(button).backgroundColor))
    .toBe('rgb(10, 125, 79)');
});

test('theme_type marks the panels shoppers see, and a rule that hurts contrast is warned of', async ({
  page,
}) => {
  await page.goto(kassa.url);
  const shown = page.getByText('what shoppers see');
  // LIGHT by default, at both widths.
  await expect(shown).toHaveCount(2);
  await expect(page.getByRole('figure', { name: /^LIGHT/ }).first()).toContainText(
    'what shoppers see',
  );
  await page.getByLabel('Theme type (theme_type)').selectOption('BROWSER');
  await expect(page.getByRole('figure', { name: /^BROWSER/ }).first()).toContainText(
    'what shoppers see',
  );
  await expect(page.getByRole('figure', { name: /^LIGHT/ }).first()).not.toContainText(
    'what shoppers see',
  );

  const contrast = page.getByRole('region', { name: 'Contrast' });
  await expect(contrast).toContainText('No text/background pair you set falls below WCAG AA');
  await page
    .getByLabel('Theme rules (theme_rules, JSON)')
    .fill('{".kassa-label": {"color": "#cccccc"}}');
  await expect(contrast.getByRole('listitem')).toHaveText([
    'theme_rules[".kassa-label"] (LIGHT): #cccccc on #ffffff is 1.61:1, below the 4.5:1 of WCAG AA',
  ]);
});

test('variables can be set one by one, and the JSON editor follows', async ({ page }) => {
  await page.goto(kassa.url);
  await page.getByText('Every theme variable, one by one').click();
  const primary = page.getByLabel('primaryColor', { exact: true });
  await expect(primary).toHaveAccessibleDescription('color · LIGHT #3b4fd8 · DARK #8e9cff');
  await primary.fill('#0a7d4f');
  await expect
    .poll(() => payBackground(page, 'BROWSER theme, phone width'))
    .toBe('rgb(10, 125, 79)');
  const json = page.getByLabel('Theme variables (theme_variables, JSON)');
  await expect(json).toHaveValue('{\n  "primaryColor": "#0a7d4f"\n}');

  await primary.fill('#0a7d4');
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await expect(primary).toHaveAccessibleDescription(
    /theme_variables\.primaryColor must be a CSS colour/,
  );
  await primary.fill('');
  await expect(json).toHaveValue('');

  await json.fill('{"primaryColor": ');
  await expect(primary).toBeDisabled();
});

test('a pay label below 4.5:1 cannot be copied or tried until the suggested colour is used', async ({
  page,
}) => {
  await page.goto(kassa.url);
  await page.getByLabel('Pay button colour (color)').fill('#ffd60a');
  const copy = page.getByRole('button', { name: 'Copy as payment_form_override JSON' });
  const tryIt = page.getByRole('button', { name: 'Create a test checkout' });
  await expect(copy).toBeDisabled();
  await expect(tryIt).toBeDisabled();
  await expect(copy).toHaveAccessibleDescription(/reads below 4\.5:1 where shoppers see it/);
  await expect(tryIt).toHaveAccessibleDescription(/reads below 4\.5:1 where shoppers see it/);
  const contrast = page.getByRole('region', { name: 'Contrast' });
  await expect(contrast).toContainText('Must be fixed: Pay button label (LIGHT)');

  const use = contrast.getByRole('button', {
    name: /^Use suggestion: #[0-9a-f]{6} for payBtnTextColor$/,
  });
  const suggested = /#[0-9a-f]{6}/.exec((await use.textContent()) ?? '')?.[0] ?? '';
  await use.click();
  await expect(copy).toBeEnabled();
  await expect(tryIt).toBeEnabled();
  await expect(page.getByLabel('Theme variables (theme_variables, JSON)')).toHaveValue(
    `{\n  "payBtnTextColor": "${suggested}"\n}`,
  );
  // The panels paint the label in the suggested colour.
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(suggested.slice(at, at + 2), 16));
  await expect
    .poll(async () =>
      (await previewPanel(page, 'LIGHT theme, phone width'))
        .getByRole('button', { name: /^Pay / })
        .evaluate((button) => getComputedStyle(button).color),
    )
    .toBe(`rgb(${r}, ${g}, ${b})`);
});

test('a preset and the colour pickers fill the editors, and the panels follow', async ({
  page,
}) => {
  await page.goto(kassa.url);
  await page.getByLabel('Start from a preset').selectOption({ label: 'Forest' });
  await expect(page.getByLabel('Pay button colour (color)')).toHaveValue('#1f6f43');
  await expect(page.getByLabel('Theme type (theme_type)')).toHaveValue('LIGHT');
  await expect.poll(() => payBackground(page, 'LIGHT theme, phone width')).toBe('rgb(31, 111, 67)');

  const picker = page.getByLabel('Pay button colour: pick a colour');
  await expect(picker).toHaveValue('#1f6f43');
  await picker.fill('#0a5c3d');
  await expect(page.getByLabel('Pay button colour (color)')).toHaveValue('#0a5c3d');
  await expect(page.getByLabel('Start from a preset')).toHaveValue('');
  await expect.poll(() => payBackground(page, 'LIGHT theme, phone width')).toBe('rgb(10, 92, 61)');
});

test('the sample checkout changes every panel and travels in the URL', async ({ page }) => {
  await page.goto(kassa.url);
  await page.getByLabel('Shop name').fill('Roastery');
  await page.getByLabel('Currency').selectOption('JPY');
  await page.getByLabel('Items in the cart').selectOption('8');
  const panel = await previewPanel(page, 'DARK theme, desktop width');
  await expect(panel.getByRole('heading', { name: 'Roastery' })).toBeVisible();
  // Eight items in yen, summed exactly: ¥21,339.
  await expect(panel.getByRole('button', { name: /^Pay / })).toHaveAccessibleName('Pay ¥21,339');
  await expect(panel.getByRole('checkbox', { name: /save/i })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?shop_name=Roastery&currency=JPY&cart_size=8');

  await page.reload();
  await expect(page.getByLabel('Shop name')).toHaveValue('Roastery');
  await expect(page.getByLabel('Items in the cart')).toHaveValue('8');
  await expect(
    (await previewPanel(page, 'LIGHT theme, phone width')).getByRole('button', { name: /^Pay / }),
  ).toHaveAccessibleName('Pay ¥21,339');
});
