// How the payment form is shown (spec: POST /checkout, `payment_data.ui_mode`): on Kassa's hosted
// page, or framed in the merchant's page by the embed script.

export const UI_MODES = ['HOSTED', 'EMBEDDED'] as const;

export type UiMode = (typeof UI_MODES)[number];
