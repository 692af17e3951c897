import { contrastRatio, LEGIBLE_TEXT_RATIO } from '../../themes/contrast.ts';
import { parseCssColor, type Rgba } from '../../themes/css-color.ts';

// The render-time half of the protected parts (the validator is the other, themes/protected-parts.ts):
// whatever colours a merchant's theme gives them, the parts that show what the shopper agrees to
// and the alerts stay legible. After the theme is applied, and whenever the form changes, each
// such part's text is measured against what is painted behind it; below LEGIBLE_TEXT_RATIO (WCAG
// AA's 4.5:1 for text, the same ratio the designer preview holds an override to) its colour falls
// back to the theme's, and if that fails too, to black or white, whichever reads. Only the text colour is changed, inline, and undone with the theme.
// It loads with theming (hosted/page-theme.ts), not with the form's first bytes.

const PARTS =
  '.kassa-total, .kassa-total-amount, .kassa-product-name, .kassa-product-price, ' +
  '.kassa-pay-button, .kassa-alert, .kassa-error';

/** The theme's own text colour of a part, which the merchant's rules replaced. */
const themeColourOf = (part: Element): string =>
  part.classList.contains('kassa-pay-button')
    ? 'var(--kassa-pay-btn-text-color)'
    : part.matches('.kassa-alert, .kassa-error')
      ? 'var(--kassa-error-color)'
      : 'var(--kassa-text-color)';

/** A computed colour: `rgb()`/`rgba()`, or `color(srgb …)` for what color-mix() makes. */
function rgbaOf(computed: string): Rgba | null {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(computed);
  if (!srgb) return computed ? parseCssColor(computed) : null;
  const channel = (text: string | undefined): number => Number(text) * 255;
  return { r: channel(srgb[1]), g: channel(srgb[2]), b: channel(srgb[3]), a: Number(srgb[4] ?? 1) };
}

/** Back to text contrastRatio parses: whole channels, alpha to three places (its grammar's limits). */
const cssOf = ({ r, g, b, a }: Rgba): string =>
  `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Number(a.toFixed(3))})`;

/** The opaque colour behind `part`'s text: its own and its ancestors' backgrounds, over white. */
function backdropOf(part: Element): string | null {
  const layers: Rgba[] = [];
  for (let node: Element | null = part; node; node = node.parentElement) {
    const layer = rgbaOf(getComputedStyle(node).backgroundColor || 'transparent');
    if (!layer) return null;
    layers.push(layer);
    if (layer.a >= 1) break;
  }
  let under: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const { r, g, b, a } of layers.reverse()) {
    const mix = (top: number, bottom: number): number => top * a + bottom * (1 - a);
    under = { r: mix(r, under.r), g: mix(g, under.g), b: mix(b, under.b), a: 1 };
  }
  return cssOf(under);
}

function contrastOf(part: HTMLElement, backdrop: string): number | null {
  const text = rgbaOf(getComputedStyle(part).color);
  return text && contrastRatio(cssOf(text), backdrop);
}

/** Checks every part under `root` now; answers the parts whose colour it had to set. */
function correct(root: HTMLElement): HTMLElement[] {
  const corrected: HTMLElement[] = [];
  for (const part of root.querySelectorAll<HTMLElement>(PARTS)) {
    if (!part.textContent?.trim()) continue;
    const backdrop = backdropOf(part);
    if (backdrop === null) continue;
    if ((contrastOf(part, backdrop) ?? LEGIBLE_TEXT_RATIO) >= LEGIBLE_TEXT_RATIO) continue;
    corrected.push(part);
    part.style.setProperty('color', themeColourOf(part), 'important');
    if ((contrastOf(part, backdrop) ?? 0) >= LEGIBLE_TEXT_RATIO) continue;
    const onBlack = contrastRatio('#000000', backdrop) ?? 0;
    const onWhite = contrastRatio('#ffffff', backdrop) ?? 0;
    part.style.setProperty('color', onBlack >= onWhite ? '#000000' : '#ffffff', 'important');
  }
  return corrected;
}

/**
 * Keeps the protected parts under `root` (the theme root) legible from now on: checks once the
 * theme has been painted and again whenever the form's content or state changes. Answers the undo.
 */
export function keepPartsLegible(root: HTMLElement): () => void {
  const view = root.ownerDocument.defaultView;
  if (!view) return () => {};
  let corrected: HTMLElement[] = [];
  let frame = 0;
  const reset = (): void => {
    for (const part of corrected) part.style.removeProperty('color');
    corrected = [];
  };
  const check = (): void => {
    frame = 0;
    reset();
    corrected = correct(root);
  };
  const schedule = (): void => {
    frame ||= view.requestAnimationFrame(check);
  };
  // Our own inline colours change `style`, which is neither watched nor acted on: no loop.
  const observer = new view.MutationObserver((records) => {
    if (records.some((record) => record.attributeName !== 'style')) schedule();
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['class', 'disabled', 'aria-disabled', 'data-theme'],
  });
  const scheme = view.matchMedia?.('(prefers-color-scheme: dark)');
  scheme?.addEventListener('change', schedule);
  // A change of theme fades the pay button's background (a transition): measured mid-way, a
  // colour that reads at the end may not, so each transition's end is measured again.
  root.addEventListener('transitionend', schedule);
  root.addEventListener('transitioncancel', schedule);
  schedule();
  return () => {
    observer.disconnect();
    scheme?.removeEventListener('change', schedule);
    root.removeEventListener('transitionend', schedule);
    root.removeEventListener('transitioncancel', schedule);
    if (frame) view.cancelAnimationFrame(frame);
    reset();
  };
}
