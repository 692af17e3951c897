import { describe, expect, it } from 'vitest';
import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../themes/contrast.ts';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import { contrastWarnings } from './contrast-warnings.ts';
import { PRESETS } from './presets.ts';
import { checkOverride } from './theme-seam.ts';

describe('the preview presets', () => {
  it('offer Kassa, Midnight, Forest and High contrast', () => {
    expect(PRESETS.map((preset) => preset.name)).toEqual([
      'Kassa',
      'Midnight',
      'Forest',
      'High contrast',
    ]);
  });

  it.each(PRESETS.map((preset) => [preset.name, preset.override] as const))(
    '%s passes the override sanitizer unchanged',
    (_name, override) => {
      expect(checkOverride(override)).toEqual({ ok: true, override });
    },
  );

  it.each(PRESETS.map((preset) => [preset.name, preset.override] as const))(
    '%s reads at 4.5:1 in every text pair, in LIGHT and DARK',
    (_name, override: PaymentFormOverride) => {
      expect(contrastWarnings(override).map((warning) => warning.message)).toEqual([]);
    },
  );

  it('gives the pay label at least 4.5:1 on the button in each', () => {
    for (const { override } of PRESETS.slice(1)) {
      const label = override.theme_variables?.payBtnTextColor ?? '';
      expect(contrastRatio(label, override.color ?? '')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    }
  });
});
