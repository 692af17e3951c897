// The size budgets of what shoppers (and the back office's operators) download, one source for `npm run bench`
// (bench/run.ts) and the check in `npm test` (e2e/bundle-budget.spec.ts). Gzip level 9 bytes.

export const BUNDLE_BUDGETS = {
  /**
   * Every JS and CSS byte the hosted page fetches before the card number field accepts input, on
   * a card-only checkout without theme_rules. Later payment methods (3DS, wallets, APMs) arrive
   * as lazy chunks under this guard.
   */
  hostedInitialGzip: 30 * 1024,
  /**
   * Every JS and CSS byte the hosted page fetches until a checkout with both wallets and four
   * alternative methods shows its wallet buttons and its method list with every method's mark:
   * the card-only load, the wallets' chunk, the methods' chunks and their marks.
   */
  hostedWithMethodsGzip: 45 * 1024,
  /**
   * The merchant-page script, `dist/embed/kassa.js` (GET /js/kassa.js): one file, no chunks.
   * 4 KB (3 KB before it carried the 3-D Secure overlay): it shows the 3-D Secure challenge over the merchant page itself
   * (embed/challenge-overlay.ts), since the form's iframe is too small for it.
   */
  embedGzip: 4 * 1024,
  /**
   * The back office (`/backoffice`): every JS and CSS byte it loads up front, its shell, before a
   * page's own chunk. Operators, not shoppers, but on whatever connection they have; each page
   * arrives as a lazy chunk under this guard.
   */
  backofficeInitialGzip: 60 * 1024,
} as const;
