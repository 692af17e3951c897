import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewRequestHeaders } from '../test-support/preview-access.ts';
import {
  cardPaymentBody,
  checkoutBody,
  createTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/test-app.ts';

// Issues #8 and #13.5: hostile text and shapes are refused at the edge, in the spec's error body,
// naming the field; nothing of them reaches storage and nothing answers 5xx.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await newSession();
});
afterAll(() => t.app.close());

async function newSession(): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { 'x-api-key': TEST_API_KEY },
    payload: checkoutBody(),
  });
  expect(created.statusCode).toBe(200);
  return String(created.json().data.session.redirect_url).split('/pay/')[1] ?? '';
}

async function counts(): Promise<{ payments: number; transactions: number }> {
  const [row] = await t.db.query(
    'SELECT (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM transactions) AS transactions',
  );
  return { payments: Number(row?.payments ?? -1), transactions: Number(row?.transactions ?? -1) };
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message?: string | RegExp,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { errors: { error_code: string; error_message: string }[] };
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]?.error_code).toBe(code);
  if (message !== undefined) expect(body.errors[0]?.error_message).toMatch(message);
}

/** Every string field of a JSON value, as [field name, setter]. */
function stringFields(
  value: unknown,
  path = '',
): { field: string; set: (root: unknown, text: string) => unknown }[] {
  if (typeof value === 'string') {
    return [{ field: path, set: (_root, text) => text }];
  }
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) =>
    stringFields(
      child,
      typeof key === 'number'
        ? `${path}[${key}]`
        : !/^[A-Za-z_]\w*$/.test(key)
          ? `${path}[${JSON.stringify(key)}]`
          : path
            ? `${path}.${key}`
            : key,
    ).map(({ field, set }) => ({
      field,
      set: (root: unknown, text: string) => {
        const copy = structuredClone(root) as Record<string | number, unknown>;
        copy[key] = set(copy[key], text);
        return copy;
      },
    })),
  );
}

const fullCheckout = checkoutBody({
  customer: {
    merchant_customer_id: 'cust-1',
    email: 'ann@example.com',
    country_code: 'DE',
    first_name: 'Ann',
    last_name: 'Lee',
    phone_number: '+49 30 1234',
  },
  products: [
    {
      product_type: 'SALE',
      product_name: 'Beans',
      product_description: 'Washed',
      merchant_product_id: 'sku-1',
      product_price: '24.90',
    },
    { product_type: 'SALE', product_name: 'Cup', product_id: 'prd-cup', product_price: '9.50' },
  ],
  payment_form_override: {
    theme_type: 'DARK',
    theme_variables: { fontFamily: 'Inter, sans-serif' },
    theme_rules: { '.kassa-label': { 'text-transform': 'uppercase' } },
  },
});

const HOSTILE = [
  ['a NUL', 'ord\u0000er'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', '\udfffb'],
  ['surrogates in the wrong order', '\udc00\ud800'],
];

describe('NUL and lone surrogates', () => {
  it('the valid body used below is accepted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: fullCheckout,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(HOSTILE)(
    'in any string field of POST /v1/checkout (%s): 400 naming the field, nothing stored',
    async (_case, text) => {
      const before = await counts();
      const fields = stringFields(fullCheckout);
      expect(fields.length).toBeGreaterThan(25);
      for (const { field, set } of fields) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/checkout',
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
          // JSON.stringify writes a lone surrogate as the escape \ud800, as a client would.
          payload: JSON.stringify(set(fullCheckout, text)),
        });
        expectError(
          response,
          400,
          'INVALID_REQUEST_PARAMETER',
          new RegExp(
            `^${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} must not contain NUL characters or unpaired UTF-16 surrogates$`,
          ),
        );
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY },
      payload: checkoutBody({
        payment_data: { type: 'SALE', currency_code: 'EUR', shop_name: 'Café ☕ 😀' },
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.shop_name).toBe('Café ☕ 😀');
  });

  it('in a key: 400 naming the object that holds it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(
        checkoutBody({ payment_form_override: { theme_rules: { '.x\u0000': { color: 'red' } } } }),
      ),
    });
    expectError(
      response,
      400,
      'INVALID_REQUEST_PARAMETER',
      'payment_form_override.theme_rules has a key holding NUL characters',
    );
  });

  it.each(HOSTILE)(
    'in the form API payment (%s): 400 naming the field, no attempt recorded',
    async (_case, text) => {
      const before = await counts();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${token}/payments`,
        payload: cardPaymentBody({ holder_name: `Ann ${text}` }),
      });
      expectError(response, 400, 'INVALID_REQUEST_PARAMETER', /^card\.holder_name must not/);
      expect(response.body).not.toContain('4242');
      expect(await counts()).toEqual(before);
    },
  );

  it('in the demo checkout body: 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/demo-checkout',
      headers: previewRequestHeaders(t.config),
      payload: { payment_form_override: { theme_variables: { fontFamily: 'Inter\u0000' } } },
    });
    expectError(
      response,
      400,
      'INVALID_REQUEST_PARAMETER',
      /^payment_form_override\.theme_variables\.fontFamily must not/,
    );
  });

  it.each([
    ['GET', '/pay/{token}%00', /^token must not/],
    ['GET', '/api/sessions/{token}%00', /^token must not/],
    ['POST', '/api/sessions/{token}%00/payments', /^token must not/],
    ['GET', '/sandbox/return?outcome=failure&error_message=a%00b', /^error_message must/],
    ['GET', '/api/sessions/{token}?x=%00', /^x must not/],
  ] as const)('in %s %s: 400 naming the parameter', async (method, url, message) => {
    const response = await t.app.inject({
      method,
      url: url.replace('{token}', token),
      ...(method === 'POST' && { payload: {} }),
    });
    expectError(response, 400, 'INVALID_REQUEST_PARAMETER', message);
  });
});

describe('malformed and oversized requests', () => {
  it.each([
    ['/%', 400],
    ['/pay/%E0%A4%A', 400],
    ['/api/sessions/%ED%A0%80', 400],
    [`/pay/${'a'.repeat(200)}`, 414],
    [`/sandbox/return?outcome=failure&error_message=${'a'.repeat(9000)}`, 414],
  ])('GET %#: %i in the spec body', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expectError(response, status, 'INVALID_REQUEST');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a body over 256 KB: 413 in the spec body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(checkoutBody({ padding: 'x'.repeat(300 * 1024) })),
    });
    expectError(response, 413, 'INVALID_REQUEST', 'request body must be at most 256 KB');
  });

  it.each([
    ['100 000 unclosed [', '['.repeat(100_000), 'request body is not valid JSON'],
    ['100 000 levels of []', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, /nested too deeply/],
    [
      '100 000 levels of {"a":…} in a field',
      `{"payment_data":${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}}`,
      /^payment_data(\.a)+ is nested too deeply/,
    ],
    ['a string of 250 KB', JSON.stringify(checkoutBody({ x: 'y'.repeat(250_000) })), /x is not/],
  ])('%s: 400 without a 5xx', async (_case, payload, message) => {
    for (const url of ['/v1/checkout', `/api/sessions/${token}/payments`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].error_code).toMatch(/^INVALID_REQUEST/);
      if (url === '/v1/checkout') expect(response.json().errors[0].error_message).toMatch(message);
    }
  });

  it.each([
    ['__proto__', '{"__proto__":{"isAdmin":true},"payment_data":{}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ['__proto__ deep inside', '{"customer":{"x":[{"__proto__":{"polluted":1}}]}}'],
  ])('a %s key: 400, and nothing is polluted', async (_case, payload) => {
    for (const url of ['/v1/checkout', `/api/sessions/${token}/payments`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
        payload,
      });
      expectError(
        response,
        400,
        'INVALID_REQUEST_PARAMETER',
        /^(body|customer\.x\[0\]) must not hold a "__proto__" key or "constructor\.prototype"$/,
      );
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('errors before Fastify sees a request', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it.each([
    [
      'headers over 16 KB',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'the request line and headers must be at most 16 KB',
    ],
    [
      'a request line over 16 KB',
      `GET /pay/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'the request line and headers must be at most 16 KB',
    ],
    [
      'a malformed request',
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: lots\r\n\r\n',
      400,
      'the request is not valid HTTP',
    ],
  ])('%s: the spec body, nosniff', async (_case, request, status, message) => {
    const answer = await raw(request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({
      errors: [{ error_code: 'INVALID_REQUEST', error_message: message }],
    });
  });
});
