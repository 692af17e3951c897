import { describe, expect, it } from 'vitest';
import { en, type Messages } from '../../../common/messages/en.ts';
import type { Message } from '../../../common/messages/format.ts';
import { pages } from '../../../common/messages/source/pages.ts';
import type { PaymentRecord } from '../../domain/ledger/payment-record.ts';
import type { LoggedPostback } from '../../domain/postbacks/log-store.ts';
import { pageText } from '../../http/shopper-page-text.ts';
import { type AcsView, acsPage, acsStyle } from './challenge/acs-page.ts';
import { type ReturnPageFacts, returnPage } from './demo/return-page.ts';
import { type ProviderView, providerPage, type StepFacts } from './provider/provider-page.ts';

// The sandbox pages a shopper reaches write no text of their own: rendered in every state with a
// catalog whose every message is its key (⟦challenge.heading⟧, with the message's placeholders),
// no word of the English source is left in what a shopper can read. What a page may show as it
// is: the values it inserts (chosen here to be no English words) and the names in <code> a
// developer reads on the return page (field names, settings, ids).

const placeholders = (message: Message): string =>
  (typeof message === 'string' ? message : message.other).match(/\{\w+\}/g)?.join(' ') ?? '';

const KEYED = Object.fromEntries(
  Object.entries(en).map(([key, message]) => [key, `⟦${key}⟧ ${placeholders(message)}`]),
) as Messages;

/** The words of the English source of these pages, lower case, placeholders left out. */
const SOURCE_WORDS = new Set(
  Object.values(pages as Record<string, Message>)
    .flatMap((message) => (typeof message === 'string' ? [message] : Object.values(message)))
    .flatMap((text) => text.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [])
    .map((word) => word.toLowerCase()),
);

/** What a reader of the page sees: its text and title, without its style, script and code. */
function visibleWords(html: string): string[] {
  const text = html
    .replace(/<(style|script|code)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/⟦[^⟧]*⟧/g, ' ');
  const attributes = [...html.matchAll(/\b(?:title|alt|placeholder|aria-label)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [text, ...attributes].flatMap((part) => part.match(/\p{L}+/gu) ?? []);
}

const englishIn = (html: string): string[] =>
  [...new Set(visibleWords(html))].filter((word) => SOURCE_WORDS.has(word.toLowerCase()));

const keyed = pageText('en', KEYED);
const style = acsStyle({});
const AT = new Date('2026-11-28T10:05:00Z');

const CHALLENGE_VIEWS: AcsView[] = [
  {
    kind: 'challenge',
    action: '/sandbox/acs/x',
    facts: { shopName: 'Qwixo', amount: '€24.90', last4: '3220', oneTimeCode: '123456' },
  },
  {
    kind: 'challenge',
    action: '/sandbox/acs/x',
    facts: { shopName: null, amount: '€24.90', last4: '3220', oneTimeCode: '123456' },
    wrongCode: { triesLeft: 2 },
  },
  ...(
    ['approved', 'denied', 'cancelled', 'failed', 'timed_out', 'not_found', 'preview'] as const
  ).map((ending): AcsView => ({ kind: 'ended', ending })),
];

const STEP: StepFacts = {
  shopName: 'Qwixo',
  amount: 'R$ 34,40',
  kind: 'redirect',
  paymentMethod: 'IDEAL',
  expires: AT,
  blik: false,
};

const PROVIDER_VIEWS: ProviderView[] = [
  ...(['redirect', 'qr', 'voucher', 'bank_app'] as const).flatMap((kind): ProviderView[] => [
    { kind: 'step', action: '/sandbox/provider/x', facts: { ...STEP, kind } },
    { kind: 'step', action: '/sandbox/provider/x', facts: { ...STEP, kind, shopName: null } },
    // A method named in words has headings of its own.
    {
      kind: 'step',
      action: '/sandbox/provider/x',
      facts: { ...STEP, kind, paymentMethod: 'BANK_APP' },
    },
  ]),
  {
    kind: 'step',
    action: '/sandbox/provider/x',
    facts: {
      ...STEP,
      kind: 'bank_app',
      blik: true,
      reference: '1234 5678',
      autoPay: AT,
      given: [
        ['provider.payer', 'Jo Ko'],
        ['provider.crypto.network', 'Zyx'],
        ['provider.crypto.paying_from', '0xab12'],
        ['provider.crypto.withdrawals_to', '0xcd34'],
      ],
    },
    error: 'blik-invalid',
  },
  ...(['approved', 'declined', 'cancelled', 'expired'] as const).flatMap(
    (state): ProviderView[] => [
      { kind: 'ended', ending: { is: 'decided', state } },
      { kind: 'ended', ending: { is: 'decided', state, recorded: true }, closes: true },
    ],
  ),
  { kind: 'ended', ending: { is: 'left_pending', at: AT } },
  { kind: 'ended', ending: { is: 'not_found' } },
  { kind: 'ended', ending: { is: 'not_an_answer', decision: 'zzz' } },
];

const PAYMENT = {
  paymentId: 'pay_1',
  merchantPaymentId: 'o-1',
  amount: '9.99',
  currencyCode: 'EUR',
  lastError: { error_code: 2903, error_message: 'Zq' },
} as PaymentRecord;

const postback = (status: string, attempts: number) =>
  ({
    eventId: 'evt_1',
    transactionId: 'trx_1',
    status,
    attempts: Array(attempts).fill({}),
  }) as unknown as LoggedPostback;

const RETURN_FACTS: ReturnPageFacts[] = [
  ...(['success', 'failure', undefined] as const).map(
    (outcome): ReturnPageFacts => ({
      outcome,
      query: [
        ['error_code', '2903'],
        ['error_message', 'Zq'],
      ],
      lookup: { kind: 'off' },
    }),
  ),
  { outcome: 'failure', query: [['error_code', '2903']], lookup: { kind: 'no-reference' } },
  { outcome: 'success', query: [], lookup: { kind: 'not-found', reference: 'o-9' } },
  {
    outcome: 'success',
    query: [],
    lookup: {
      kind: 'found',
      payment: PAYMENT,
      state: 'SUCCEEDED',
      postbacks: [postback('pending', 0), postback('delivered', 1), postback('failed', 3)],
    },
  },
  {
    outcome: 'success',
    query: [],
    lookup: { kind: 'found', payment: PAYMENT, state: 'SUCCEEDED', postbacks: [] },
  },
];

describe('the sandbox pages a shopper reaches take every text from the catalog', () => {
  it('the challenge page, in every state', () => {
    for (const view of CHALLENGE_VIEWS) {
      const html = acsPage('LIGHT', style, view, keyed);
      expect(html).toContain('⟦challenge.');
      expect(englishIn(html), JSON.stringify(view)).toEqual([]);
    }
  });

  it('the provider page, in every state of every flow', () => {
    for (const view of PROVIDER_VIEWS) {
      for (const method of ['iDEAL', null]) {
        const html = providerPage('LIGHT', style, method, view, keyed);
        expect(html).toContain('⟦provider.');
        expect(englishIn(html), JSON.stringify(view)).toEqual([]);
      }
    }
  });

  it('the return page, for each outcome and whatever the sandbox knows of the payment', () => {
    for (const facts of RETURN_FACTS) {
      const html = returnPage(facts, keyed);
      expect(html).toContain('⟦return.');
      expect(englishIn(html), JSON.stringify(facts)).toEqual([]);
    }
  });

  it('would catch a page writing English of its own', () => {
    expect(englishIn('<p>⟦challenge.heading⟧ 24.90</p>')).toEqual([]);
    expect(englishIn('<h1>⟦x⟧</h1><button>Approve</button>')).toEqual(['Approve']);
    expect(englishIn('<p title="Shop">x</p>')).toEqual(['Shop']);
  });
});

describe('the values a page inserts are escaped', () => {
  const text = pageText('en', en);
  const HOSTILE = '<script>alert(1)</script>"\'&';
  const ESCAPED = '&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;';

  it('on the challenge page: the shop, the amount, the card digits and the code', () => {
    const html = acsPage(
      'LIGHT',
      style,
      {
        kind: 'challenge',
        action: '/sandbox/acs/x?theme="><script>',
        facts: { shopName: HOSTILE, amount: HOSTILE, last4: HOSTILE, oneTimeCode: HOSTILE },
      },
      text,
    );
    expect(html).not.toContain('<script>');
    expect(html.split(ESCAPED)).toHaveLength(5);
  });

  it('on the provider page: the shop, the amount, the method, the details, the answer posted', () => {
    const step = providerPage(
      'LIGHT',
      style,
      HOSTILE,
      {
        kind: 'step',
        action: '/sandbox/provider/x',
        facts: {
          ...STEP,
          shopName: HOSTILE,
          amount: HOSTILE,
          reference: HOSTILE,
          given: [['provider.payer', HOSTILE]],
        },
      },
      text,
    );
    expect(step).not.toContain('<script>');
    expect(step).toContain(`<bdi dir="ltr">${ESCAPED}</bdi>`);
    const answer = providerPage(
      'LIGHT',
      style,
      HOSTILE,
      { kind: 'ended', ending: { is: 'not_an_answer', decision: HOSTILE } },
      text,
    );
    expect(answer).not.toContain('<script>');
    expect(answer).toContain(`cannot be answered with “${ESCAPED}”`);
  });
});
