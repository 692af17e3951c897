import { describe, expect, it } from 'vitest';
import { previewMessages, previewMessagesFor } from './preview-messages.ts';

describe("the panels' translator", () => {
  it('is English, the one the panel already holds, by default', async () => {
    expect(await previewMessagesFor('en')).toBe(previewMessages);
    expect(previewMessages('pay.button.amount', { amount: '€12.50' })).toBe('Pay €12.50');
  });

  it('speaks the chosen locale, right to left where it is written so', async () => {
    const arabic = await previewMessagesFor('ar');
    expect([arabic.locale, arabic.dir]).toEqual(['ar', 'rtl']);
    expect(arabic('pay.button.amount', { amount: '€12.50' })).toContain('€12.50');
    expect(arabic('pay.button.amount', { amount: '€12.50' })).not.toContain('Pay');
    const german = await previewMessagesFor('de');
    expect([german.locale, german.dir]).toEqual(['de', 'ltr']);
  });

  it('speaks the pseudo-locale, made from the English source', async () => {
    const pseudo = await previewMessagesFor('en-XA');
    expect([pseudo.locale, pseudo.dir]).toEqual(['en-XA', 'ltr']);
    expect(pseudo('pay.button.amount', { amount: '€12.50' })).toMatch(/^\[Ƥȧẏ €12\.50 .+\]$/);
  });
});
