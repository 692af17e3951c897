import { signal } from '@preact/signals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import jsQRModule from 'jsqr';
import type { ComponentChildren } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentAction } from '../../../../common/contract/session-api.ts';
import { en } from '../../../../common/messages/en.ts';
import de from '../../../../common/messages/locales/de.ts';
import ptBR from '../../../../common/messages/locales/pt-BR.ts';
import type { ActionOverlay } from '../../../checkout/flow/action-screens.ts';
import { formMessages, Messages } from '../../../messages/form-messages.ts';
import { englishMessages, inEnglish } from '../../../test-support/english-messages.tsx';
import { sessionFixture } from '../../../test-support/session-fixture.ts';
import { BankAppScreen } from './BankAppScreen.tsx';
import { copyText } from './copy-text.ts';
import { deadlineText } from './deadline-text.ts';
import { decodeItf, itfWidths } from './itf-barcode.ts';
import { leaveOnce } from './leave-once.ts';
import { qrPath } from './QrCode.tsx';
import { QrScreen } from './QrScreen.tsx';
import { RedirectScreen } from './RedirectScreen.tsx';
import { VoucherScreen } from './VoucherScreen.tsx';

// jsqr is CommonJS whose module.exports is the function; its types describe an ES default export.
const jsQR: typeof jsQRModule.default =
  typeof jsQRModule === 'function' ? jsQRModule : jsQRModule.default;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PROVIDER = 'https://pay.test/sandbox/provider/apm_1';
const IN_FIVE_MINUTES = () => new Date(Date.now() + 5 * 60_000).toISOString();

function props(action: PaymentAction, language?: string) {
  const cancel = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  return {
    action,
    cancel,
    session: signal(sessionFixture(language === undefined ? {} : { language })),
  };
}

/** Draws the QR path's modules into RGBA pixels, `scale` per module, for jsQR to read. */
function decode(text: string): string | undefined {
  const { size, path } = qrPath(text);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('the QR screen', () => {
  it('draws a QR code a scanner reads as the payload, named for the method, and links the page', () => {
    const action: PaymentAction = {
      kind: 'qr',
      method: 'PIX',
      payload: PROVIDER,
      expires_at: IN_FIVE_MINUTES(),
    };
    render(inEnglish(<QrScreen {...props(action)} />));
    expect(screen.getByRole('img', { name: 'QR code to pay with Pix' })).toBeTruthy();
    expect(decode(PROVIDER)).toBe(PROVIDER);
    const link = screen.getByRole('link', { name: 'Open the payment page on this device' });
    expect(link.getAttribute('href')).toBe(PROVIDER);
    expect(screen.getByRole('heading', { name: 'Scan to pay with Pix' })).toBeTruthy();
  });

  it('reads a long payload back too', () => {
    const long = `${PROVIDER}?${'x'.repeat(300)}`;
    expect(decode(long)).toBe(long);
  });
});

describe('the voucher screen', () => {
  const action: PaymentAction = {
    kind: 'voucher',
    method: 'BOLETO',
    reference: '34191.79001 01043.510047',
    instructions: 'Pay at any bank, lottery house or in your banking app.',
    provider_url: PROVIDER,
    expires_at: '2026-05-18T15:00:00Z',
  };

  it('shows the reference, how and until when to pay, and the cash desk', () => {
    render(inEnglish(<VoucherScreen {...props(action)} />));
    expect(screen.getByText('34191.79001 01043.510047')).toBeTruthy();
    expect(
      screen.getByText(
        'Pay this reference at a shop, bank or agent that takes Boleto, or in your banking app.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(deadlineText(englishMessages, action.expires_at))).toBeTruthy();
    expect(screen.getByRole('link', { name: /Boleto cash desk/ }).getAttribute('href')).toBe(
      PROVIDER,
    );
    expect(screen.getByText(/The shop confirms your order once it has arrived/)).toBeTruthy();
  });

  it("shows one deadline, its sentence and its date in one language: the page's", () => {
    const at = '2026-05-18T15:00:00Z';
    // The date is in the language of the sentence round it, whatever the session formats in.
    expect(deadlineText(englishMessages, at)).toMatch(/^May 18, 2026/);
    const portuguese = formMessages('pt-BR', { ...en, 'apm.voucher.pay_by': 'Pague até {date}.' });
    expect(deadlineText(portuguese, at)).toMatch(/^18 de maio de 2026/);

    render(
      <Messages messages={portuguese}>
        <VoucherScreen {...props(action, 'pt-br')} />
      </Messages>,
    );
    const line = screen.getByText(/18 de maio de 2026/).closest('p');
    expect(line?.textContent).toMatch(/^Pague até 18 de maio de 2026/);
    // The page's own language: no lang of its own.
    expect(line?.getAttribute('lang')).toBeNull();
    // The date is the one deadline: no countdown beside it.
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("says how to pay in the page's language, not in the API's English instructions", () => {
    render(
      <Messages messages={formMessages('pt-BR', ptBR)}>
        <VoucherScreen {...props(action, 'pt-br')} />
      </Messages>,
    );
    expect(
      screen.getByText(
        'Pague este código em uma loja, banco ou correspondente que aceite Boleto, ou no app do seu banco.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(action.instructions)).toBeNull();
    cleanup();
    const transfer = { ...action, method: 'BANK_TRANSFER' };
    render(
      <Messages messages={formMessages('de', de)}>
        <VoucherScreen {...props(transfer, 'de-de')} />
      </Messages>,
    );
    expect(
      screen.getByText(
        'Überweisen Sie in Ihrer Banking-App oder bei Ihrer Bank und geben Sie diese Referenz an.',
      ),
    ).toBeTruthy();
  });

  it("never puts a date of the session's language in a sentence of the page's", () => {
    render(inEnglish(<VoucherScreen {...props(action, 'pt-br')} />));
    expect(screen.getByText(/May 18, 2026/).closest('p')?.textContent).toMatch(
      /^Pay by May 18, 2026/,
    );
  });

  it("draws the Boleto's barcode, Interleaved 2 of 5 of its reference's digits", () => {
    const { container } = render(inEnglish(<VoucherScreen {...props(action)} />));
    const barcode = screen.getByRole('img', { name: 'Barcode of the Boleto reference' });
    expect(barcode).toBeTruthy();
    // The bars drawn, read back with their gaps, are the reference's digits (odd: a leading 0).
    const bars = [...container.querySelectorAll('.kassa-barcode g rect')].map((rect) => ({
      x: Number(rect.getAttribute('x')),
      width: Number(rect.getAttribute('width')),
    }));
    const widths: number[] = [];
    bars.forEach((bar, index) => {
      widths.push(bar.width / 2);
      const next = bars[index + 1];
      if (next) widths.push((next.x - bar.x - bar.width) / 2);
    });
    expect(decodeItf(widths)).toBe('034191790010104351004 7'.replace(/ /g, ''));
  });

  it('copies the reference and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(inEnglish(<VoucherScreen {...props(action)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(await screen.findByText('Reference copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('34191.79001 01043.510047');
  });
});

describe('Interleaved 2 of 5', () => {
  it('encodes digits in pairs between its start and stop codes, and reads back', () => {
    // "12": 1 (wide, narrow, narrow, narrow, wide) in the bars, 2 (narrow, wide, narrow, narrow,
    // wide) in the spaces between them.
    expect(itfWidths('12')).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
    expect(decodeItf(itfWidths('0123456789'))).toBe('0123456789');
    expect(decodeItf(itfWidths('123'))).toBe('0123');
    expect(() => itfWidths('12a')).toThrow();
  });
});

describe('the Pix screen', () => {
  const pix: PaymentAction = { kind: 'qr', method: 'PIX', payload: PROVIDER, expires_at: '' };

  it('puts "Copy code" first on a touch device, the QR beside it, and copies the code', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      render(inEnglish(<QrScreen {...props({ ...pix, expires_at: IN_FIVE_MINUTES() })} />));
      const copy = screen.getByRole('button', { name: 'Copy code' });
      const qr = screen.getByRole('img', { name: 'QR code to pay with Pix' });
      // Copy code comes before the QR in the page (and so in the reading and tab order).
      expect(copy.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      fireEvent.click(copy);
      expect(await screen.findByText(/Code copied/)).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(PROVIDER);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the QR first on a device with a mouse, "Copy code" after it', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    try {
      render(inEnglish(<QrScreen {...props({ ...pix, expires_at: IN_FIVE_MINUTES() })} />));
      const copy = screen.getByRole('button', { name: 'Copy code' });
      const qr = screen.getByRole('img', { name: 'QR code to pay with Pix' });
      expect(qr.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Pix has no app of its own: a bank's app scans it.
      expect(
        screen.getByText("Open your bank's app on your phone and scan this code."),
      ).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('copyText', () => {
  it('falls back to selecting the text when the Clipboard API refuses', async () => {
    const element = document.createElement('code');
    element.textContent = 'REF-1';
    document.body.append(element);
    const refused = { writeText: () => Promise.reject(new Error('denied')) };
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    expect(await copyText('REF-1', refused, element)).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.getSelection()?.toString()).toBe('REF-1');
    execCommand.mockReturnValue(false);
    expect(await copyText('REF-1', undefined, element)).toBe(false);
    element.remove();
  });
});

describe('the bank app screen', () => {
  it('says where to confirm, links the sandbox app and waits', () => {
    const action: PaymentAction = {
      kind: 'bank_app',
      method: 'MBWAY',
      instructions: 'Confirm the request in the MB WAY app.',
      provider_url: PROVIDER,
      expires_at: IN_FIVE_MINUTES(),
    };
    render(inEnglish(<BankAppScreen {...props(action)} />));
    expect(
      screen.getByText('Open the MB WAY app on your phone and confirm the payment.'),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toMatch(
      /Waiting for you to confirm the payment/,
    );
    expect(screen.getByRole('heading', { name: 'Confirm in MB WAY' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /MB WAY app/ }).getAttribute('href')).toBe(PROVIDER);
  });
});

// A method named in words ("Bank transfer", "Pay by bank", "Bank app", "Crypto") in a brand's
// place would read "Open the Bank app app" or "Pay by bank's page": each screen says it otherwise.
describe('the screens of a method named in words', () => {
  const german = formMessages('de', de);
  const inGerman = (children: ComponentChildren) => (
    <Messages messages={german}>{children}</Messages>
  );

  it("the bank app screen: your bank's app, in English and German", () => {
    const action: PaymentAction = {
      kind: 'bank_app',
      method: 'BANK_APP',
      instructions: 'Confirm the payment in your banking app.',
      provider_url: PROVIDER,
      expires_at: IN_FIVE_MINUTES(),
    };
    render(inEnglish(<BankAppScreen {...props(action)} />));
    expect(screen.getByRole('heading', { name: "Confirm in your bank's app" })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: "Open your bank's app (sandbox)" }).getAttribute('href'),
    ).toBe(PROVIDER);
    expect(document.body.textContent).not.toMatch(/Bank app/);
    cleanup();
    render(inGerman(<BankAppScreen {...props(action, 'de-de')} />));
    expect(screen.getByRole('heading', { name: 'In der App Ihrer Bank bestätigen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'App Ihrer Bank öffnen (Sandbox)' })).toBeTruthy();
  });

  it('the voucher screen: the name as its heading, the transfer and the counter', () => {
    const action: PaymentAction = {
      kind: 'voucher',
      method: 'BANK_TRANSFER',
      reference: 'RF18 5390 0754 7034',
      instructions: 'Transfer the amount quoting the reference.',
      provider_url: PROVIDER,
      expires_at: '2026-05-18T15:00:00Z',
    };
    render(inEnglish(<VoucherScreen {...props(action)} />));
    expect(screen.getByRole('heading', { name: 'Bank transfer' })).toBeTruthy();
    expect(
      screen.getByText(
        'Make the transfer from your banking app or at your bank, quoting this reference.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay at the counter (sandbox)' })).toBeTruthy();
    cleanup();
    render(inGerman(<VoucherScreen {...props(action, 'de-de')} />));
    expect(screen.getByRole('heading', { name: 'Überweisung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Am Schalter bezahlen (Sandbox)' })).toBeTruthy();
    cleanup();
    render(inEnglish(<VoucherScreen {...props({ ...action, method: 'PAY_BY_CASH' })} />));
    expect(
      screen.getByText('Pay this reference at a shop, bank or agent, or in your banking app.'),
    ).toBeTruthy();
  });

  it("the redirect screen: the provider's page, in English and German", () => {
    const action: PaymentAction = {
      kind: 'redirect',
      method: 'PAY_BY_BANK',
      url: PROVIDER,
      expires_at: IN_FIVE_MINUTES(),
    };
    const overlay: ActionOverlay = { show: () => () => {} };
    render(inEnglish(<RedirectScreen {...props(action)} overlay={overlay} />));
    expect(screen.getByRole('heading', { name: 'Pay by bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Open the provider's page" })).toBeTruthy();
    expect(
      screen.getByText(
        "Approve the payment on the provider's page, in a new window. This form moves on by itself once you have.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toMatch(
      /Waiting for the payment to be confirmed/,
    );
    cleanup();
    render(inGerman(<RedirectScreen {...props(action, 'de-de')} overlay={overlay} />));
    expect(screen.getByRole('button', { name: 'Seite des Zahlungsanbieters öffnen' })).toBeTruthy();
  });

  it('the QR screen: the app you pay with, in English and German', () => {
    const action: PaymentAction = {
      kind: 'qr',
      method: 'CRYPTO',
      payload: PROVIDER,
      expires_at: IN_FIVE_MINUTES(),
    };
    render(inEnglish(<QrScreen {...props(action)} />));
    expect(
      screen.getByText('Open the app you pay with on your phone and scan this code.'),
    ).toBeTruthy();
    cleanup();
    render(inGerman(<QrScreen {...props(action, 'de-de')} />));
    expect(
      screen.getByText(
        'Öffnen Sie die App, mit der Sie bezahlen, auf Ihrem Smartphone und scannen Sie diesen Code.',
      ),
    ).toBeTruthy();
  });
});

describe('every waiting screen', () => {
  it('counts down to the step limit, announcing only at minute marks, and "Pay another way" cancels', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-15T12:00:00Z') });
    const action: PaymentAction = {
      kind: 'bank_app',
      method: 'BLIK',
      instructions: 'Enter the code.',
      provider_url: PROVIDER,
      expires_at: '2026-05-15T12:02:00Z',
    };
    const shown = props(action);
    render(inEnglish(<BankAppScreen {...shown} />));
    const timer = screen.getByRole('timer');
    const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;
    expect(timer.textContent).toBe('02:00');
    expect(announced()).toBe('2 minutes left.');
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).toBe('01:59');
    expect(announced()).toBe('2 minutes left.');
    await act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(timer.textContent).toBe('00:59');
    expect(announced()).toBe('1 minute left.');
    await act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(announced()).toBe('30 seconds left.');
    // A fresh read of the session sets the server's clock: it runs 20 s ahead of this device.
    await act(() => {
      shown.session.value = sessionFixture({
        server_time: new Date(Date.now() + 20_000).toISOString(),
      });
    });
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer.textContent).toBe('00:08');
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(shown.cancel).toHaveBeenCalledTimes(1);
  });
});

describe('the redirect screen', () => {
  const action: PaymentAction = {
    kind: 'redirect',
    method: 'IDEAL',
    url: PROVIDER,
    expires_at: IN_FIVE_MINUTES(),
  };
  const overlay: ActionOverlay = { show: () => () => {} };

  it("embedded, opens the provider's page in a new window from the shopper's click", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(inEnglish(<RedirectScreen {...props(action)} overlay={overlay} />));
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open iDEAL' }));
    expect(open).toHaveBeenCalledWith(PROVIDER, '_blank', 'noopener');
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeTruthy();
  });

  it('on the hosted page, leaves for it once: back from it, the page waits instead', () => {
    const stored = new Map<string, string>();
    const assign = vi.fn<(url: string) => void>();
    const tab = {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
      location: { assign },
    };
    expect(leaveOnce(PROVIDER, tab)).toBe(true);
    expect(leaveOnce(PROVIDER, tab)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(leaveOnce(`${PROVIDER}2`, tab)).toBe(true);
    const refusing = {
      ...tab,
      sessionStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {},
      },
    };
    expect(leaveOnce(PROVIDER, refusing)).toBe(false);
  });
});
