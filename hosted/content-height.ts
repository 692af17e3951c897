// Follows an element's height for the embedded form's `resize` messages: at once, then at most once
// per frame, and only when the whole-pixel height really changed (the iframe follows, so every message moves
// the merchant's page).

export interface HeightEnvironment {
  observe(element: Element, onResize: () => void): () => void;
  nextFrame(run: () => void): () => void;
}

const browser: HeightEnvironment = {
  observe(element, onResize) {
    const observer = new ResizeObserver(onResize);
    observer.observe(element);
    return () => observer.disconnect();
  },
  nextFrame(run) {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  },
};

export function followContentHeight(
  element: Element,
  onChange: (height: number) => void,
  env: HeightEnvironment = browser,
): () => void {
  let last = -1;
  let cancelFrame: (() => void) | null = null;
  const measure = (): void => {
    cancelFrame = null;
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    onChange(height);
  };
  const stopObserving = env.observe(element, () => {
    cancelFrame ??= env.nextFrame(measure);
  });
  // The first height is measured now, not at the next frame: a browser runs no animation frames
  // and no ResizeObserver callbacks for a cross-origin frame out of view (a form mounted below
  // the fold), and the merchant's iframe would keep its reserved height until scrolled to.
  measure();
  return () => {
    stopObserving();
    cancelFrame?.();
  };
}
