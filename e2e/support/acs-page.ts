import type { FrameLocator, Page } from '@playwright/test';

// The sandbox's 3-D Secure challenge page (its ACS), in whichever frame shows it: the hosted
// page's modal or the embed script's overlay over the merchant page.

/** The sandbox ACS page inside whichever frame shows it. */
export const acsFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="3-D Secure verification"]');

/** Types the one-time code the sandbox page shows and approves. */
export async function approve(acs: FrameLocator): Promise<void> {
  const hint = await acs.getByText(/the code is/).innerText();
  const code = /(\d{6})/.exec(hint)?.[1] ?? '';
  await acs.getByLabel('One-time code').fill(code);
  await acs.getByRole('button', { name: 'Approve' }).click();
}
