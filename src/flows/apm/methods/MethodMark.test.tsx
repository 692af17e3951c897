import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MethodMark } from './MethodMark.tsx';

afterEach(cleanup);

describe('MethodMark', () => {
  it('is an image named after its method when alone, hidden beside the written name', () => {
    render(
      <>
        <MethodMark method="PAYPAL" />
        <MethodMark method="IDEAL" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'PayPal' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'iDEAL' })).toBeNull();
    expect(screen.getByTitle('iDEAL').closest('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
