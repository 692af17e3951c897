// The wallet buttons' and the sandbox sheet's shopper-visible words (the form's message catalog
// takes them later).
export const WALLET_TEXT = {
  /** The sandbox sheet's line naming whom the shopper pays ("Pay Fern & Feather"). */
  payee: (merchant: string): string => `Pay ${merchant}`,
  /** A wallet button's name ("Pay with Apple Pay"): the button itself shows the wallet's mark. */
  button: (wallet: string): string => `Pay with ${wallet}`,
} as const;
