/** The session token from the page path: the hosted page is served at `/pay/<token>`. */
export function tokenFromPath(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
