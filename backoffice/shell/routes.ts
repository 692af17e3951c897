// The back office's addresses: `/backoffice/<page>?merchant=<merchant_id>`. The page and the
// merchant live in the URL, so a reload, a bookmark and the browser's Back keep them. The server
// answers every `/backoffice/…` address but its API with the app (server/api/pages/route.ts).

export const PAGE_IDS = [
  'settings',
  'keys',
  'postback-secret',
  'audit',
  'operators',
  'password',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

export const APP_PATH = '/backoffice';

export interface Route {
  page: PageId;
  /** The merchant chosen in the switcher; null until one is (the first one listed then). */
  merchantId: string | null;
}

const isPageId = (value: string): value is PageId =>
  (PAGE_IDS as readonly string[]).includes(value);

/** The route of an address; an unknown page is the settings (the app's first page). */
export function routeOf(pathname: string, search: string): Route {
  const rest = pathname.startsWith(`${APP_PATH}/`) ? pathname.slice(APP_PATH.length + 1) : '';
  const name = rest.split('/')[0] ?? '';
  const merchantId = new URLSearchParams(search).get('merchant');
  return { page: isPageId(name) ? name : 'settings', merchantId: merchantId || null };
}

export function addressOf(route: Route): string {
  const query = route.merchantId ? `?merchant=${encodeURIComponent(route.merchantId)}` : '';
  return `${APP_PATH}/${route.page}${query}`;
}
