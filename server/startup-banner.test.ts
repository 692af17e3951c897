import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { bannerLines, probeCallbackUrl } from './startup-banner.ts';

const facts = {
  local: 'http://127.0.0.1:8080',
  engine: 'pglite' as const,
  merchantId: 'mer_sandbox',
  apiKey: 'sk_sandbox_generated',
  postbackSecret: 'whsec_generated',
  callbackReachability: undefined,
};

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** A port that refuses: one a server listened on and gave back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe('the start-up banner', () => {
  it('shows the allowed embed origins and the session lifetime, and warns of a missing callback URL', () => {
    const text = bannerLines(
      loadConfig({ MERCHANT_ALLOWED_ORIGINS: 'http://127.0.0.1:3000,https://shop.example' }),
      facts,
    ).join('\n');
    expect(text).toContain(
      'Embedding allowed from:             http://127.0.0.1:3000, https://shop.example',
    );
    expect(text).toContain('Checkout sessions last:             15 minutes');
    expect(text).toContain('Warning: MERCHANT_CALLBACK_URL is not set');
    expect(text).toContain('sk_sandbox_generated');
    expect(text).toContain(
      'Postback delivery log:              http://127.0.0.1:8080/sandbox/postbacks, or npm run postbacks -- list',
    );
  });

  it('says when embedding is refused for want of origins, and an odd lifetime in seconds', () => {
    const text = bannerLines(loadConfig({ CHECKOUT_SESSION_TTL_SECONDS: '90' }), facts).join('\n');
    expect(text).toContain('EMBEDDED checkouts are refused until MERCHANT_ALLOWED_ORIGINS is set');
    expect(text).toContain('Checkout sessions last:             90 seconds');
  });

  it('warns when the callback URL refuses connections, and not when it answers', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/hooks`;
    const refused = await probeCallbackUrl(url);
    expect(refused).toEqual({ reachable: false, reason: 'ECONNREFUSED' });
    const warned = bannerLines(loadConfig({ MERCHANT_CALLBACK_URL: url }), {
      ...facts,
      callbackReachability: refused,
    }).join('\n');
    expect(warned).toContain(
      `Warning: MERCHANT_CALLBACK_URL ${url} cannot be reached (ECONNREFUSED)`,
    );

    const listening = createServer((socket) => socket.destroy());
    server = listening;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    const reachable = await probeCallbackUrl(url);
    expect(reachable).toEqual({ reachable: true });
    const quiet = bannerLines(loadConfig({ MERCHANT_CALLBACK_URL: url }), {
      ...facts,
      callbackReachability: reachable,
    }).join('\n');
    expect(quiet).not.toContain('Warning');
  });
});
