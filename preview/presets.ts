// Named starting points for a designer: each a complete payment_form_override the checkout accepts
// as it is, whose text reads at 4.5:1 in light and dark alike (presets.test.ts holds them to both).
// Every text pair's colours are set, so a preset looks the same whichever theme type shows it.
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';

export interface Preset {
  id: string;
  name: string;
  override: PaymentFormOverride;
}

export const PRESETS: readonly Preset[] = [
  // The built-in look: nothing overridden.
  { id: 'kassa', name: 'Kassa', override: {} },
  {
    id: 'midnight',
    name: 'Midnight',
    override: {
      color: '#a5b4fc',
      theme_type: 'DARK',
      theme_variables: {
        primaryColor: '#a5b4fc',
        backgroundColor: '#05060d',
        formBackground: '#10121f',
        formBorderColor: '#262a40',
        textColor: '#eef0ff',
        mutedColor: '#a9aecb',
        inputBackground: '#0a0b16',
        inputBorderColor: '#6e7498',
        inputTextColor: '#eef0ff',
        errorColor: '#ff9b90',
        errorBackground: '#2a1416',
        payBtnTextColor: '#0a0b16',
        badgeBackground: '#23263a',
        badgeTextColor: '#d9dcf0',
        formBorderRadius: '16px',
      },
    },
  },
  {
    id: 'forest',
    name: 'Forest',
    override: {
      color: '#1f6f43',
      theme_type: 'LIGHT',
      theme_variables: {
        primaryColor: '#1f6f43',
        backgroundColor: '#eaf2e6',
        formBackground: '#fbfdf9',
        formBorderColor: '#d3e2cc',
        textColor: '#15301f',
        mutedColor: '#4a6352',
        inputBackground: '#ffffff',
        inputBorderColor: '#7d957f',
        inputTextColor: '#15301f',
        errorColor: '#a4281b',
        errorBackground: '#fdf0ed',
        payBtnTextColor: '#ffffff',
        badgeBackground: '#e4eee0',
        badgeTextColor: '#2d4a36',
        fontFamily: 'Georgia, "Times New Roman", serif',
        payBtnBorderRadius: '999px',
      },
    },
  },
  {
    id: 'high-contrast',
    name: 'High contrast',
    override: {
      color: '#000000',
      theme_type: 'LIGHT',
      theme_variables: {
        primaryColor: '#000000',
        backgroundColor: '#ffffff',
        formBackground: '#ffffff',
        formBorderColor: '#000000',
        textColor: '#000000',
        mutedColor: '#262626',
        inputBackground: '#ffffff',
        inputBorderColor: '#000000',
        inputBorderWidth: '2px',
        inputBorderWidthHover: '2px',
        inputBorderWidthFocus: '3px',
        inputTextColor: '#000000',
        errorColor: '#9b0000',
        errorBackground: '#ffffff',
        focusColor: '#0000c8',
        payBtnTextColor: '#ffffff',
        badgeBackground: '#ffffff',
        badgeTextColor: '#000000',
      },
    },
  },
];
