import type { ActionScreens } from '../../checkout/flow/action-screens.ts';

/**
 * The alternative methods' waiting screens, one chunk per flow kind. They join ACTION_SCREENS
 * (src/checkout/flow/action-screens.ts) through the alternative methods' own chunk (apm-step.ts,
 * src/checkout/model.ts), so their loaders cost a card-only checkout nothing either: this module
 * is only ever imported by that chunk.
 */
export const APM_SCREENS: ActionScreens = {
  redirect: () => import('./screens/RedirectScreen.tsx').then((m) => m.RedirectScreen),
  qr: () => import('./screens/QrScreen.tsx').then((m) => m.QrScreen),
  voucher: () => import('./screens/VoucherScreen.tsx').then((m) => m.VoucherScreen),
  bank_app: () => import('./screens/BankAppScreen.tsx').then((m) => m.BankAppScreen),
};
