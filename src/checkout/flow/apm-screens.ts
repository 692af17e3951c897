import type { ActionScreens } from './action-screens.ts';

/**
 * The alternative methods' waiting screens, one chunk per flow kind. They join
 * ACTION_SCREENS (action-screens.ts) through the alternative methods' own chunk (src/components/apm-step.ts,
 * checkout/model.ts), so their loaders cost a card-only checkout nothing either: this module is
 * only ever imported by that chunk.
 */
export const APM_SCREENS: ActionScreens = {
  redirect: () =>
    import('../../components/apm-screens/RedirectScreen.tsx').then((m) => m.RedirectScreen),
  qr: () => import('../../components/apm-screens/QrScreen.tsx').then((m) => m.QrScreen),
  voucher: () =>
    import('../../components/apm-screens/VoucherScreen.tsx').then((m) => m.VoucherScreen),
  bank_app: () =>
    import('../../components/apm-screens/BankAppScreen.tsx').then((m) => m.BankAppScreen),
};
