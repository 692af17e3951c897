import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult, SessionView } from '../../common/contract/session-api.ts';
import { formatLanguage } from '../../common/language/shopper-language.ts';
import { en } from '../../common/messages/en.ts';
import { resolveLocale } from '../../common/messages/locales.ts';
import type { ApiClient, ApiResult } from '../checkout/api-client.ts';
import { type CustomerStep, createCheckoutModel } from '../checkout/model.ts';
import { formMessages } from '../messages/form-messages.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import * as customerStep from './customer-step.ts';

// A checkout with only merchant_customer_id. The form asks for what the merchant left
// out, above the card, and sends it (and the browser's language) with the payment.

afterEach(cleanup);

/** A session the merchant created with merchant_customer_id alone and no language. */
const minimalSession = (overrides: Partial<SessionView> = {}): SessionView => {
  const { language: _language, ...session } = sessionFixture({
    missing_customer_fields: ['email', 'country_code'],
    ...overrides,
  });
  return overrides.language ? { ...session, language: overrides.language } : session;
};

function renderForm(
  session: SessionView,
  browserLanguages: readonly string[] = ['de-DE', 'de'],
  step: CustomerStep | Promise<CustomerStep | null> = customerStep,
) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>(),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const model = createCheckoutModel(session, client, {
    // English words, formatted as the server chooses for these browser languages (the words
    // stay English so that the fields are found by their English labels).
    messages: formMessages(
      'en',
      en,
      'ltr',
      formatLanguage(resolveLocale(browserLanguages), browserLanguages),
    ),
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
    browserLanguages,
    customerStep: step,
  });
  render(<CheckoutForm model={model} />);
  return { client, model };
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string): T =>
  screen.getByLabelText(label);
const country = (): HTMLSelectElement => field<HTMLSelectElement>('Billing country');

function type(label: string, value: string): void {
  fireEvent.input(field(label), { target: { value } });
}

function choose(code: string): void {
  fireEvent.change(country(), { target: { value: code } });
}

function fillValidCard(): void {
  type('Card number', '4242424242424242');
  type('Expiry date', '1230');
  type('Security code', '123');
  type('Cardholder name (optional)', 'Ada Lovelace');
}

const submit = (): void => {
  fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
};

function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const success: ApiResult<PaymentResult> = {
  ok: true,
  value: { outcome: 'SUCCESS', redirect_url: 'https://shop.test/ok', attempts_left: 2 },
};

describe('the customer fields', () => {
  it('ask for e-mail and billing country above the card, with the right keyboard and autofill', () => {
    renderForm(minimalSession());
    const email = field('E-mail');
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(country().tagName).toBe('SELECT');
    expect(country().getAttribute('autocomplete')).toBe('country');
    expect(country().required).toBe(true);
    // Form order: the customer's fields come before the card number.
    const order = email.compareDocumentPosition(field('Card number'));
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(country().compareDocumentPosition(field('Card number'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('are absent when the merchant sent them', () => {
    renderForm(sessionFixture());
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Billing country')).toBeNull();
  });

  it('ask only for what is missing', () => {
    renderForm(minimalSession({ missing_customer_fields: ['country_code'] }));
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(country()).toBeTruthy();
  });

  it("name every country in the browser's language, sorted, with the browser's region chosen", () => {
    renderForm(minimalSession(), ['de-DE']);
    const options = Array.from(country().options);
    expect(options[0]?.value).toBe('');
    expect(options[0]?.textContent).toBe('Choose a country');
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(names).toHaveLength(249);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
    expect(names).toContain('Vereinigte Staaten');
    expect(country().value).toBe('DE');
    expect(country().selectedOptions[0]?.textContent).toBe('Deutschland');
  });

  it("name the countries in the checkout's language when it has one", () => {
    renderForm(minimalSession({ language: 'fr-fr' }), ['en-GB']);
    expect(country().value).toBe('GB');
    expect(country().selectedOptions[0]?.textContent).toBe('Royaume-Uni');
  });

  it('choose no country when the browser names no region', () => {
    renderForm(minimalSession(), ['de']);
    expect(country().value).toBe('');
  });

  it('on submit show what is missing beside each field and focus the first, before the card', async () => {
    const { client } = renderForm(minimalSession(), ['fr']);
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    expect(client.pay).not.toHaveBeenCalled();
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('E-mail'))).toBe('Enter your e-mail address');
    expect(country().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(country())).toBe('Choose your billing country');
    // The card's problems show too, without taking focus from the first field.
    expect(describedText(field('Card number'))).toContain('Enter the card number');
  });

  it('check the e-mail when the shopper leaves it, as the server will', () => {
    renderForm(minimalSession());
    for (const bad of ['ann@', 'ann@example', 'ann example@mail.com', 'ann@@example.com']) {
      type('E-mail', bad);
      fireEvent.blur(field('E-mail'));
      expect(describedText(field('E-mail'))).toBe(
        'Enter a valid e-mail address, like name@example.com',
      );
    }
    type('E-mail', '4242 4242 4242 4242@example.com');
    expect(describedText(field('E-mail'))).toBe(
      'Enter your e-mail address here, not a card number',
    );
    type('E-mail', ' ann@example.com ');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('false');
    expect(describedText(field('E-mail'))).toBe('');
  });

  it('send what the shopper entered and the form language with the card', async () => {
    const { client } = renderForm(minimalSession(), ['de-AT', 'de']);
    client.pay.mockResolvedValue(success);
    type('E-mail', ' bea@example.com');
    choose('CH');
    fillValidCard();
    submit();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay).toHaveBeenCalledWith({
      method: 'CARD',
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        security_code: '123',
        holder_name: 'Ada Lovelace',
      },
      selected_product_ids: [],
      customer: { email: 'bea@example.com', country_code: 'CH' },
      language: 'de-at',
      browser: expect.objectContaining({ javascript_enabled: true }),
    });
  });

  it('send no language when the checkout named one, and only the missing field', async () => {
    const { client } = renderForm(
      minimalSession({ language: 'en-us', missing_customer_fields: ['country_code'] }),
    );
    client.pay.mockResolvedValue(success);
    fillValidCard();
    submit();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    const request = client.pay.mock.calls[0]?.[0];
    expect(request?.customer).toEqual({ country_code: 'DE' });
    expect(request?.language).toBeUndefined();
  });

  it("show the server's refusal of a field next to it and focus it", async () => {
    const { client } = renderForm(minimalSession());
    client.pay.mockResolvedValue({
      ok: false,
      kind: 'http',
      status: 400,
      errors: [
        {
          error_code: 'INVALID_REQUEST_PARAMETER',
          error_message: 'customer.email must be a valid email',
        },
      ],
    });
    type('E-mail', 'ann@example.com');
    fillValidCard();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    expect(describedText(field('E-mail'))).toBe(
      'This e-mail address was not accepted. Check it and try again.',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Some of your details were not accepted. Check them and try again.',
    );
    // Changing the address clears the server's word on it.
    type('E-mail', 'ann@example.org');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('false');
  });
});

/** The customer step's chunk on its way: `arrive` or `fail` it when the test says. */
function chunkOnItsWay() {
  let arrive: (step: CustomerStep) => void = () => {};
  let fail: (reason: Error) => void = () => {};
  const promise = new Promise<CustomerStep | null>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive: () => arrive(customerStep), fail: () => fail(new Error('offline')) };
}

describe('before the customer step has arrived', () => {
  it('the card can be filled while the customer fields keep their place, busy', async () => {
    const chunk = chunkOnItsWay();
    renderForm(minimalSession(), ['de-DE'], chunk.promise);
    type('Card number', '4242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    const kept = screen.getByText('Your details').parentElement;
    expect(kept?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    chunk.arrive();
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    // The card keeps what the shopper typed; the fields come before it.
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(
      field('E-mail').compareDocumentPosition(field('Card number')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('paying waits for the customer fields, busy, and sends nothing without them', async () => {
    const chunk = chunkOnItsWay();
    const { client, model } = renderForm(minimalSession(), ['de-DE'], chunk.promise);
    client.pay.mockResolvedValue(success);
    fillValidCard();
    submit();
    expect(model.payState.value).toBe('busy');
    expect(screen.getByRole('button', { name: /Processing/ })).toBeTruthy();
    chunk.arrive();
    // The e-mail is still empty: the form asks for it instead of paying.
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    expect(model.payState.value).toBe('ready');
    expect(client.pay).not.toHaveBeenCalled();
    type('E-mail', 'bea@example.com');
    submit();
    await waitFor(() => expect(client.pay).toHaveBeenCalledTimes(1));
    expect(client.pay.mock.calls[0]?.[0].customer).toEqual({
      email: 'bea@example.com',
      country_code: 'DE',
    });
  });

  it('a chunk that never arrives pays nothing', async () => {
    const chunk = chunkOnItsWay();
    const { client, model } = renderForm(minimalSession(), ['de-DE'], chunk.promise);
    fillValidCard();
    const paying = model.pay();
    chunk.fail();
    await paying;
    expect(client.pay).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });
});

describe('the form language', () => {
  it('formats amounts as the page chose for the browser when the checkout named none', () => {
    renderForm(minimalSession({ currency_code: 'EUR' }), ['de-DE']);
    expect(screen.getByRole('button', { name: /^Pay/ }).textContent).toContain('12,50');
  });

  it('needs the customer step loaded for a session that lists missing fields', () => {
    expect(() =>
      createCheckoutModel(
        minimalSession(),
        { getSession: vi.fn(), pay: vi.fn(), cancelAction: vi.fn() },
        {
          messages: englishMessages,
          onOutcome: () => {},
        },
      ),
    ).toThrow(/loadCustomerStep/);
  });
});
