import { randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/database.ts';
import type { ApmFlowKind } from './apm-store.ts';
import { referenceTaken } from './apm-store.ts';

// The reference a voucher is paid with and the one a QR code's payment is known by, as the
// TRANSACTION postback reports them (spec: payment_method_reference_type, _number). Digits only,
// stored and posted without spaces; the form and the cash desk show them in groups of four.

/** payment_method_reference_type of each flow kind that has a reference (docs/alternative-methods.md: Postbacks and references). */
export const REFERENCE_TYPES: Partial<Record<ApmFlowKind, string>> = {
  voucher: 'VOUCHER_NUMBER',
  qr: 'QR_REFERENCE',
};

const LENGTH: Partial<Record<ApmFlowKind, number>> = { voucher: 20, qr: 16 };

function randomDigits(count: number): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < count) digits += String(randomInt(10));
  return digits;
}

/** "12345678901234567890" → "1234 5678 9012 3456 7890". */
export function groupDigits(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface Reference {
  referenceType: string | null;
  referenceNumber: string | null;
}

/** A new reference for a step of `kind`, unused by any other payment; none for redirect, bank app. */
export async function newReference(tx: Queryable, kind: ApmFlowKind): Promise<Reference> {
  const type = REFERENCE_TYPES[kind];
  const length = LENGTH[kind];
  if (type === undefined || length === undefined) {
    return { referenceType: null, referenceNumber: null };
  }
  // 15+ random digits: a repeat is all but impossible, and the unique index refuses it anyway.
  for (let tries = 0; tries < 5; tries += 1) {
    const number = randomDigits(length);
    if (!(await referenceTaken(tx, number))) {
      return { referenceType: type, referenceNumber: number };
    }
  }
  throw new Error('[Kassa] no unused payment reference after 5 tries');
}
