import type { PaymentMethod, WalletMethod } from '../../common/methods/payment-methods.ts';
import type { LogoPath } from './logo-path.ts';
import type { DesignedMark, LogoMark } from './mark.ts';
import {
  AIRTEL,
  ALIPAY,
  BINANCE,
  KAKAO,
  NAVER,
  NUBANK,
  PAYPAL,
  PICPAY,
  PIX,
  SEPA,
  SHOPEE,
  WECHAT,
} from './method-logos.generated.ts';

// Every listed payment method's mark, for the method list and the method's own screens, which
// `npm run marks` draws into a file of its own for each method (scripts/marks/method-mark-files.tsx):
// the form's code never imports this table, it shows the files (MethodMark.tsx). A brand logo from the licensed icon set where
// it has one; elsewhere a mark of Kassa's own design: the method's name, or a short form of it,
// on a tile of a colour of its own, so no two methods look alike (method-marks.test.ts proves
// it). Sources, licences and the brand rules followed: docs/marks.md.

/** A card, drawn for Kassa: the card's outline with its magnetic stripe and a line of text. */
const CARD_OUTLINE: LogoPath = {
  d: 'M3 0h26a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3zM0 5v4h32V5zm4 10v2h10v-2z',
  w: 32,
  h: 22,
  fill: '#3c4257',
};

/**
 * The methods chosen in the method list: the card and the alternative methods. The wallets are
 * their buttons, with their marks in the wallets' chunk (src/wallet/wallet-marks.tsx).
 */
export type ListedMethod = Exclude<PaymentMethod, WalletMethod>;

/** Logos and designed marks only: circles are the card schemes' (scheme-tiles.ts). */
export const METHOD_MARKS: Readonly<Record<ListedMethod, LogoMark | DesignedMark>> = {
  CARD: { logo: CARD_OUTLINE },
  AIRCASH: { text: 'Aircash', background: '#00703c' },
  AIRTEL: { logo: AIRTEL },
  ALIPAY: { logo: ALIPAY },
  ALIPAY_PLUS: { text: 'Alipay+', background: '#0050b3' },
  BANK_APP: { text: 'Bank\napp', background: '#334155' },
  BANK_TRANSFER: { text: 'Bank', background: '#1e3a8a' },
  BANCONTACT: { text: 'Ban\ncontact', background: '#1e3764' },
  BKASH: { text: 'bKash', background: '#c2185b' },
  // Binance's yellow is its tile, the logo black on it: its own one-colour form.
  BINANCE_PAY: { logo: BINANCE, tile: '#F0B90B', fill: '#000' },
  BLIK: { text: 'BLIK', background: '#000000' },
  BOLETO: { text: 'Boleto', background: '#1f2937' },
  CARDEXTERNAL: { text: 'Card\nlink', background: '#0f766e' },
  CODI: { text: 'CoDi', background: '#00695c' },
  CRYPTO: { text: 'Crypto', background: '#92400e' },
  DANA: { text: 'DANA', background: '#0b63c5' },
  EFECTY: { text: 'efecty', background: '#854d0e' },
  EPS: { text: 'eps', background: '#b0005b' },
  GIROPAY: { text: 'giropay', background: '#000268' },
  IDEAL: { text: 'iDEAL', background: '#a3004f' },
  INSTANT_BANK_TRANSFER: { text: 'Instant\nbank', background: '#4338ca' },
  INTERAC: { text: 'Interac', background: '#fdb913', color: '#000' },
  // Kakao's yellow is its tile, the logo black on it, as Kakao shows it.
  KAKAO_PAY: { logo: KAKAO, tile: '#FFCD00', fill: '#000' },
  KHIPU: { text: 'khipu', background: '#6d28d9' },
  LINKAJA: { text: 'LinkAja', background: '#c8102e' },
  LOCAL_PAYMENT_METHODS: { text: 'Local', background: '#6b21a8' },
  LOTERICA: { text: 'Lotérica', background: '#00539f' },
  MACH: { text: 'MACH', background: '#5b21b6' },
  MBWAY: { text: 'MB WAY', background: '#b8002b' },
  MPESA: { text: 'M-PESA', background: '#2e7d32' },
  MULTIBANCO: { text: 'MB', background: '#1d4ed8' },
  MYBANK: { text: 'MyBank', background: '#1a5fb4' },
  NAGAD: { text: 'Nagad', background: '#c2410c' },
  NAVER_PAY: { logo: NAVER },
  NUPAY: { logo: NUBANK },
  OVO: { text: 'OVO', background: '#4c2a86' },
  OXXOPAY: { text: 'OXXO', background: '#b91c1c' },
  PAGOEFECTIVO: { text: 'Pago\nEfectivo', background: '#ffb300', color: '#000' },
  PAY_BY_BANK: { text: 'Pay by\nbank', background: '#0e7490' },
  PAY_BY_BANK_JAPAN: { text: 'Bank\nJP', background: '#9f1239' },
  PAY_BY_CASH: { text: 'Cash', background: '#166534' },
  PAPARA: { text: 'papara', background: '#111827' },
  PAYATTITUDE: { text: 'Pay\nAttitude', background: '#0f5c52' },
  PAYCO: { text: 'PAYCO', background: '#be123c' },
  PAYCONIQ: { text: 'Payconiq', background: '#a3195b' },
  PAYPAL: { logo: PAYPAL },
  PAXUM: { text: 'Paxum', background: '#1565c0' },
  PICPAY: { logo: PICPAY },
  PIX: { logo: PIX },
  PSE: { text: 'PSE', background: '#0b4f8a' },
  QRIS: { text: 'QRIS', background: '#9b1c1c' },
  QRPH: { text: 'QR Ph', background: '#1e40af' },
  SATISPAY: { text: 'Satispay', background: '#c8001a' },
  SEPA: { logo: SEPA },
  // SEPA's logo belongs to the scheme as a whole: Instant gets a mark of its own in SEPA's blue.
  SEPA_INSTANT: { text: 'SEPA\nInstant', background: '#2350a9' },
  SHOPEEPAY: { logo: SHOPEE },
  SOFORT: { text: 'Sofort', background: '#393a41' },
  SPEI: { text: 'SPEI', background: '#7f1d1d' },
  TODITO: { text: 'Todito', background: '#15803d' },
  TOSS: { text: 'toss', background: '#0050cc' },
  UPI: { text: 'UPI', background: '#097939' },
  VIETQR: { text: 'VietQR', background: '#0a3d91' },
  WECHAT: { logo: WECHAT },
  WIRE_TRANSFER: { text: 'Wire', background: '#374151' },
};
