// The merchant's answer as the delivery log keeps it: the first characters of the body, read
// without downloading the rest, with control and format characters removed so a stored excerpt
// can neither break a terminal nor reorder text on the page (bidi overrides).

export const EXCERPT_MAX_CHARS = 200;
// Four bytes per character at most in UTF-8: enough bytes for the excerpt, and never more.
const MAX_BYTES = EXCERPT_MAX_CHARS * 4;

/** `text` cut to `EXCERPT_MAX_CHARS` characters, line breaks and tabs as spaces, other controls gone. */
export function sanitizeExcerpt(text: string): string {
  const cleaned = text
    .replace(/[\t\n\r]+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/gu, '')
    .trim();
  return Array.from(cleaned).slice(0, EXCERPT_MAX_CHARS).join('');
}

/**
 * Reads at most a bounded prefix of `body` and stops there (leaving the loop early destroys the
 * stream): a merchant answering with a gigabyte costs a few hundred bytes. The request's timeout
 * still covers the read; a body that stalls or breaks gives what arrived before.
 */
export async function readExcerpt(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= MAX_BYTES) break;
    }
  } catch {
    // The timeout ran out or the connection broke mid-body: keep what arrived.
  }
  const bytes = new Uint8Array(Math.min(size, MAX_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset >= bytes.length) break;
  }
  // A character cut at the byte limit decodes to U+FFFD at the very end; the slice drops it when
  // the excerpt is full, and a short answer is never cut.
  return sanitizeExcerpt(new TextDecoder('utf-8', { fatal: false }).decode(bytes));
}
