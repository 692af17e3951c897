// The app's side of common/contract/backoffice-api.ts: one call per route, each answering a result
// union rather than throwing, so a page tells a network failure from a refusal it can show next
// to the field the error body names. The CSRF token of the last GET session goes with every
// change; the session cookie goes by itself (same origin).
import {
  type ApiKeyListAnswer,
  type AuditListAnswer,
  BACKOFFICE_API,
  type ChangePasswordRequest,
  type CreateApiKeyAnswer,
  type CreateApiKeyRequest,
  type CreateOperatorAnswer,
  type CreateOperatorRequest,
  CSRF_HEADER,
  type MerchantListAnswer,
  type MerchantSettings,
  type MerchantSettingsPatch,
  type RevokeApiKeyRequest,
  type RotatePostbackSecretAnswer,
  type RotatePostbackSecretRequest,
  type SessionAnswer,
  type SignInRequest,
} from '../../common/contract/backoffice-api.ts';
import { type ErrorEntry, errorEntries } from '../../common/contract/error-body.ts';

export type BackofficeResult<T> =
  | { ok: true; value: T }
  /** The request never got an HTTP answer (offline, connection reset). */
  | { ok: false; kind: 'network' }
  /** The server answered with a non-2xx status; `errors` is its error body (maybe empty). */
  | { ok: false; kind: 'http'; status: number; errors: ErrorEntry[] };

/** What a page asks of the audit log: a merchant's entries (all for an admin: null), paged. */
export interface AuditQuery {
  merchantId: string | null;
  /** The `audit_id` to continue after; absent for the newest. */
  before?: string;
  limit?: number;
}

/** The back office's calls. Tests implement it with a fake (test-support/fake-backoffice-client.ts). */
export interface BackofficeClient {
  /** Also keeps the answer's CSRF token for the changes that follow. */
  getSession(): Promise<BackofficeResult<SessionAnswer>>;
  /** 401 with a message when the pair is wrong. Read the session again afterwards. */
  signIn(request: SignInRequest): Promise<BackofficeResult<unknown>>;
  signOut(): Promise<BackofficeResult<unknown>>;
  changePassword(request: ChangePasswordRequest): Promise<BackofficeResult<unknown>>;
  createOperator(request: CreateOperatorRequest): Promise<BackofficeResult<CreateOperatorAnswer>>;
  listMerchants(): Promise<BackofficeResult<MerchantListAnswer>>;
  getSettings(merchantId: string): Promise<BackofficeResult<MerchantSettings>>;
  updateSettings(
    merchantId: string,
    patch: MerchantSettingsPatch,
  ): Promise<BackofficeResult<MerchantSettings>>;
  /** The image as the body, with its own Content-Type. */
  uploadLogo(merchantId: string, image: Blob): Promise<BackofficeResult<unknown>>;
  removeLogo(merchantId: string): Promise<BackofficeResult<unknown>>;
  listKeys(merchantId: string): Promise<BackofficeResult<ApiKeyListAnswer>>;
  createKey(
    merchantId: string,
    request: CreateApiKeyRequest,
  ): Promise<BackofficeResult<CreateApiKeyAnswer>>;
  revokeKey(
    merchantId: string,
    keyId: string,
    request: RevokeApiKeyRequest,
  ): Promise<BackofficeResult<unknown>>;
  rotatePostbackSecret(
    merchantId: string,
    request: RotatePostbackSecretRequest,
  ): Promise<BackofficeResult<RotatePostbackSecretAnswer>>;
  listAudit(query: AuditQuery): Promise<BackofficeResult<AuditListAnswer>>;
}

export interface BackofficeClientOptions {
  /** Origin of the service; empty for the page's own. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

const merchantPath = (merchantId: string, rest = ''): string =>
  `/merchants/${encodeURIComponent(merchantId)}${rest}`;

export function createBackofficeClient(options: BackofficeClientOptions = {}): BackofficeClient {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const api = `${options.baseUrl ?? ''}${BACKOFFICE_API}`;
  let csrfToken: string | null = null;

  /** `bodyless`: a 2xx answer is success whatever its body (a 204, a change's echo). */
  async function call<T>(
    path: string,
    init: RequestInit & { bodyless?: boolean } = {},
  ): Promise<BackofficeResult<T>> {
    const { bodyless = false, ...request } = init;
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET' && csrfToken !== null) headers[CSRF_HEADER] = csrfToken;
    let response: Response;
    try {
      response = await fetchFn(api + path, {
        ...request,
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { ...headers, ...(request.headers as Record<string, string> | undefined) },
      });
    } catch {
      return { ok: false, kind: 'network' };
    }
    const body = await readJson(response);
    if (response.ok && (bodyless || body !== undefined)) return { ok: true, value: body as T };
    return { ok: false, kind: 'http', status: response.status, errors: errorEntries(body) };
  }

  const send = <T>(method: string, path: string, body: object, bodyless = false) =>
    call<T>(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      bodyless,
    });

  return {
    getSession: async () => {
      const answer = await call<SessionAnswer>('/session');
      if (answer.ok) csrfToken = answer.value.csrf_token;
      return answer;
    },
    signIn: (request) => send<unknown>('POST', '/session', request, true),
    signOut: async () => {
      const answer = await call<unknown>('/session', { method: 'DELETE', bodyless: true });
      if (answer.ok) csrfToken = null;
      return answer;
    },
    changePassword: (request) => send<unknown>('POST', '/operator/password', request, true),
    createOperator: (request) => send<CreateOperatorAnswer>('POST', '/operators', request),
    listMerchants: () => call<MerchantListAnswer>('/merchants'),
    getSettings: (merchantId) => call<MerchantSettings>(merchantPath(merchantId, '/settings')),
    updateSettings: (merchantId, patch) =>
      send<MerchantSettings>('PATCH', merchantPath(merchantId, '/settings'), patch),
    uploadLogo: (merchantId, image) =>
      call<unknown>(merchantPath(merchantId, '/settings/logo'), {
        method: 'PUT',
        headers: { 'Content-Type': image.type || 'application/octet-stream' },
        body: image,
        bodyless: true,
      }),
    removeLogo: (merchantId) =>
      call<unknown>(merchantPath(merchantId, '/settings/logo'), {
        method: 'DELETE',
        bodyless: true,
      }),
    listKeys: (merchantId) => call<ApiKeyListAnswer>(merchantPath(merchantId, '/keys')),
    createKey: (merchantId, request) =>
      send<CreateApiKeyAnswer>('POST', merchantPath(merchantId, '/keys'), request),
    revokeKey: (merchantId, keyId, request) =>
      send<unknown>(
        'POST',
        merchantPath(merchantId, `/keys/${encodeURIComponent(keyId)}/revoke`),
        request,
        true,
      ),
    rotatePostbackSecret: (merchantId, request) =>
      send<RotatePostbackSecretAnswer>(
        'POST',
        merchantPath(merchantId, '/postback-secret'),
        request,
      ),
    listAudit: ({ merchantId, before, limit }) => {
      const query = new URLSearchParams();
      if (merchantId !== null) query.set('merchant_id', merchantId);
      if (limit !== undefined) query.set('limit', String(limit));
      if (before !== undefined) query.set('before', before);
      const search = query.toString();
      return call<AuditListAnswer>(search ? `/audit?${search}` : '/audit');
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
