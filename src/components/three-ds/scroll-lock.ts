// While the challenge is open the page behind it must not scroll (a wheel or a swipe over the
// backdrop would otherwise move the form out of place); showModal() makes it inert, not still.

/** Stops `root` (the scrolling element, `<html>`) from scrolling; answers the exact restore. */
export function lockScroll(root: HTMLElement): () => void {
  const previous = root.style.getPropertyValue('overflow');
  const priority = root.style.getPropertyPriority('overflow');
  root.style.setProperty('overflow', 'hidden');
  return () => {
    if (previous) root.style.setProperty('overflow', previous, priority);
    else root.style.removeProperty('overflow');
  };
}
