// The API keys page's model: the merchant's keys, a new key (shown once), and a key's revocation
// now or at a later time.
import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type {
  ApiKeySummary,
  CreateApiKeyAnswer,
  CreateApiKeyRequest,
  RevokeApiKeyRequest,
} from '../../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { LOADING, type Loadable, loadInto } from '../../parts/loadable.ts';
import { createSubmission, type Submission } from '../../parts/submission.ts';
import { isoFromField } from '../../parts/times.ts';
import type { AppModel } from '../../shell/app-model.ts';

export type KeyState = 'working' | 'revoked' | 'revoking' | 'expired';

/** A key's state at `now`: a revocation or expiry in the future leaves it working until then. */
export function keyState(key: ApiKeySummary, now: Date): KeyState {
  const past = (at: string | null): boolean => at !== null && Date.parse(at) <= now.getTime();
  if (past(key.revoked_at)) return 'revoked';
  if (past(key.expires_at)) return 'expired';
  return key.revoked_at !== null ? 'revoking' : 'working';
}

export interface KeysModel {
  keys: ReadonlySignal<Loadable<ApiKeySummary[]>>;
  /** The key just created, shown once; gone with the page. */
  created: ReadonlySignal<CreateApiKeyAnswer | null>;
  label: Signal<string>;
  /** A `datetime-local` value, read as UTC; empty for a key that does not expire. */
  expiresAt: Signal<string>;
  create: Submission;
  /** The key whose revocation form is open. */
  revoking: ReadonlySignal<ApiKeySummary | null>;
  revokeWhen: Signal<'now' | 'later'>;
  revokeAt: Signal<string>;
  revoke: Submission;
  load(): Promise<void>;
  createKey(): Promise<void>;
  openRevoke(key: ApiKeySummary): void;
  closeRevoke(): void;
  confirmRevoke(): Promise<void>;
}

export function createKeysModel(app: AppModel, merchantId: string): KeysModel {
  const { client } = app;
  const keys = signal<Loadable<ApiKeySummary[]>>(LOADING);
  const created = signal<CreateApiKeyAnswer | null>(null);
  const label = signal('');
  const expiresAt = signal('');
  const revoking = signal<ApiKeySummary | null>(null);
  const revokeWhen = signal<'now' | 'later'>('now');
  const revokeAt = signal('');
  const create = createSubmission(['label', 'expires_at']);
  const revoke = createSubmission(['at']);

  const load = async (): Promise<void> => {
    await loadInto(
      keys,
      () => client.listKeys(merchantId),
      (answer) => answer.keys,
    );
  };
  /** The list again, without its loading state: the page keeps showing the keys meanwhile. */
  const refresh = async (): Promise<void> => {
    const answer = await client.listKeys(merchantId);
    if (answer.ok) keys.value = { state: 'ready', value: answer.value.keys };
  };

  return {
    keys,
    created,
    label,
    expiresAt,
    create,
    revoking,
    revokeWhen,
    revokeAt,
    revoke,
    load,
    async createKey() {
      const typed = expiresAt.value.trim();
      const expires = typed === '' ? null : isoFromField(typed);
      if (typed !== '' && expires === null) {
        create.refuse({ fields: { expires_at: MESSAGES.keys.expiresAtNotTime }, general: [] });
        return;
      }
      const request: CreateApiKeyRequest = {};
      if (label.value.trim()) request.label = label.value.trim();
      if (expires !== null) request.expires_at = expires;
      const done = await create.run(() => client.createKey(merchantId, request));
      if (!done) return;
      created.value = done.value;
      label.value = '';
      expiresAt.value = '';
      await refresh();
    },
    openRevoke(key) {
      revoking.value = key;
      revokeWhen.value = 'now';
      revokeAt.value = '';
      revoke.reset();
    },
    closeRevoke() {
      revoking.value = null;
    },
    async confirmRevoke() {
      const key = revoking.value;
      if (!key) return;
      const request: RevokeApiKeyRequest = {};
      if (revokeWhen.value === 'later') {
        const at = isoFromField(revokeAt.value);
        if (at === null) {
          revoke.refuse({ fields: { at: MESSAGES.keys.revokeAtMissing }, general: [] });
          return;
        }
        request.at = at;
      }
      const done = await revoke.run(
        () => client.revokeKey(merchantId, key.key_id, request),
        revokeWhen.value === 'now' ? MESSAGES.keys.revokedNow : MESSAGES.keys.revokeScheduled,
      );
      if (!done) return;
      revoking.value = null;
      await refresh();
    },
  };
}
