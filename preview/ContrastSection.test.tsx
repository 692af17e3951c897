import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../themes/contrast.ts';
import { ContrastSection } from './ContrastSection.tsx';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import { createPreviewModel } from './preview-model.ts';
import { UseOverride } from './UseOverride.tsx';

afterEach(cleanup);

function renderContrast(initial: Partial<PreviewDraft>) {
  const writeClipboard = vi.fn(() => Promise.resolve());
  const createSandboxCheckout = vi.fn(() => Promise.resolve('https://pay.example.test/pay/cs_x'));
  const model = createPreviewModel(
    { ...EMPTY_DRAFT, ...initial },
    {
      saveDraft: () => {},
      writeClipboard,
      sandboxDemoOn: true,
      createSandboxCheckout,
      open: () => {},
    },
  );
  render(
    <>
      <ContrastSection model={model} />
      <UseOverride model={model} />
    </>,
  );
  return { model, writeClipboard, createSandboxCheckout };
}

const description = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const copyButton = (): HTMLElement =>
  screen.getByRole('button', { name: 'Copy as payment_form_override JSON' });

describe('contrast the preview enforces', () => {
  it('will not copy or try a pay label below 4.5:1, and says why on the buttons', async () => {
    const { model, writeClipboard, createSandboxCheckout } = renderContrast({ color: '#ffd60a' });
    const copy = copyButton();
    expect(copy).toHaveProperty('disabled', true);
    expect(description(copy)).toMatch(/below 4\.5:1 where shoppers see it/);
    // Even asked directly (the button is off), the model copies and opens nothing.
    await model.copyOverride();
    await model.openSandboxCheckout();
    expect(writeClipboard).not.toHaveBeenCalled();
    expect(createSandboxCheckout).not.toHaveBeenCalled();
    expect(screen.getByText(/Must be fixed:/).parentElement?.textContent).toMatch(
      /^Must be fixed: Pay button label \(LIGHT\)/,
    );
  });

  it('puts the suggested colour in place in one click, which frees the override', async () => {
    const { model, writeClipboard } = renderContrast({ color: '#ffd60a' });
    const use = screen.getByRole('button', {
      name: /^Use suggestion: #[0-9a-f]{6} for payBtnTextColor$/,
    });
    expect(description(use)).toMatch(/Pay button label/);
    fireEvent.click(use);
    const colour = JSON.parse(model.draft.value.variables).payBtnTextColor as string;
    expect(contrastRatio(colour, '#ffd60a')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    expect(screen.getByText(/No text\/background pair you set falls below WCAG AA/)).toBeTruthy();
    expect(copyButton()).toHaveProperty('disabled', false);
    fireEvent.click(copyButton());
    await vi.waitFor(() => expect(writeClipboard).toHaveBeenCalledOnce());
  });

  it("mends a rule's colour in the rules JSON, keeping its other declarations", () => {
    const { model } = renderContrast({
      rules: '{".kassa-total-amount": {"color": "#eeeeee", "font-weight": "700"}}',
    });
    fireEvent.click(
      screen.getByRole('button', { name: /for theme_rules\["\.kassa-total-amount"\] color$/ }),
    );
    const rule = JSON.parse(model.draft.value.rules)['.kassa-total-amount'];
    expect(rule['font-weight']).toBe('700');
    expect(contrastRatio(rule.color, '#ffffff')).toBeGreaterThanOrEqual(LEGIBLE_TEXT_RATIO);
    expect(copyButton()).toHaveProperty('disabled', false);
  });

  it('only warns of a pair the form does not guard, and still copies', () => {
    renderContrast({ rules: '{".kassa-label": {"color": "#c0c0c0"}}' });
    expect(screen.queryByText(/Must be fixed/)).toBeNull();
    expect(copyButton()).toHaveProperty('disabled', false);
  });
});
