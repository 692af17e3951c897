import { describe, expect, it } from 'vitest';
import { failureRedirect } from './outcome-urls.ts';

describe('failureRedirect', () => {
  it('writes spaces as %20, which decodeURIComponent reads back', () => {
    const url = failureRedirect('https://shop.test/failed', 2903, 'Processor malfunction');
    expect(url).toBe(
      'https://shop.test/failed?error_code=2903&error_message=Processor%20malfunction',
    );
    const message = url?.split('error_message=')[1] ?? '';
    expect(decodeURIComponent(message)).toBe('Processor malfunction');
    expect(new URL(url ?? '').searchParams.get('error_message')).toBe('Processor malfunction');
  });

  it("keeps the merchant's own query as it was written and appends the outcome", () => {
    expect(
      failureRedirect('https://shop.test/failed?q=a+b&x=%20y#top', 2004, 'Insufficient funds'),
    ).toBe(
      'https://shop.test/failed?q=a+b&x=%20y&error_code=2004&error_message=Insufficient%20funds#top',
    );
  });

  it('replaces outcome parameters the URL already carries', () => {
    const url = failureRedirect('https://shop.test/f?error_code=1&order=7', 2904, 'Timeout');
    const params = new URL(url ?? '').searchParams;
    expect(params.getAll('error_code')).toEqual(['2904']);
    expect(params.get('order')).toBe('7');
  });

  it('encodes every reserved character of a message', () => {
    const url = failureRedirect('https://shop.test/f', 2000, 'a&b=c?d#e+f/g');
    expect(new URL(url ?? '').searchParams.get('error_message')).toBe('a&b=c?d#e+f/g');
  });
});
