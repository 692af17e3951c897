import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkImage } from '../../../marks/MarkImage.tsx';
import { type ListedMethod, METHOD_MARKS } from '../../../marks/method-marks.ts';
import { MethodMark, MethodMarkImage } from './MethodMark.tsx';

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

  it.each(Object.keys(METHOD_MARKS) as ListedMethod[])(
    'draws %s exactly as MarkImage draws its mark',
    (method) => {
      const { container: own } = render(<MethodMarkImage mark={METHOD_MARKS[method]} name="x" />);
      const { container: shared } = render(
        <MarkImage mark={METHOD_MARKS[method]} name="x" class="kassa-method-mark" />,
      );
      expect(own.innerHTML).toBe(shared.innerHTML);
    },
  );
});
