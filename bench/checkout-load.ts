import autocannon from 'autocannon';

// Load on POST /v1/checkout from this process, against a server in another process, and the one
// load runner every benchmark uses.

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** A card-only checkout of two products, without payment_form_override. */
export const checkoutBody = (): string =>
  JSON.stringify({
    payment_data: { type: 'SALE', currency_code: 'EUR', amount: '34.40', language: 'en-us' },
    customer: { merchant_customer_id: 'bench', email: 'bench@example.com', country_code: 'DE' },
    callback: { success_url: 'https://shop.example/ok', failure_url: 'https://shop.example/no' },
    products: [
      { product_type: 'SALE', product_name: 'Beans', product_price: '24.90' },
      { product_type: 'SALE', product_name: 'Cup', product_price: '9.50' },
    ],
  });

/** One load run: `connections` clients sending the request again and again for the duration. */
export async function runLoad(request: {
  url: string;
  apiKey: string;
  /** JSON sent by POST; without it the requests are GETs. */
  body?: string;
  /**
   * Makes the body of each request, for a field that must differ every time (a payout's
   * reference). Not autocannon's `idReplacement`: its Content-Length assumes ids of another
   * length than the ones it inserts, and the server waits for bytes that never come.
   */
  bodyOf?: () => string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: request.url,
    method: request.body === undefined ? 'GET' : 'POST',
    headers: {
      'x-api-key': request.apiKey,
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(request.body !== undefined && { body: request.body }),
    ...(request.bodyOf && {
      requests: [
        { setupRequest: (built: autocannon.Request) => ({ ...built, body: request.bodyOf?.() }) },
      ],
    }),
    connections: request.connections,
    duration: request.durationSeconds,
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function loadCheckout(options: {
  url: string;
  apiKey: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  return runLoad({ ...options, url: `${options.url}/v1/checkout`, body: checkoutBody() });
}
