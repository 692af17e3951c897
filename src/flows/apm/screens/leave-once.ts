// The hosted page leaves for a redirect step's provider page once: the provider page
// sends the shopper back to the hosted page, which reads the session, still PROCESSING with the
// same step until it is decided; leaving again would loop. The tab remembers where it went
// (sessionStorage, this origin and tab only); where storage is refused, the screen's "Go to"
// link is the way there.

const KEY_PREFIX = 'kassa-left-for:';

export interface LeavingWindow {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'assign'>;
}

/** Goes to `url` unless this tab already went there; answers whether it leaves. */
export function leaveOnce(url: string, window: LeavingWindow): boolean {
  try {
    const key = KEY_PREFIX + url;
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, '1');
  } catch {
    return false;
  }
  window.location.assign(url);
  return true;
}
