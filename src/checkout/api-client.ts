// The form's side of src/contract/session-api.ts: three calls, each answering a result union rather than
// throwing, so callers handle a network failure and an HTTP error as the different things they are.
import {
  type PaymentRequest,
  type PaymentResult,
  type SessionView,
  sessionApiPath,
} from '../contract/session-api.ts';

/** One entry of the spec's error body `{"errors":[{"error_code","error_message"}]}`. */
export interface ApiErrorEntry {
  error_code: string;
  error_message: string;
}

export type ApiResult<T> =
  | { ok: true; value: T }
  /** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
  | { ok: false; kind: 'network' }
  /** The server answered with a non-2xx status (or a body that is not the expected JSON). */
  | { ok: false; kind: 'http'; status: number; errors: ApiErrorEntry[] };

export interface ApiClient {
  getSession(): Promise<ApiResult<SessionView>>;
  /** Card requests to /payments, wallet requests (they carry `wallet`) to /wallet-payments. */
  pay(request: PaymentRequest): Promise<ApiResult<PaymentResult>>;
  /**
   * POST /three-ds/cancel: the shopper gave up the open 3-D Secure challenge, which the server
   * records as a denial; answers the attempt's PaymentResult (usually RETRY), or 409 when no
   * challenge is open (it was decided a moment ago: the session says how).
   */
  cancelChallenge(): Promise<ApiResult<PaymentResult>>;
  /**
   * Apple Pay's merchant validation (src/wallet/apple-pay.ts): the opaque merchant session for
   * the URL ApplePaySession's onvalidatemerchant gives. Optional: clients without a server behind
   * them (the designer preview, tests) have no Apple Pay.
   */
  appleMerchantSession?(validationUrl: string): Promise<ApiResult<object>>;
}

export interface ApiClientOptions {
  /** The session token from `session.redirect_url`. */
  token: string;
  /** Origin (and path prefix) of the service; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sessionUrl = `${options.baseUrl ?? ''}${sessionApiPath(options.token)}`;

  async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await fetchFn(url, {
        ...init,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', ...init.headers },
      });
    } catch {
      return { ok: false, kind: 'network' };
    }
    const body = await readJson(response);
    if (response.ok && body !== undefined) return { ok: true, value: body as T };
    return { ok: false, kind: 'http', status: response.status, errors: errorEntries(body) };
  }

  const post = <T>(path: string, body: object): Promise<ApiResult<T>> =>
    call<T>(sessionUrl + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    getSession: () => call<SessionView>(sessionUrl, { method: 'GET', cache: 'no-store' }),
    pay: (request) => post('wallet' in request ? '/wallet-payments' : '/payments', request),
    cancelChallenge: () => post('/three-ds/cancel', {}),
    appleMerchantSession: (validationUrl) =>
      post('/apple-pay/merchant-session', { validation_url: validationUrl }),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function errorEntries(body: unknown): ApiErrorEntry[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is ApiErrorEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.error_code === 'string' &&
      typeof entry.error_message === 'string',
  );
}
