// The wallets' stylesheet, brought by their chunk as a constructed stylesheet rather than a CSS
// file of its own: a CSS file would add Vite's dependency map to the hosted page's initial
// script, whose size has a budget (e2e/bundle-budget.spec.ts), and the page's CSP forbids inline
// <style> elements (a constructed sheet is not one).
import css from './wallet-buttons.css?inline';

let adopted = false;

export function adoptWalletStyles(doc: Document): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  adopted = true;
}
