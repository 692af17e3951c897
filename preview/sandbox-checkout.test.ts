import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxCheckout } from './sandbox-checkout.ts';

afterEach(() => vi.unstubAllGlobals());

function answering(): ReturnType<typeof vi.fn> {
  const fetch = vi.fn(() =>
    Promise.resolve(Response.json({ redirect_url: 'http://127.0.0.1:8080/pay/cs_x' })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof vi.fn>): unknown =>
  JSON.parse(String((fetch.mock.calls[0]?.[1] as RequestInit | undefined)?.body));

describe('the preview asking for a test checkout', () => {
  it('sends the override, and asks for an ended session only for "Try the timeout"', async () => {
    const plain = answering();
    await createSandboxCheckout({ theme_type: 'DARK' }, 'token');
    expect(bodyOf(plain)).toEqual({ payment_form_override: { theme_type: 'DARK' } });

    const ended = answering();
    const url = await createSandboxCheckout({}, 'token', { expired: true });
    expect(bodyOf(ended)).toEqual({ expired: true });
    expect(url).toBe('http://127.0.0.1:8080/pay/cs_x');
  });
});
