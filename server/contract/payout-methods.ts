// The payout methods (spec: Resources → Payout methods) and what each needs of the merchant's
// back office before it may be used. The sandbox merchant has every prerequisite unless
// SANDBOX_PAYOUT_PREREQUISITES takes some away, so a developer can try each refusal
// (docs/payouts.md).

export const PAYOUT_METHODS = ['CARD', 'CRYPTO', 'SEPA', 'PAXUM', 'BANK_TRANSFER'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * The back-office setups the spec's table names. CARD's prerequisite is a token from POST
 * /v1/token, checked on the token itself; SEPA has none in the spec's table.
 */
export const PAYOUT_PREREQUISITES = [
  'CRYPTO_WALLET',
  'PAXUM_PROCESSOR',
  'BANK_TRANSFER_PROCESSOR',
] as const;
export type PayoutPrerequisite = (typeof PAYOUT_PREREQUISITES)[number];

/** Which setup a method needs, in the spec's words; absent: none beyond the request itself. */
export const PREREQUISITE_OF: Readonly<
  Partial<Record<PayoutMethod, { setting: PayoutPrerequisite; needs: string }>>
> = {
  CRYPTO: { setting: 'CRYPTO_WALLET', needs: 'a crypto wallet configured in the back office' },
  PAXUM: {
    setting: 'PAXUM_PROCESSOR',
    needs: 'a Paxum-type processor configured in the back office',
  },
  BANK_TRANSFER: {
    setting: 'BANK_TRANSFER_PROCESSOR',
    needs: 'a processor supporting bank transfer configured in the back office',
  },
};
