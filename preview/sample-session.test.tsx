import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import { createPreviewModel } from './preview-model.ts';
import { SampleControls } from './SampleControls.tsx';
import { DEFAULT_SAMPLE, sampleSession } from './sample-session.ts';
import { draftToSearch } from './url-state.ts';

afterEach(cleanup);

describe('the sample checkout', () => {
  it('holds 1 to 8 products, and charges exactly their sum', () => {
    const one = sampleSession({ ...DEFAULT_SAMPLE, cartSize: 1 });
    expect(one.products.map((product) => product.product_price)).toEqual(['24.90']);
    expect(one.amount).toBe('24.90');
    const eight = sampleSession({ ...DEFAULT_SAMPLE, cartSize: 8 });
    expect(eight.products).toHaveLength(8);
    // 24.90 + 9.50 + 69.00 + 4.50 + 45.00 + 29.99 + 12.50 + 18.00, in cents: no float rounding.
    expect(eight.amount).toBe('213.39');
  });

  it('prices every currency in its own amount format', () => {
    const yen = sampleSession({ ...DEFAULT_SAMPLE, currency: 'JPY' });
    expect(yen.currency_code).toBe('JPY');
    expect(yen.products.map((product) => product.product_price)).toEqual(['2490', '950']);
    expect(yen.amount).toBe('3440');
    expect(sampleSession({ ...DEFAULT_SAMPLE, currency: 'SEK' }).amount).toBe('34.40');
  });

  it('shows a built-in sample logo as the session view does, or none', () => {
    expect(sampleSession()).not.toHaveProperty('logo_url');
    const logo = sampleSession({ ...DEFAULT_SAMPLE, logo: 'round' }).logo_url ?? '';
    expect(logo).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(logo)).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  });

  it("names the designer's shop, and leaves a blank name out", () => {
    expect(sampleSession({ ...DEFAULT_SAMPLE, shopName: 'Roastery' }).shop_name).toBe('Roastery');
    expect(sampleSession({ ...DEFAULT_SAMPLE, shopName: '  ' })).not.toHaveProperty('shop_name');
  });

  it('offers the card only, wallets, wallets and four methods, or every method for the currency', () => {
    const methods = (choice: typeof DEFAULT_SAMPLE.methods, currency = 'EUR') =>
      sampleSession({ ...DEFAULT_SAMPLE, methods: choice, currency }).methods;
    expect(methods('card')).toEqual(['CARD']);
    expect(sampleSession().wallets).toBeUndefined();
    expect(methods('wallets')).toEqual(['CARD', 'APPLE_PAY', 'GOOGLE_PAY']);
    expect(sampleSession({ ...DEFAULT_SAMPLE, methods: 'wallets' }).wallets?.merchant_name).toBe(
      'Kassa Demo Shop',
    );
    expect(methods('wallets-four')).toEqual([
      'CARD',
      'APPLE_PAY',
      'GOOGLE_PAY',
      'IDEAL',
      'PAYCONIQ',
      'MULTIBANCO',
      'MBWAY',
    ]);
    const every = methods('every');
    expect(every.length).toBeGreaterThan(7);
    // iDEAL serves euros only: not offered for a checkout in dollars.
    expect(methods('every', 'USD')).not.toContain('IDEAL');
    expect(methods('wallets-four', 'USD')).toHaveLength(7);
  });
});

describe('the sample checkout controls', () => {
  it('change the sample and keep it in the URL', () => {
    const saved: PreviewDraft[] = [];
    const model = createPreviewModel(EMPTY_DRAFT, {
      saveDraft: (draft) => saved.push(draft),
      writeClipboard: () => Promise.resolve(),
      sandboxDemoOn: true,
      createSandboxCheckout: () => Promise.resolve(''),
      open: () => {},
    });
    render(<SampleControls model={model} />);
    fireEvent.input(screen.getByLabelText('Shop name'), { target: { value: 'Roastery' } });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { value: 'square' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
    fireEvent.change(screen.getByLabelText('Items in the cart'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Payment methods'), {
      target: { value: 'wallets-four' },
    });
    expect(draftToSearch(saved.at(-1) ?? EMPTY_DRAFT)).toBe(
      '?shop_name=Roastery&logo=square&currency=GBP&cart_size=6&methods=wallets-four',
    );
    expect(screen.getByRole('group', { name: 'Sample checkout' })).toBeTruthy();
  });
});
