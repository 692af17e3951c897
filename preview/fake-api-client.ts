// An ApiClient with no server behind it: the session is the state's sample, payments are answered
// by the state definition. Once paid, the session may read as the state says (a 3-D Secure
// challenge keeps it PROCESSING); cancelling a challenge answers as the server does (RETRY 1320), and so does "Pay another
// way" on an alternative method's step (RETRY).

import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { APM_CANCELLED, type PreviewStateDefinition, THREE_DS_FAILED } from './preview-states.ts';

export function createFakeApiClient(
  session: SessionView,
  state: PreviewStateDefinition,
): ApiClient {
  let current = session;
  return {
    getSession: () => Promise.resolve({ ok: true, value: current }),
    pay: () => {
      current = state.sessionAfterPay?.(session) ?? session;
      return state.pay(session);
    },
    cancelAction: (kind) => {
      const error = kind === 'three_ds' ? THREE_DS_FAILED : APM_CANCELLED;
      current = { ...session, last_error: error };
      return Promise.resolve({
        ok: true,
        value: { outcome: 'RETRY', error, attempts_left: session.attempts_left },
      });
    },
  };
}
