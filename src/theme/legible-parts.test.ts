import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../../themes/contrast.ts';
import { keepPartsLegible } from './legible-parts.ts';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** The merchant's rules, as a stylesheet (the page adopts them; a <style> does here). */
function rules(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

function form(amountColour: string): { root: HTMLElement; amount: HTMLElement; shop: HTMLElement } {
  rules(`.kassa-total-amount { color: ${amountColour}; }`);
  rules('.kassa-shop-name { color: #f4f4f4; }');
  const root = document.createElement('div');
  root.style.backgroundColor = '#ffffff';
  root.innerHTML =
    '<p class="kassa-shop-name">Shop</p><p class="kassa-total"><span>Total</span> <span class="kassa-total-amount">€34.40</span></p>';
  document.body.append(root);
  const amount = root.querySelector<HTMLElement>('.kassa-total-amount');
  const shop = root.querySelector<HTMLElement>('.kassa-shop-name');
  if (!amount || !shop) throw new Error('fixture');
  return { root, amount, shop };
}

describe('keepPartsLegible', () => {
  it('sets a readable colour on a protected part whose text fades into its background, and undoes it', async () => {
    const { root, amount } = form('#eeeeee');
    stop = keepPartsLegible(root);
    await nextFrame();
    // The theme variable is not defined here, so the last resort decides: black on white.
    expect(amount.style.getPropertyValue('color')).toBe('#000000');
    stop();
    stop = null;
    expect(amount.style.getPropertyValue('color')).toBe('');
    expect(getComputedStyle(amount).color).toBe('#eeeeee');
  });

  it('leaves a legible part, and parts that are not protected, as the merchant styled them', async () => {
    const { root, amount, shop } = form('#0a7d55');
    stop = keepPartsLegible(root);
    await nextFrame();
    expect(amount.style.getPropertyValue('color')).toBe('');
    expect(shop.style.getPropertyValue('color')).toBe('');
  });

  it('checks again when a protected part appears later', async () => {
    const { root } = form('#0a7d55');
    stop = keepPartsLegible(root);
    await nextFrame();
    const alert = document.createElement('div');
    alert.className = 'kassa-alert';
    rules('.kassa-alert { color: #fefefe }');
    alert.textContent = 'Insufficient funds';
    root.append(alert);
    await nextFrame();
    await nextFrame();
    expect(alert.style.getPropertyValue('color')).toBe('#000000');
  });

  it('measures against translucent backgrounds laid over each other', async () => {
    const { root, amount } = form('#8a8a8a');
    root.style.backgroundColor = 'rgba(0, 0, 0, 0.333)';
    rules('.kassa-total { background-color: rgba(40, 40, 40, 0.111); }');
    stop = keepPartsLegible(root);
    await nextFrame();
    // Two translucent layers over white make a grey (≈ #9c9c9c) that #8a8a8a reads on at 1.2:1.
    expect(amount.style.getPropertyValue('color')).not.toBe('');
  });

  it('holds the pay button label to 4.5:1, the ratio the designer preview enforces', async () => {
    // White on #888888 reads at 3.5:1: enough for large text, not for the label of the button.
    rules('.kassa-pay-button { color: #ffffff; background-color: #888888; }');
    const root = document.createElement('div');
    root.innerHTML = '<button class="kassa-pay-button">Pay €34.40</button>';
    document.body.append(root);
    const button = root.querySelector<HTMLElement>('.kassa-pay-button');
    if (!button) throw new Error('fixture');
    expect(contrastRatio('#ffffff', '#888888')).toBeLessThan(LEGIBLE_TEXT_RATIO);
    stop = keepPartsLegible(root);
    await nextFrame();
    expect(button.style.getPropertyValue('color')).toBe('#000000');
  });

  it('measures again when a transition ends, not only mid-way', async () => {
    // Mid-way through a theme's fade the label does not read on the button and is corrected …
    const fade = document.createElement('style');
    fade.textContent = '.kassa-pay-button { color: #0b0d14; background-color: #3b4fd8; }';
    document.head.append(fade);
    const root = document.createElement('div');
    root.innerHTML = '<button class="kassa-pay-button">Pay €34.40</button>';
    document.body.append(root);
    const button = root.querySelector<HTMLElement>('.kassa-pay-button');
    if (!button) throw new Error('fixture');
    stop = keepPartsLegible(root);
    await nextFrame();
    expect(button.style.getPropertyValue('color')).not.toBe('');
    // … and once the background has arrived, the theme's own label reads again.
    fade.textContent = '.kassa-pay-button { color: #0b0d14; background-color: #8e9cff; }';
    button.dispatchEvent(new Event('transitionend', { bubbles: true }));
    await nextFrame();
    expect(button.style.getPropertyValue('color')).toBe('');
  });
});
