// The form's side of common/contract/session-api.ts: three calls, each answering a result union rather than
// throwing, so callers handle a network failure and an HTTP error as the different things they are.
import { errorEntries } from '../../common/contract/error-body.ts';
import {
  type ActionKind,
  type PaymentRequest,
  type PaymentResult,
  type SavedCardView,
  type SessionView,
  sessionApiPath,
} from '../../common/contract/session-api.ts';

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
  /**
   * Card requests (a card typed in or a saved card's code) to /payments, wallet requests (they carry `wallet`) to
   * /wallet-payments, an alternative method's to /apm-payments (contract/apm-schemas.ts).
   */
  pay(request: PaymentRequest): Promise<ApiResult<PaymentResult>>;
  /**
   * The shopper gave up the open step of kind `kind`: a 3-D Secure challenge at /three-ds/cancel
   * (the server records a denial), an alternative method's step at /apm-payments/cancel ("Pay
   * another way"). Answers the attempt's PaymentResult (usually RETRY), or 409 when no such step
   * is open (it was decided a moment ago: the session says how).
   */
  cancelAction(kind: ActionKind): Promise<ApiResult<PaymentResult>>;
  /**
   * Apple Pay's merchant validation (src/wallet/apple-pay.ts): the opaque merchant session for
   * the URL ApplePaySession's onvalidatemerchant gives. Optional: clients without a server behind
   * them (the designer preview, tests) have no Apple Pay.
   */
  appleMerchantSession?(validationUrl: string): Promise<ApiResult<object>>;
  /**
   * The shopper's "Remove" on a saved card: hidden as the merchant API's hide does; answers the
   * saved cards left. Optional: without it (the designer preview, tests) no card offers removal.
   */
  removeSavedCard?(paymentTokenId: string): Promise<ApiResult<RemovedSavedCards>>;
}

/** The answer to a saved card's removal (contract/saved-card-schemas.ts removedSavedCardSchema). */
export interface RemovedSavedCards {
  saved_cards: SavedCardView[];
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
    pay: (request) =>
      post(
        request.method === 'CARD'
          ? '/payments'
          : 'wallet' in request
            ? '/wallet-payments'
            : '/apm-payments',
        request,
      ),
    // The paths of contract/apm-schemas.ts, written out: importing them would bring the method
    // table into the card form's initial bytes.
    cancelAction: (kind) =>
      post(kind === 'three_ds' ? '/three-ds/cancel' : '/apm-payments/cancel', {}),
    appleMerchantSession: (validationUrl) =>
      post('/apple-pay/merchant-session', { validation_url: validationUrl }),
    removeSavedCard: (paymentTokenId) =>
      post(`/saved-cards/${encodeURIComponent(paymentTokenId)}/remove`, {}),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
