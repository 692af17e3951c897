/**
 * An element's text as it is read out: its text, with each image by its alternative text (a scheme's
 * logo reads "Visa"), where textContent skips images.
 */
export function readText(element: Element | null | undefined): string {
  if (!element) return '';
  return Array.from(element.childNodes)
    .map((node) =>
      node instanceof HTMLImageElement
        ? node.alt
        : node instanceof Element
          ? readText(node)
          : (node.textContent ?? ''),
    )
    .join('');
}
