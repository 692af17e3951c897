import type { PaymentAction } from '../../../../src/contract/session-api.ts';
import type { PaymentRecord } from '../../ledger/payment-record.ts';
import { findPayment } from '../../ledger/payment-store.ts';
import { apmAction } from './apm-step.ts';
import { findOpenApmPayment } from './apm-store.ts';
import { type DecideDeps, decideApm, isDue } from './decide-apm.ts';

// What the session view says of an open alternative payment: a form loaded again (a refresh, the
// back button, a second tab) shows the same step instead of starting another. A step whose time
// has come is paid or expired here and now, without waiting for the sweeper (apm-timeouts.ts).

export interface ApmSessionAction {
  payment: PaymentRecord;
  action?: PaymentAction;
  /** A due step was decided here: its postbacks are queued. */
  decided?: true;
}

export async function apmSessionAction(
  deps: DecideDeps & { publicUrl: string },
  payment: PaymentRecord,
): Promise<ApmSessionAction> {
  if (payment.state !== 'PROCESSING') return { payment };
  const open = await findOpenApmPayment(deps.db, payment.paymentId);
  if (!open) return { payment };
  // Polled by the waiting form: the step is locked only when its time has come.
  const result = isDue(open, deps.now())
    ? await decideApm(deps, open.apmPaymentId, { kind: 'due' })
    : undefined;
  if (result?.kind === 'decided') {
    const current = (await findPayment(deps.db, payment.paymentId)) ?? result.payment;
    return { payment: current, decided: true };
  }
  return { payment, action: apmAction(deps.publicUrl, open) };
}
