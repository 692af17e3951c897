// Whether this page runs as the merchant's embedded form, and for which parent. The
// server already limits who may frame an EMBEDDED session (CSP frame-ancestors); this is the form's
// own check before it says anything to its parent, since messages may carry payment outcomes.
import type { SessionView } from '../common/contract/session-api.ts';
import { decodeEmbedParams, type EmbedParams } from '../src/protocol/embed-params.ts';

/** What the page knows about its frame: set only when `window.parent !== window`. */
export interface FrameInfo {
  /** `location.hash`: the embed passes its parameters in the fragment. */
  hash: string;
  /** `location.ancestorOrigins` where the browser has it (Chromium, WebKit), nearest first. */
  ancestorOrigins?: readonly string[];
}

export type Embedding =
  /** A normal hosted page: a HOSTED session, or an EMBEDDED one opened top-level. */
  | { kind: 'top-level' }
  /** Framed by a page the session does not allow: show an error, post nothing. */
  | { kind: 'refused' }
  | { kind: 'embedded'; params: EmbedParams };

export function embeddingFor(session: SessionView, frame: FrameInfo | null): Embedding {
  if (session.ui_mode !== 'EMBEDDED' || !frame) return { kind: 'top-level' };
  const params = decodeEmbedParams(frame.hash);
  if (!params || !(session.embed_origins ?? []).includes(params.parentOrigin))
    return { kind: 'refused' };
  // The fragment is written by whoever framed us; the browser's own record of the parent wins.
  if (frame.ancestorOrigins && frame.ancestorOrigins[0] !== params.parentOrigin)
    return { kind: 'refused' };
  return { kind: 'embedded', params };
}
