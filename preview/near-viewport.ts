import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * True once the element has come within a screen's height of the viewport, and from then on. The
 * designer preview loads a panel only then: six forms at once would keep the page busy before it
 * answers its first keypress, and on a phone the panels are screens below the editor.
 */
export function useNearViewport(ref: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
