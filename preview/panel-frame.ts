// What one panel (an iframe of this page) shows, carried in its URL: the theme and width in the
// query, the state, the applied override and the language in the hash so edits repaint without a reload.
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { THEME_TYPES } from '../themes/theme-types.ts';
import { type PreviewLocale, previewLocaleFrom } from './preview-locales.ts';
import { DEFAULT_STATE_ID } from './preview-states.ts';
import { type SampleData, sampleFrom } from './sample-session.ts';

export interface PanelContent {
  stateId: string;
  override: PaymentFormOverride;
  sample: SampleData;
  /** The language the panel's form speaks (preview-locales.ts). */
  locale: PreviewLocale;
}

/** One string per sample checkout: a panel makes a new form when it changes, not on every edit. */
export const sampleKey = (sample: SampleData): string => JSON.stringify(sample);

export function panelSrc(theme: ThemeType, content: PanelContent): string {
  const hash = new URLSearchParams({
    state: content.stateId,
    override: JSON.stringify(content.override),
    shop_name: content.sample.shopName,
    logo: content.sample.logo,
    currency: content.sample.currency,
    cart_size: String(content.sample.cartSize),
    methods: content.sample.methods,
    locale: content.locale,
  });
  return `/?panel=${theme}#${hash.toString()}`;
}

/** The panel theme when this page is loaded as a panel, else null (the designer's page). */
export function panelTheme(search: string): ThemeType | null {
  const panel = new URLSearchParams(search).get('panel');
  return THEME_TYPES.find((type) => type === panel) ?? null;
}

export function panelContent(hash: string): PanelContent {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  let override: PaymentFormOverride = {};
  try {
    const parsed: unknown = JSON.parse(params.get('override') ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      override = parsed as PaymentFormOverride;
  } catch {
    // A hand-edited hash: show the theme without the override.
  }
  const sample = sampleFrom({
    shopName: params.get('shop_name'),
    logo: params.get('logo'),
    currency: params.get('currency'),
    cartSize: params.get('cart_size'),
    methods: params.get('methods'),
  });
  return {
    stateId: params.get('state') ?? DEFAULT_STATE_ID,
    override,
    sample,
    locale: previewLocaleFrom(params.get('locale')),
  };
}
