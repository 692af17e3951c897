// Reading a request body in plain Node, with a size limit: without one, anyone can make the
// server hold an endless upload in memory.

/** Bigger than any form of this shop or any postback Kassa sends. */
const LIMIT_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

/**
 * The body as the bytes received. The webhook needs exactly these bytes: the signatures are
 * computed over them, not over JSON parsed and written again.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Buffer>}
 */
export async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > LIMIT_BYTES) throw new BodyTooLarge(`request body over ${LIMIT_BYTES} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * A form posted by one of our pages (application/x-www-form-urlencoded).
 * @param {import('node:http').IncomingMessage} request
 */
export async function readForm(request) {
  return new URLSearchParams((await readBody(request)).toString('utf8'));
}
