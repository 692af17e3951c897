// The chunks a session's form loads on demand, named as Vite's manifest names them (their source
// paths): the server announces them in the checkout page's first response (<link
// rel="modulepreload">), so they arrive together with the page instead of one after another as the
// form discovers them. Each entry mirrors the condition under which the form imports the module
// (src/checkout/model.ts, src/components/WalletSlot.tsx, src/components/PaymentChoice.tsx,
// src/components/OrderSummary.tsx, hosted/page-theme.ts, page-model.ts);
// session-chunks.test.ts checks every path names a module that is imported dynamically.

import type { SessionView } from '../common/contract/session-api.ts';
import {
  asksCustomer,
  hasSavedCards,
  hasSubscriptionTerms,
  namesAlternativeMethod,
  offersChoiceList,
  offersWallets,
} from '../common/contract/session-parts.ts';
import { hasSummaryParts } from '../src/components/OrderSummary.tsx';
import { hasThemeRules, hasThemeVariables, type ThemeLayers } from '../themes/theme-layers.ts';

export const CHUNK_MODULES = {
  wallets: 'src/wallet/wallet-buttons.tsx',
  methods: 'src/flows/apm/apm-step.ts',
  methodChoice: 'src/flows/apm/methods/MethodChoice.tsx',
  choiceList: 'src/components/ChoiceList.tsx',
  savedCards: 'src/saved-cards/saved-cards-part.ts',
  summaryParts: 'src/components/summary-parts.ts',
  customer: 'src/components/customer-step.ts',
  subscription: 'src/checkout/subscription.ts',
  themeVariables: 'themes/theme-style.ts',
  themeRules: 'themes/resolve-theme.ts',
  legibleParts: 'src/theme/legible-parts.ts',
  embedded: 'hosted/embedded-mode.ts',
} as const;

/** Session layers as the hosted page reads them (page-model.ts). */
export const sessionThemeLayers = (session: SessionView): ThemeLayers => ({
  merchant: session.merchant_theme ?? null,
  override: session.payment_form_override ?? null,
});

/** The manifest keys of the chunks the form will import for `session`, in no particular order. */
export function sessionChunks(session: SessionView, framed: boolean): string[] {
  const chunks: string[] = [];
  if (offersWallets(session)) chunks.push(CHUNK_MODULES.wallets);
  if (namesAlternativeMethod(session))
    chunks.push(CHUNK_MODULES.methods, CHUNK_MODULES.methodChoice);
  if (offersChoiceList(session)) chunks.push(CHUNK_MODULES.choiceList);
  if (hasSavedCards(session)) chunks.push(CHUNK_MODULES.savedCards);
  if (hasSummaryParts(session)) chunks.push(CHUNK_MODULES.summaryParts);
  if (asksCustomer(session)) chunks.push(CHUNK_MODULES.customer);
  if (hasSubscriptionTerms(session)) chunks.push(CHUNK_MODULES.subscription);
  const layers = sessionThemeLayers(session);
  const variables = hasThemeVariables(layers);
  const rules = hasThemeRules(layers);
  if (variables) chunks.push(CHUNK_MODULES.themeVariables);
  if (rules) chunks.push(CHUNK_MODULES.themeRules);
  if (variables || rules) chunks.push(CHUNK_MODULES.legibleParts);
  if (framed && session.ui_mode === 'EMBEDDED') chunks.push(CHUNK_MODULES.embedded);
  return chunks;
}
