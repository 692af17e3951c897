import { describe, expect, it, vi } from 'vitest';
import type { WalletPaymentRequest } from '../../common/contract/session-api.ts';
import { createApiClient } from './api-client.ts';

// The wallets' calls: a wallet's payment goes to its own endpoint, and Apple Pay's
// merchant validation is one more POST under the session.

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient for the wallets', () => {
  it('posts a wallet request to /wallet-payments', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(json(200, { outcome: 'SUCCESS', attempts_left: 2 }));
    const client = createApiClient({ token: 'tok', baseUrl: 'https://pay.test', fetch });
    const request: WalletPaymentRequest = {
      method: 'GOOGLE_PAY',
      wallet: { token: 'examplePaymentMethodToken', auth_method: 'PAN_ONLY' },
      selected_product_ids: [],
    };

    expect(await client.pay(request)).toEqual({
      ok: true,
      value: { outcome: 'SUCCESS', attempts_left: 2 },
    });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://pay.test/api/sessions/tok/wallet-payments');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("asks for Apple Pay's merchant session with the validation URL", async () => {
    const merchantSession = { merchantSessionIdentifier: 'm', epochTimestamp: 1, expiresAt: 2 };
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, merchantSession));
    const client = createApiClient({ token: 'tok', fetch });

    const result = await client.appleMerchantSession?.('https://apple-pay-gateway.apple.com/x');

    expect(result).toEqual({ ok: true, value: merchantSession });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/sessions/tok/apple-pay/merchant-session');
    expect(JSON.parse(String(init?.body))).toEqual({
      validation_url: 'https://apple-pay-gateway.apple.com/x',
    });
  });
});
