import type { SessionView } from '../../../common/contract/session-api.ts';
import { openStep } from '../../domain/attempts/open-step.ts';
import { savedCardsFor } from '../../domain/attempts/saved-cards-view.ts';
import { effectiveState, sessionView } from '../../domain/attempts/session-view.ts';
import type { AppDeps } from '../../domain/deps.ts';
import type { PaymentRecord } from '../../domain/ledger/payment-record.ts';
import type { FormSettings } from '../../domain/merchants/merchant-store.ts';

// The session view as the form reads it, decided steps included: what GET /api/sessions/:token
// answers and what the checkout page's first response carries (server/api/pages/route.ts).

export async function currentSessionView(
  deps: AppDeps,
  payment: PaymentRecord,
  settings: FormSettings,
): Promise<SessionView> {
  // As the form's routes give them (session-routes.ts): a step open past its time is decided now.
  const stepDeps = {
    db: deps.db,
    now: deps.now,
    processors: deps.processors,
    pendingSettleMs: deps.config.pendingSettleMs,
    publicUrl: deps.config.publicUrl,
    stepSeconds: deps.config.apmStepSeconds,
    autoPaySeconds: deps.config.apmAutoPaySeconds,
  };
  const current = await openStep(stepDeps, payment);
  if (current.changed) deps.onPostback();
  const now = deps.now();
  const open = effectiveState(current.payment, now) === 'OPEN';
  return sessionView(current.payment, now, settings, {
    action: current.action,
    sandboxWallets: deps.config.sandboxWallets,
    savedCards: await savedCardsFor(deps.db, current.payment, open, now),
  });
}
