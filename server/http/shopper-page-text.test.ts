import { describe, expect, it } from 'vitest';
import { en } from '../../common/messages/en.ts';
import { markup, pageText, shopperPageText } from './shopper-page-text.ts';

describe('shopperPageText: the locale of a shopper page', () => {
  const payment = (language: string | null) => ({ language, paymentFormOverride: null });

  it.each([
    ['ar-sa', undefined, 'ar', 'rtl'],
    ['he-il', 'de-DE', 'he', 'rtl'],
    ['de-de', 'fr', 'de', 'ltr'],
    ['es-mx', undefined, 'es-419', 'ltr'],
    // No language on the payment, or one no locale has: the browser's.
    [null, 'fa-IR,en;q=0.5', 'fa', 'rtl'],
    ['xx-yy', 'ur, de;q=0.9', 'ur', 'rtl'],
    [null, undefined, 'en', 'ltr'],
  ])('payment %s, Accept-Language %s → %s %s', async (language, header, lang, dir) => {
    const text = await shopperPageText({ 'accept-language': header }, payment(language));
    expect([text.lang, text.dir]).toEqual([lang, dir]);
  });

  it("takes the browser's when the page names no payment", async () => {
    const text = await shopperPageText({ 'accept-language': 'ar-EG,ar;q=0.9' }, null);
    expect([text.lang, text.dir]).toEqual(['ar', 'rtl']);
  });
});

describe('pageText: messages as HTML', () => {
  const text = pageText('en', {
    ...en,
    'challenge.lead': 'Pay <{shop}> & confirm',
    'return.postbacks.log': '{link_start}Log{link_end} of {count}',
  });

  it("escapes the catalog's words and every value, and puts the page's own markup in as it is", () => {
    expect(text.html('challenge.lead', { shop: '<img src=x onerror=alert(1)>"Roastery"' })).toBe(
      'Pay &#60;&#60;img src=x onerror=alert(1)&#62;&#34;Roastery&#34;&#62; &#38; confirm',
    );
    expect(
      text.html('return.postbacks.log', {
        link_start: markup('<a href="/sandbox/postbacks">'),
        link_end: markup('</a>'),
        count: 1200,
      }),
    ).toBe('<a href="/sandbox/postbacks">Log</a> of 1,200');
  });

  it('picks the plural of the count, and gives the text unescaped where the page escapes it', () => {
    expect(text.html('challenge.code.wrong', { count: 1 })).toBe(
      'That code is not right. 1 try left.',
    );
    expect(text.html('challenge.code.wrong', { count: 2 })).toBe(
      'That code is not right. 2 tries left.',
    );
    expect(text.text('challenge.lead', { shop: 'A&B' })).toBe('Pay <A&B> & confirm');
  });

  it('writes a date and time the way the locale does, in UTC and saying so', () => {
    const at = new Date('2026-11-28T10:05:00Z');
    expect(text.dateTime(at)).toBe('Nov 28, 2026, 10:05 AM UTC');
    expect(pageText('de', en).dateTime(at)).toBe('28. Nov. 2026, 10:05 UTC');
  });
});
