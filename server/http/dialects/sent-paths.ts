// Where a canonical field came from: the normalizer (normalize.ts) renames the merchant's
// spellings to the canonical ones before validation, and records each rename here so that every
// error — a schema error or a rule of the handler — names the field as the merchant sent it
// (`products[0].price`, not `products[0].product_price`). Nothing is recorded for a body that is
// already canonical.

/** Canonical field paths (`products[0].product_price`) → the paths the merchant sent. */
export class SentPaths {
  private readonly byCanonical = new Map<string, string>();

  record(canonical: string, sent: string): void {
    if (canonical !== sent) this.byCanonical.set(canonical, sent);
  }

  /** Every rename recorded (canonical → sent), to carry into another record. */
  entries(): IterableIterator<[string, string]> {
    return this.byCanonical.entries();
  }

  /**
   * The sent name of `field`: the longest recorded prefix ending at a segment boundary is
   * replaced (`taxOverride.x` → `tax_override.x` when only the object was renamed).
   */
  toSent(field: string): string {
    for (let end = field.length; end > 0; end = lastBoundary(field, end)) {
      const sent = this.byCanonical.get(field.slice(0, end));
      if (sent !== undefined) return sent + field.slice(end);
    }
    return field;
  }
}

/** The end of the path's parent segment: before the last `.x` or `[n]` that ends at `end`. */
function lastBoundary(field: string, end: number): number {
  for (let at = end - 1; at > 0; at -= 1) {
    const char = field[at];
    if (char === '.' || char === '[') return at;
  }
  return 0;
}

const byRequest = new WeakMap<object, SentPaths>();

/** Remembers the renames of one request's body for the error handler. */
export function rememberSentPaths(request: object, paths: SentPaths): void {
  byRequest.set(request, paths);
}

/** `field` (a canonical body path) as the merchant of this request sent it. */
export function sentField(request: object, field: string): string {
  return byRequest.get(request)?.toSent(field) ?? field;
}
