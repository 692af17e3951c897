import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installOutboundGuard } from '../test-support/outbound-guard.ts';
import { testResolver } from '../test-support/test-resolver.ts';
import { loadConfig } from './config.ts';
import { bannerLines, probeCallbackUrl, shellWord } from './startup-banner.ts';

const facts = {
  local: 'http://127.0.0.1:8080',
  engine: 'pglite' as const,
  merchantId: 'mer_sandbox',
  apiKey: 'sk_sandbox_generated',
  postbackSecret: 'whsec_generated',
  callbackReachability: undefined,
};

/** A loopback HOST's rule: the developer's handler on 127.0.0.1 may be probed. */
const LAPTOP = { allowInternal: true };

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
    const refused = await probeCallbackUrl(url, LAPTOP);
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
    const reachable = await probeCallbackUrl(url, LAPTOP);
    expect(reachable).toEqual({ reachable: true });
    const quiet = bannerLines(loadConfig({ MERCHANT_CALLBACK_URL: url }), {
      ...facts,
      callbackReachability: reachable,
    }).join('\n');
    expect(quiet).not.toContain('Warning');
  });

  it('holds the probe to the outbound rule: refused addresses are reported, never tried', async () => {
    const guard = installOutboundGuard();
    try {
      const resolveHost = testResolver({
        'rebind.test': [['169.254.169.254']],
        'neighbour.test': [['10.0.0.8']],
      });
      const exposed = { allowInternal: false };
      expect(await probeCallbackUrl('http://rebind.test/hooks', LAPTOP, resolveHost)).toEqual({
        reachable: false,
        refused: expect.objectContaining({ message: 'refused: link-local or metadata address' }),
      });
      const neighbour = await probeCallbackUrl(
        'http://neighbour.test:3000/hooks',
        exposed,
        resolveHost,
      );
      expect(neighbour).toEqual({
        reachable: false,
        refused: expect.objectContaining({ message: 'refused: private address' }),
      });
      expect(await probeCallbackUrl('http://127.0.0.1:3000/hooks', exposed)).toEqual({
        reachable: false,
        refused: expect.objectContaining({ message: 'refused: loopback address' }),
      });
      expect(guard.attempts()).toEqual([]);

      const config = loadConfig({
        HOST: '0.0.0.0',
        MERCHANT_CALLBACK_URL: 'http://neighbour.test:3000/hooks',
      });
      const text = bannerLines(config, { ...facts, callbackReachability: neighbour }).join('\n');
      expect(text).toContain(
        'Warning: MERCHANT_CALLBACK_URL http://neighbour.test:3000/hooks is refused: private address: postbacks to it are not sent (each attempt is logged as failed with this reason, and retried on the schedule). HOST 0.0.0.0 is not a loopback address, so loopback and private addresses are refused; set SANDBOX_POSTBACK_TARGETS=any to allow them.',
      );
    } finally {
      guard.uninstall();
    }
  });

  it('probes the address it checked: the name is resolved once', async () => {
    const listening = createServer((socket) => socket.destroy());
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const address = listening.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    // A second lookup would answer 127.0.0.2, where nothing listens on that port.
    const resolveHost = testResolver({ 'handler.test': [['127.0.0.1'], ['127.0.0.2']] });
    expect(
      await probeCallbackUrl(`http://handler.test:${address.port}/hooks`, LAPTOP, resolveHost),
    ).toEqual({ reachable: true });
    expect(resolveHost.calls).toEqual(['handler.test']);
  });

  it('shows the back office, the first admin’s password only when this start created it', () => {
    const local = bannerLines(loadConfig({}), facts).join('\n');
    expect(local).toContain(
      'Back office:                        http://127.0.0.1:8080/backoffice (no password needed on this machine',
    );
    expect(local).not.toContain('Back office sign-in');
    const created = bannerLines(loadConfig({ HOST: '0.0.0.0' }), {
      ...facts,
      adminPassword: 'pw_shown_once',
    }).join('\n');
    expect(created).toContain('Back office sign-in:                admin / pw_shown_once');
    expect(created).not.toContain('no password needed');
  });

  it('ends with a line to paste that puts the URL, the generated key and secret in the shell', () => {
    const lines = bannerLines(loadConfig({}), facts);
    const exportLine = lines.find((line) => line.trim().startsWith('export '));
    expect(exportLine).toBe(
      '    export KASSA_URL=http://127.0.0.1:8080 KASSA_API_KEY=sk_sandbox_generated KASSA_POSTBACK_SECRET=whsec_generated',
    );
    const shell = spawnSync(
      'sh',
      [
        '-c',
        `${exportLine}\nprintf '%s|%s|%s' "$KASSA_URL" "$KASSA_API_KEY" "$KASSA_POSTBACK_SECRET"`,
      ],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      },
    );
    expect(shell.stdout).toBe('http://127.0.0.1:8080|sk_sandbox_generated|whsec_generated');
  });

  it('puts the public URL in that line, where the merchant API is', () => {
    const lines = bannerLines(loadConfig({ PUBLIC_URL: 'https://kassa.example.test/' }), facts);
    expect(lines).toContain(
      '    export KASSA_URL=https://kassa.example.test KASSA_API_KEY=sk_sandbox_generated KASSA_POSTBACK_SECRET=whsec_generated',
    );
    expect(lines.join('\n')).toContain(
      'Merchant API:                       https://kassa.example.test/v1',
    );
  });

  it('names a configured key and secret in that line without printing them', () => {
    const key = 'sk_test_configured_by_the_operator_0001';
    const secret = 'whsec_configured_secret_0001';
    const both = bannerLines(loadConfig({ MERCHANT_API_KEY: key, POSTBACK_SECRET: secret }), {
      ...facts,
      apiKey: key,
      postbackSecret: secret,
    }).join('\n');
    expect(both).not.toContain(key);
    expect(both).not.toContain(secret);
    expect(both).toContain('    export KASSA_URL=http://127.0.0.1:8080\n');
    expect(both).toContain(
      'and set KASSA_API_KEY to your MERCHANT_API_KEY and KASSA_POSTBACK_SECRET to your POSTBACK_SECRET (configured values are not printed)',
    );
    const keyOnly = bannerLines(loadConfig({ MERCHANT_API_KEY: key }), {
      ...facts,
      apiKey: key,
    }).join('\n');
    expect(keyOnly).toContain(
      '    export KASSA_URL=http://127.0.0.1:8080 KASSA_POSTBACK_SECRET=whsec_generated\n',
    );
    expect(keyOnly).toContain('and set KASSA_API_KEY to your MERCHANT_API_KEY (configured');
    expect(keyOnly).not.toContain(key);
  });

  it('quotes a kept value a shell would split or expand', () => {
    const odd = "sk_sandbox_it's $HOME and `id`";
    expect(shellWord('sk_sandbox_AbC-12_x')).toBe('sk_sandbox_AbC-12_x');
    const shell = spawnSync('sh', ['-c', `export V=${shellWord(odd)}\nprintf '%s' "$V"`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: '/home/someone' },
    });
    expect(shell.stdout).toBe(odd);
  });
});
