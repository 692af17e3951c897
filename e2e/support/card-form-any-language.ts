import type { FrameLocator, Locator, Page } from '@playwright/test';

/**
 * The card form located the same way in every language. The hosted page's page object reads the
 * English labels; here the fields are found by their autofill purpose (autocomplete), which no
 * translation changes and which is how a browser's autofill finds them too.
 */
export class CardFormAnyLanguage {
  readonly number: Locator;
  readonly expiry: Locator;
  readonly securityCode: Locator;
  readonly holderName: Locator;

  constructor(readonly form: Page | FrameLocator) {
    const byPurpose = (purpose: string): Locator =>
      form.locator(`input[autocomplete="${purpose}"]`);
    this.number = byPurpose('cc-number');
    this.expiry = byPurpose('cc-exp');
    this.securityCode = byPurpose('cc-csc');
    this.holderName = byPurpose('cc-name');
  }

  /** Fills the card and submits it from its last field (Enter: the form's implicit submission). */
  async pay(number: string): Promise<void> {
    await this.number.fill(number);
    await this.expiry.fill('12/30');
    await this.securityCode.fill('123');
    await this.holderName.fill('Ann Example');
    await this.holderName.press('Enter');
  }
}
