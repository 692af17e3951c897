// Copies a voucher's reference: the Clipboard API where the page may use it; else the
// reference's text is selected and copied the old way (document.execCommand), which an iframe
// without clipboard permission still allows from a click. Answers whether it worked; the screen
// says so in a status message either way.

/** Copies `text`; `fallback` is the element that shows it, selected when the API is refused. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
  fallback: HTMLElement | null,
): Promise<boolean> {
  try {
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the selection below.
  }
  return copySelection(fallback);
}

function copySelection(element: HTMLElement | null): boolean {
  const document = element?.ownerDocument;
  const selection = document?.getSelection();
  if (!element || !document || !selection) return false;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    // Deprecated but the only copy left without the Clipboard API; the text stays selected
    // either way, for the shopper to copy.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
