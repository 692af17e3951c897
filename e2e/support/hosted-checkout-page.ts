import { expect, type Locator, type Page } from '@playwright/test';

/** The words a shopper finds the card form by, in the page's language. */
export interface CheckoutWords {
  number: string;
  expiry: RegExp;
  securityCode: string;
  holderName: string;
  /** The pay button's name, whatever amount it names. */
  pay: RegExp;
}

export const ENGLISH_WORDS: CheckoutWords = {
  number: 'Card number',
  expiry: /Expiry date/,
  securityCode: 'Security code',
  holderName: 'Cardholder name',
  pay: /^Pay/,
};

/** The form's words in German (common/messages/locales/de.ts): a de-DE browser's page. */
export const GERMAN_WORDS: CheckoutWords = {
  number: 'Kartennummer',
  expiry: /Ablaufdatum/,
  securityCode: 'Sicherheitscode',
  holderName: 'Name des Karteninhabers',
  pay: /bezahlen$/,
};

/** The hosted checkout page, located the way a shopper (or a screen reader) finds things. */
export class HostedCheckoutPage {
  readonly number: Locator;
  readonly expiry: Locator;
  readonly securityCode: Locator;
  readonly holderName: Locator;
  readonly payButton: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    words: CheckoutWords = ENGLISH_WORDS,
  ) {
    this.number = page.getByLabel(words.number);
    this.expiry = page.getByLabel(words.expiry);
    this.securityCode = page.getByLabel(words.securityCode);
    this.holderName = page.getByLabel(words.holderName);
    this.payButton = page.getByRole('button', { name: words.pay });
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
