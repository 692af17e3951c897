import { expect, test } from '@playwright/test';
import { type KassaServer, startKassa } from './support/kassa-server.ts';

// POST /sandbox/demo-checkout opens a real checkout without a key, so only the
// designer preview this service served may call it (its origin, plus the token in the page that
// matches its same-site cookie), and by default only while the service listens on loopback.

let kassa: KassaServer;

test.beforeAll(async () => {
  kassa = await startKassa();
});

test.afterAll(async () => {
  await kassa?.stop();
});

/** What GET / hands a browser: the cookie and the token in the page. */
async function servedPreview(server: KassaServer): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${server.url}/`);
  const html = await response.text();
  return {
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    token: /<meta name="kassa-sandbox-demo" content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

const postDemo = (server: KassaServer, headers: Record<string, string>) =>
  fetch(`${server.url}/sandbox/demo-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

test('the preview’s own request opens a checkout; another origin, no Origin or no token get 403', async () => {
  const { cookie, token } = await servedPreview(kassa);
  expect(token).toMatch(/^[\w-]{43}$/);
  const own = { origin: kassa.url, cookie, 'x-kassa-demo-token': token };

  const ok = await postDemo(kassa, own);
  expect(ok.status).toBe(200);
  expect((await ok.json()).redirect_url).toMatch(`${kassa.url}/pay/cs_`);

  const crossOrigin = await postDemo(kassa, { ...own, origin: 'http://evil.example' });
  expect(crossOrigin.status).toBe(403);
  expect(await crossOrigin.json()).toEqual({
    errors: [
      {
        error_code: 'INVALID_REQUEST',
        error_message: `Origin must be ${kassa.url}: demo checkouts are opened from the designer preview only`,
      },
    ],
  });

  const { origin: _origin, ...noOrigin } = own;
  const withoutOrigin = await postDemo(kassa, noOrigin);
  expect(withoutOrigin.status).toBe(403);
  expect((await withoutOrigin.json()).errors[0].error_message).toMatch(
    /^Origin header is required/,
  );

  const withoutToken = await postDemo(kassa, { origin: kassa.url });
  expect(withoutToken.status).toBe(403);
  expect((await withoutToken.json()).errors[0]).toEqual({
    error_code: 'INVALID_REQUEST',
    error_message: `X-Kassa-Demo-Token must match the kassa_demo cookie the designer preview set: open (or reload) the preview at ${kassa.url}/ and use its button`,
  });
});

test('with HOST=0.0.0.0 and no SANDBOX_DEMO the endpoint answers 404 and the preview’s button says it is off', async ({
  page,
}) => {
  const exposed = await startKassa({ HOST: '0.0.0.0' });
  try {
    const { cookie, token } = await servedPreview(exposed);
    expect(token).toBe('off');
    expect(cookie).toBe('');
    const res = await postDemo(exposed, { origin: exposed.url });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      errors: [
        {
          error_code: 'NOT_FOUND',
          error_message:
            'POST /sandbox/demo-checkout is switched off: HOST is not a loopback address (set SANDBOX_DEMO=1 to serve it)',
        },
      ],
    });

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(exposed.url);
    const button = page.getByRole('button', { name: 'Create a test checkout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      /^Test checkouts are switched off on this server.*SANDBOX_DEMO=1/,
    );
    expect(requests.filter((url) => url.includes('/sandbox/'))).toEqual([]);
  } finally {
    await exposed.stop();
  }
});

test('SANDBOX_DEMO=1 serves it beyond loopback, to the preview only', async () => {
  const exposed = await startKassa({ HOST: '0.0.0.0', SANDBOX_DEMO: '1' });
  try {
    const { cookie, token } = await servedPreview(exposed);
    const own = { origin: exposed.url, cookie, 'x-kassa-demo-token': token };
    expect((await postDemo(exposed, own)).status).toBe(200);
    expect((await postDemo(exposed, { ...own, origin: 'http://evil.example' })).status).toBe(403);
  } finally {
    await exposed.stop();
  }
});
