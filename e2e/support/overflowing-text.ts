// Text a narrow screen or a long language cuts off or pushes out of its box, found in the page.

/**
 * What of a page runs past its box (run in the page: it uses nothing from outside itself): the document scrolling sideways, a line of text
 * wider than the box that lays it out (its nearest ancestor that is not inline), and a field whose
 * value or placeholder is wider than the field. Text that is cut on purpose does not count: a box
 * that ellipsizes it (text-overflow: ellipsis, as a saved card's name does, its last four digits
 * kept apart) and text for screen readers alone (clipped by clip-path, visually-hidden.css).
 * Lines, not scrollWidth, for the other boxes: a drawn glyph's turn (the summary's chevron) widens
 * a box's scrollable area by a pixel or two without any text leaving it.
 */
export function overflowingText(): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    found.push(`the document scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  const describe = (element: Element, text: string): string =>
    `<${element.tagName.toLowerCase()} class="${element.className}"> "${text.trim().slice(0, 60)}"`;
  const cutOnPurpose = (element: Element): boolean => {
    for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
      if (getComputedStyle(at).clipPath !== 'none') return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !parent.checkVisibility()) continue;
    let box: Element = parent;
    while (box.parentElement && /^(inline|contents)$/.test(getComputedStyle(box).display))
      box = box.parentElement;
    if (getComputedStyle(box).textOverflow === 'ellipsis' || cutOnPurpose(parent)) continue;
    const bounds = box.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0) continue;
      if (line.left < bounds.left - 1 || line.right > bounds.right + 1) {
        found.push(
          `${describe(box, node.textContent)}: a line from ${line.left} to ${line.right}, the box from ${bounds.left} to ${bounds.right}`,
        );
        break;
      }
    }
  }
  for (const field of document.querySelectorAll('input')) {
    if (!field.checkVisibility() || cutOnPurpose(field)) continue;
    const text = field.value || field.placeholder;
    if (text && field.scrollWidth > field.clientWidth + 1)
      found.push(`${describe(field, text)}: ${field.scrollWidth} > ${field.clientWidth}`);
  }
  return found;
}
