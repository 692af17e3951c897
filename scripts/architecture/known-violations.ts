// Imports that break the server's wing order, and server folders that import each other, as they
// stood when the wings were drawn. Each is a debt: the check fails on any new one, and on any entry
// here that no longer occurs, so this list can only shrink.

/** `from -> to` imports against the wing order (server-wings.ts SERVER_WINGS). */
export const KNOWN_WING_VIOLATIONS: readonly string[] = [];

/** Server folders (at any depth) that import each other, as `a <-> b`. */
export const KNOWN_MUTUAL_SERVER_FOLDERS: readonly string[] = [];
