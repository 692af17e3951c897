import type { FlowKind } from '../../../common/methods/payment-methods.ts';

// What a transaction keeps about how it was paid, one variant per flow kind of the method table
//. Only `card` is produced today; the others are the shapes wallets
// and the alternative methods will fill. Stored as one jsonb document per transaction.

/** Card facts that may be kept (PCI DSS): never the full number, never the security code. */
export interface CardFacts {
  scheme: string;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

/** A reference the provider gave the payment (its own id, a voucher or QR reference). */
export interface ProviderReference {
  /** What the reference is (spec: payment_method_reference_type), e.g. "BOLETO_NUMBER". */
  referenceType: string | null;
  referenceNumber: string | null;
}

/** A card typed in, or a saved card paid with: then the token it was saved as. */
export interface CardDetails extends CardFacts {
  paymentTokenId?: string;
}

interface DetailsByKind {
  card: CardDetails;
  /** A card wallet pays with a device card number: its scheme, last 4 and expiry only. */
  wallet: Omit<CardFacts, 'bin' | 'holderName'>;
  redirect: ProviderReference;
  qr: ProviderReference;
  voucher: ProviderReference;
  bank_app: ProviderReference;
}

/** The payment details of a transaction; `kind` is the flow kind of its method. */
export type PaymentDetails = { [K in FlowKind]: { kind: K } & DetailsByKind[K] }[FlowKind];

export function cardDetails(card: CardDetails): PaymentDetails {
  return { kind: 'card', ...card };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isTextOrNull = (value: unknown): boolean => value === null || isText(value);

/** The stored document's shape for its `kind` (read back from transactions.payment_details). */
export function isPaymentDetails(value: unknown): value is PaymentDetails {
  if (typeof value !== 'object' || value === null) return false;
  const d: Partial<Record<string, unknown>> = { ...value };
  const cardLike = isText(d.scheme) && isText(d.last4) && isWhole(d.expiryMonth);
  switch (d.kind) {
    case 'card':
      return (
        cardLike &&
        isWhole(d.expiryYear) &&
        isText(d.bin) &&
        isText(d.holderName) &&
        (d.paymentTokenId === undefined || isText(d.paymentTokenId))
      );
    case 'wallet':
      return cardLike && isWhole(d.expiryYear);
    case 'redirect':
    case 'qr':
    case 'voucher':
    case 'bank_app':
      return isTextOrNull(d.referenceType) && isTextOrNull(d.referenceNumber);
    default:
      return false;
  }
}
