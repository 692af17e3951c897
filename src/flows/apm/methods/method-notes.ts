import type { ApmMethodModel } from '../model/apm-method.ts';

/** What happens next once the shopper continues with `method`, by its flow kind. */
export function methodNote(method: ApmMethodModel): string {
  const { label } = method;
  switch (method.kind) {
    case 'redirect':
      return `You continue on ${label}'s page to approve the payment, then come back here.`;
    case 'qr':
      return `A QR code appears here: scan it with the ${label} app to pay.`;
    case 'voucher':
      return `You get a payment reference to pay with ${label}. The shop confirms your order once the payment has arrived.`;
    case 'bank_app':
      return `You confirm the payment in your ${label} app.`;
  }
}
