import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../common/money/format.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

// The designer preview's sample challenge names no payment: the panel that opens it says which
// language it speaks (the sample checkout's `language`), so the page inside an Arabic panel is
// Arabic, right to left, and its amount is written as the panel's form writes its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the sample challenge of the designer preview', () => {
  it("speaks the language it is given, before the browser's, and answers in it", async () => {
    const page = await get('/sandbox/acs/preview?theme=DARK&language=ar-sa', {
      'accept-language': 'de-DE',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(page.body).toContain(formatMoney(2490n, 'EUR', 'ar-sa'));
    expect(page.body).toContain('action="/sandbox/acs/preview?theme=DARK&#38;language=ar-sa"');

    const answered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/acs/preview?theme=DARK&language=he',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(answered.body).toMatch(/<html lang="he" dir="rtl"/);
  });

  it("speaks the browser's language when given none, in English by default", async () => {
    expect((await get('/sandbox/acs/preview', { 'accept-language': 'ja' })).body).toMatch(
      /<html lang="ja" dir="ltr"/,
    );
    const english = await get('/sandbox/acs/preview');
    expect(english.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(english.body).toContain('€24.90');
  });

  it('refuses a language not in the form a checkout takes, naming it', async () => {
    const refused = await get('/sandbox/acs/preview?language=%3Cscript%3E');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('language');
  });
});
