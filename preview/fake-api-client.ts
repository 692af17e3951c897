// An ApiClient with no server behind it: the session is the state's sample, payments are answered
// by the state definition.
import type { ApiClient } from '../src/checkout/api-client.ts';
import type { SessionView } from '../src/contract/session-api.ts';
import type { PreviewStateDefinition } from './preview-states.ts';

export function createFakeApiClient(
  session: SessionView,
  state: PreviewStateDefinition,
): ApiClient {
  return {
    getSession: () => Promise.resolve({ ok: true, value: session }),
    pay: () => state.pay(session),
    // The preview's challenge page has no server behind it; its Cancel leaves the state as it is.
    cancelChallenge: () => Promise.resolve({ ok: false, kind: 'http', status: 409, errors: [] }),
  };
}
