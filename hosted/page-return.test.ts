import { describe, expect, it, vi } from 'vitest';
import { watchPageReturn } from './page-return.ts';

describe('the shopper coming back to the page', () => {
  it('is the tab shown again or the window focused, until the form stops watching', () => {
    const onReturn = vi.fn();
    const stop = watchPageReturn(window)(onReturn);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onReturn).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onReturn).toHaveBeenCalledTimes(2);
  });

  it('is not the tab being hidden', () => {
    const onReturn = vi.fn();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = watchPageReturn(window)(onReturn);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onReturn).not.toHaveBeenCalled();
    hidden.mockRestore();
    stop();
  });
});
