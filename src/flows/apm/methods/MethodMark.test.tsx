import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import ja from '../../../../common/messages/locales/ja.ts';
import { formMessages, Messages } from '../../../messages/form-messages.ts';
import { inEnglish } from '../../../test-support/english-messages.tsx';
import { MethodMark } from './MethodMark.tsx';

afterEach(cleanup);

describe('MethodMark', () => {
  it('is an image named after its method when alone, hidden beside the written name', () => {
    render(
      inEnglish(
        <>
          <MethodMark method="PAYPAL" />
          <MethodMark method="IDEAL" decorative />
        </>,
      ),
    );
    expect(screen.getByRole('img', { name: 'PayPal' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'iDEAL' })).toBeNull();
    expect(screen.getByTitle('iDEAL').getAttribute('alt')).toBe('');
  });

  it("shows its method's own mark file, and nothing for a wallet (its mark is its button's)", () => {
    render(
      inEnglish(
        <>
          <MethodMark method="PAYPAL" />
          <MethodMark method="APPLE_PAY" />
        </>,
      ),
    );
    const src = screen.getByRole('img', { name: 'PayPal' }).getAttribute('src') ?? '';
    expect(src).toMatch(/^\/assets\/method-marks\/paypal\.svg\?v=[0-9a-f]{8}$/);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it("is named in the page's language where the method's name is words", () => {
    render(
      <Messages messages={formMessages('ja', ja)}>
        <MethodMark method="WIRE_TRANSFER" />
        <MethodMark method="PAYPAL" />
      </Messages>,
    );
    expect(screen.getByRole('img', { name: '海外送金' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PayPal' })).toBeTruthy();
  });
});
