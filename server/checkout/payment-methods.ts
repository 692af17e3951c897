// Payment method names of the spec (Resources → Card payment methods, Alternative payment methods).
// The request may name any of them; the sandbox accepts those it can process today.

export const CARD_METHODS = ['CARD', 'APPLE_PAY', 'GOOGLE_PAY'] as const;

export const ALTERNATIVE_METHODS = [
  'AIRCASH', 'AIRTEL', 'ALIPAY', 'ALIPAY_PLUS', 'BANK_APP', 'BANK_TRANSFER', 'BANCONTACT', 'BKASH',
  'BINANCE_PAY', 'BLIK', 'BOLETO', 'CARDEXTERNAL', 'CODI', 'CRYPTO', 'DANA', 'EFECTY', 'EPS',
  'GIROPAY', 'IDEAL', 'INSTANT_BANK_TRANSFER', 'INTERAC', 'KAKAO_PAY', 'KHIPU', 'LINKAJA',
  'LOCAL_PAYMENT_METHODS', 'LOTERICA', 'MACH', 'MBWAY', 'MPESA', 'MULTIBANCO', 'MYBANK', 'NAGAD',
  'NAVERPAY', 'NAVER_PAY', 'NUPAY', 'OVO', 'OXXOPAY', 'PAGOEFECTIVO', 'PAY_BY_BANK',
  'PAY_BY_BANK_JAPAN', 'PAY_BY_CASH', 'PAPARA', 'PAYATTITUDE', 'PAYCO', 'PAYCONIQ', 'PAYPAL',
  'PAXUM', 'PICPAY', 'PIX', 'PSE', 'QRIS', 'QRPH', 'SATISPAY', 'SEPA', 'SEPA_INSTANT', 'SHOPEEPAY',
  'SOFORT', 'SPEI', 'TODITO', 'TOSS', 'UPI', 'VIETQR', 'WECHAT', 'WIRE_TRANSFER',
] as const;

export const PAYMENT_METHODS: readonly string[] = [...CARD_METHODS, ...ALTERNATIVE_METHODS];

/** Methods the sandbox can take a payment with. Wallets and APMs arrive in later releases. */
export const SUPPORTED_METHODS: readonly string[] = ['CARD'];
