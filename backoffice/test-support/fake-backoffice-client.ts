// A BackofficeClient with no server behind it: the back office's state in memory, changed as the
// server would change it, every call recorded, and any call made to fail once with the error
// body a test gives (as the server writes it: the field first).
import type {
  ApiKeySummary,
  AuditEntry,
  MerchantSettings,
  MerchantSummary,
  Operator,
  SessionAnswer,
} from '../../common/contract/backoffice-api.ts';
import type { BackofficeClient, BackofficeResult } from '../api/backoffice-client.ts';

type Method = keyof BackofficeClient;

export interface FakeCall {
  method: Method;
  args: unknown[];
}

export const ADMIN: Operator = {
  operator_id: 'op_admin',
  login: 'admin',
  role: 'ADMIN',
  merchant_id: null,
  created_at: '2026-11-01T09:00:00.000Z',
};

export const MERCHANTS: MerchantSummary[] = [
  {
    merchant_id: 'm_sandbox',
    name: 'Kassa Demo Shop',
    disabled: false,
    is_sandbox: true,
    created_at: '2026-11-01T09:00:00.000Z',
  },
  {
    merchant_id: 'm_roastery',
    name: 'Roastery',
    disabled: false,
    is_sandbox: false,
    created_at: '2026-11-02T09:00:00.000Z',
  },
];

export const settingsFixture = (overrides: Partial<MerchantSettings> = {}): MerchantSettings => ({
  callback_url: 'https://shop.example/postbacks',
  allowed_origins: ['https://shop.example'],
  base_currency_code: 'EUR',
  theme: null,
  payout_prerequisites: ['BANK_TRANSFER_PROCESSOR'],
  tokens_enabled: true,
  rebill_retry_seconds: [86_400, 172_800, 432_000],
  form: {
    logo_url: null,
    require_cardholder_name: false,
    saved_card_without_code: false,
    straight_to_method: false,
  },
  ...overrides,
});

export const keyFixture = (overrides: Partial<ApiKeySummary> = {}): ApiKeySummary => ({
  key_id: 'key_1',
  label: 'Production',
  last4: 'a1b2',
  created_at: '2026-11-01T09:00:00.000Z',
  expires_at: null,
  revoked_at: null,
  last_used_at: '2026-11-27T18:30:00.000Z',
  ...overrides,
});

export const auditFixture = (n: number): AuditEntry => ({
  audit_id: `audit_${n}`,
  merchant_id: 'm_sandbox',
  at: `2026-11-${String(1 + (n % 27)).padStart(2, '0')}T10:00:00.000Z`,
  actor: { kind: 'OPERATOR', name: 'admin', id: 'op_admin' },
  action: `settings.update ${n}`,
  target: null,
  changes: { callback_url: { from: 'https://a.example', to: 'https://b.example' } },
});

export interface FakeBackoffice {
  client: BackofficeClient;
  calls: FakeCall[];
  session: SessionAnswer;
  merchants: MerchantSummary[];
  settings: Map<string, MerchantSettings>;
  keys: ApiKeySummary[];
  audit: AuditEntry[];
  /** The next call of `method` answers this error body with `status`, once. */
  failNext(method: Method, status: number, ...messages: string[]): void;
  /** The next call of `method` meets no server, once. */
  dropNext(method: Method): void;
  /** The next call of `method` waits until the returned function is called. */
  holdNext(method: Method): () => void;
  /** The calls of one method, their arguments. */
  argsOf(method: Method): unknown[][];
}

export function createFakeBackoffice(
  options: { session?: Partial<SessionAnswer>; signedIn?: boolean } = {},
): FakeBackoffice {
  const signedIn = options.signedIn ?? true;
  const fake: Omit<FakeBackoffice, 'client' | 'failNext' | 'dropNext' | 'holdNext' | 'argsOf'> = {
    calls: [],
    session: {
      operator: signedIn ? ADMIN : null,
      csrf_token: signedIn ? 'csrf_1' : null,
      local_shortcut: false,
      ...options.session,
    },
    merchants: MERCHANTS.map((merchant) => ({ ...merchant })),
    settings: new Map(MERCHANTS.map((merchant) => [merchant.merchant_id, settingsFixture()])),
    keys: [keyFixture()],
    audit: [],
  };
  const failures = new Map<Method, BackofficeResult<never>>();
  const holds = new Map<Method, Promise<void>>();

  const answer = async <T>(method: Method, args: unknown[], value: () => T) => {
    fake.calls.push({ method, args });
    const held = holds.get(method);
    if (held) {
      holds.delete(method);
      await held;
    }
    const failure = failures.get(method);
    if (failure) {
      failures.delete(method);
      return failure;
    }
    return { ok: true, value: value() } as BackofficeResult<T>;
  };
  const unknownMerchant = (merchantId: string): BackofficeResult<never> | null =>
    fake.settings.has(merchantId)
      ? null
      : {
          ok: false,
          kind: 'http',
          status: 404,
          errors: [{ error_code: 'NOT_FOUND', error_message: 'merchant not found' }],
        };

  const client: BackofficeClient = {
    getSession: () => answer('getSession', [], () => ({ ...fake.session })),
    signIn: (request) =>
      answer('signIn', [request], () => {
        fake.session = { operator: ADMIN, csrf_token: 'csrf_2', local_shortcut: false };
        return undefined;
      }),
    signOut: () =>
      answer('signOut', [], () => {
        fake.session = { operator: null, csrf_token: null, local_shortcut: false };
        return undefined;
      }),
    changePassword: (request) => answer('changePassword', [request], () => undefined),
    createOperator: (request) =>
      answer('createOperator', [request], () => ({
        operator: {
          operator_id: 'op_new',
          login: request.login,
          role: request.role,
          merchant_id: request.merchant_id,
          created_at: '2026-11-28T12:00:00.000Z',
        },
        password: 'generated-password-123',
      })),
    listMerchants: () => answer('listMerchants', [], () => ({ merchants: fake.merchants })),
    getSettings: (merchantId) =>
      unknownMerchant(merchantId)
        ? Promise.resolve(unknownMerchant(merchantId) as BackofficeResult<never>)
        : answer(
            'getSettings',
            [merchantId],
            () => fake.settings.get(merchantId) as MerchantSettings,
          ),
    updateSettings: (merchantId, patch) =>
      answer('updateSettings', [merchantId, patch], () => {
        const before = fake.settings.get(merchantId) ?? settingsFixture();
        const after: MerchantSettings = {
          ...before,
          ...patch,
          form: { ...before.form, ...patch.form },
        } as MerchantSettings;
        fake.settings.set(merchantId, after);
        return after;
      }),
    uploadLogo: (merchantId, image) =>
      answer('uploadLogo', [merchantId, image], () => {
        const before = fake.settings.get(merchantId) ?? settingsFixture();
        fake.settings.set(merchantId, {
          ...before,
          form: { ...before.form, logo_url: `/merchant-logo/${merchantId}/1` },
        });
        return undefined;
      }),
    removeLogo: (merchantId) =>
      answer('removeLogo', [merchantId], () => {
        const before = fake.settings.get(merchantId) ?? settingsFixture();
        fake.settings.set(merchantId, { ...before, form: { ...before.form, logo_url: null } });
        return undefined;
      }),
    listKeys: (merchantId) => answer('listKeys', [merchantId], () => ({ keys: [...fake.keys] })),
    createKey: (merchantId, request) =>
      answer('createKey', [merchantId, request], () => {
        const key = keyFixture({
          key_id: `key_${fake.keys.length + 1}`,
          label: request.label ?? '',
          last4: 'z9y8',
          created_at: '2026-11-28T12:00:00.000Z',
          expires_at: request.expires_at ?? null,
          last_used_at: null,
        });
        fake.keys.push(key);
        return { key, api_key: 'sk_live_new_key_0000z9y8' };
      }),
    revokeKey: (merchantId, keyId, request) =>
      answer('revokeKey', [merchantId, keyId, request], () => {
        fake.keys = fake.keys.map((key) =>
          key.key_id === keyId
            ? { ...key, revoked_at: request.at ?? '2026-11-28T12:00:00.000Z' }
            : key,
        );
        return undefined;
      }),
    rotatePostbackSecret: (merchantId, request) =>
      answer('rotatePostbackSecret', [merchantId, request], () => ({
        postback_secret: 'whsec_rotated_0123',
        previous_retires_at: '2026-11-29T12:00:00.000Z',
      })),
    listAudit: (query) =>
      answer('listAudit', [query], () => {
        const limit = query.limit ?? 50;
        const start =
          query.before === undefined
            ? 0
            : fake.audit.findIndex((entry) => entry.audit_id === query.before) + 1;
        const entries = fake.audit.slice(start, start + limit);
        const last = entries.at(-1);
        return {
          entries,
          next_before: start + limit < fake.audit.length && last ? last.audit_id : null,
        };
      }),
  };

  return Object.assign(fake, {
    client,
    failNext(method: Method, status: number, ...messages: string[]) {
      failures.set(method, {
        ok: false,
        kind: 'http',
        status,
        errors: messages.map((error_message) => ({
          error_code: status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST_PARAMETER',
          error_message,
        })),
      });
    },
    dropNext(method: Method) {
      failures.set(method, { ok: false, kind: 'network' });
    },
    holdNext(method: Method) {
      let release = (): void => {};
      holds.set(
        method,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return release;
    },
    argsOf: (method: Method) =>
      fake.calls.filter((call) => call.method === method).map((call) => call.args),
  });
}
