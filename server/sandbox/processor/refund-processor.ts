// The sandbox processor's answer to a refund. Like the test cards, whose last digits
// name the code they answer (4000 0000 0007 2001 → 2001), one amount names its code: a refund of
// 2151 minor units (21.51 EUR, 2151 JPY) is rejected with 2151 "Refund rejected by processor".
// Every other refund is approved (1000). Documented in docs/sandbox.md, Refunds.
import { answerWith, type SandboxDecision } from './processor.ts';
import { SANDBOX_TEXT_PREFIX } from './processor-codes.ts';

/** The refund amount, in minor units, that the sandbox processor rejects. */
export const REJECTED_REFUND_MINOR = 2151n;

const APPROVED = 1000;
const REFUND_REJECTED = 2151;

export function decideRefund(
  amountMinor: bigint,
  now: Date,
  prefix = SANDBOX_TEXT_PREFIX,
): SandboxDecision {
  const rejected = amountMinor === REJECTED_REFUND_MINOR;
  const decision = answerWith(rejected ? REFUND_REJECTED : APPROVED, now);
  return {
    ...decision,
    processorResponseText: rejected
      ? `${prefix}: refund rejected by processor (amount 2151 in minor units)`
      : `${prefix}: refund approved`,
  };
}
