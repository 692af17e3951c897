import { expect, type Locator, type Page } from '@playwright/test';

/** The hosted checkout page, located the way a shopper (or a screen reader) finds things. */
export class HostedCheckoutPage {
  readonly number: Locator;
  readonly expiry: Locator;
  readonly securityCode: Locator;
  readonly holderName: Locator;
  readonly payButton: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.number = page.getByLabel('Card number');
    this.expiry = page.getByLabel(/Expiry date/);
    this.securityCode = page.getByLabel('Security code');
    this.holderName = page.getByLabel('Cardholder name');
    this.payButton = page.getByRole('button', { name: /^Pay/ });
    this.alert = page.getByRole('alert');
  }

  async open(redirectUrl: string): Promise<void> {
    await this.page.goto(redirectUrl);
    await expect(this.payButton).toBeVisible();
  }

  async fillCard(number: string, options: { expiry?: string; code?: string; name?: string } = {}) {
    await this.number.fill(number);
    await this.expiry.fill(options.expiry ?? '12/30');
    await this.securityCode.fill(
      options.code ?? (number.replace(/\D/g, '').startsWith('37') ? '1234' : '123'),
    );
    await this.holderName.fill(options.name ?? 'Ann Example');
  }

  async pay(number: string, options: { expiry?: string; code?: string; name?: string } = {}) {
    await this.fillCard(number, options);
    await this.payButton.click();
  }
}
