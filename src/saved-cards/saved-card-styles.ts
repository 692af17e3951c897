// The saved cards' stylesheet, brought by their chunk as a constructed stylesheet (like the
// wallets', src/wallet/wallet-styles.ts): a CSS file of its own would add Vite's dependency map
// to the hosted page's initial script, and the page's CSP forbids inline <style> elements.
import css from './saved-cards.css?inline';

let adopted = false;

export function adoptSavedCardStyles(doc: Document): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  adopted = true;
}
