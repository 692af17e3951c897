// transaction_details.card_bin_type: what kind of card the issuer says a BIN is (spec: Resources →
// Transaction). The values are the record's; which BIN is which is the processor's to say.

export const CARD_BIN_TYPES = ['CREDIT', 'DEBIT', 'PREPAID'] as const;
export type CardBinType = (typeof CARD_BIN_TYPES)[number];
