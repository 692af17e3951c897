// What the wallet buttons share, whichever wallet: the amount a wallet's sheet shows, and paying
// through the form's flow with the token it gave.

import type { WalletMethod } from '../../common/contract/wallet-schemas.ts';
import { amountFractionDigits } from '../../common/money/currency.ts';
import { fromMinorUnits } from '../../common/money/decimal.ts';
import type { CheckoutModel } from '../checkout/model.ts';
import { type WalletToken, walletMethod } from './wallet-method.ts';

/** What a wallet's sheet asks the shopper to pay, as the form would charge it. */
export interface WalletAmount {
  /** Decimal string with the wire's decimals ("34.40"); never a float. */
  amount: string;
  currency: string;
}

/** The order's total for the products selected now: what the payment request will charge. */
export function walletAmount(model: Pick<CheckoutModel, 'order' | 'session'>): WalletAmount {
  const currency = model.session.peek().currency_code;
  const minor = model.order.totalMinor.peek();
  return { amount: fromMinorUnits(minor, amountFractionDigits(currency)), currency };
}

/**
 * Pays with the wallet's token through the form's flow. Answers whether the wallet's own sheet
 * may show success: the payment was accepted (paid, or waiting for the processor or for 3-D
 * Secure, which the form shows next). A decline or an error is said by the form's alert.
 */
export async function payWithWallet(
  model: Pick<CheckoutModel, 'payWith' | 'state' | 'messages'>,
  method: WalletMethod,
  wallet: WalletToken,
): Promise<boolean> {
  await model.payWith(walletMethod(method, wallet, model.messages));
  const state = model.state.peek();
  if (state.step === 'ended') return state.outcome.kind === 'paid';
  return state.step === 'polling' || state.step === 'action';
}

/**
 * How a wallet's sheet ended: a payment was sent, the shopper closed it, or the wallet named
 * (its display name, "Apple Pay") could not be used, which the form says in its words.
 */
export type WalletEnd = 'sent' | 'cancelled' | { unavailable: string };

export const walletUnavailable = (label: string): WalletEnd => ({ unavailable: label });
