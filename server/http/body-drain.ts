import type { Readable } from 'node:stream';

// A body refused for its size (413) is answered before it has arrived, and the connection is then
// closed: Fastify will not parse what follows a body it did not read. Closing a socket whose
// incoming data was never read makes the kernel send a reset, and a client still sending (most
// clients write the whole body before they read) fails with EPIPE or ECONNRESET without ever
// reading the 413. So the rest of the body is read and thrown away first, up to a bound of bytes
// and of time, and the answer goes out once it has all arrived (or the bound is reached, after
// which the connection closes under a client that is still sending).

/** The most of a refused body read and discarded before its answer goes out. */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;
/** The longest a refused body is waited for before its answer goes out. */
export const DRAIN_LIMIT_MS = 5_000;

export interface DrainLimits {
  bytes: number;
  ms: number;
}

/** The request as the drain sees it: Node's IncomingMessage, or light-my-request's in tests. */
type Incoming = Readable & {
  complete?: boolean;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * Calls `then` once `request`'s body has arrived in full, read and discarded; at once when it
 * already has, or when it declares a length beyond `limits.bytes`; or when `limits.bytes` more
 * have been read or `limits.ms` have passed, whichever comes first.
 */
export function afterBodyDrained(
  request: Incoming,
  then: () => void,
  limits: DrainLimits = { bytes: DRAIN_LIMIT_BYTES, ms: DRAIN_LIMIT_MS },
): void {
  const declared = Number(request.headers['content-length']);
  if (request.complete || request.readableEnded || request.destroyed || declared > limits.bytes) {
    then();
    return;
  }
  let read = 0;
  let done = false;
  const finish = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    request.off('data', onData);
    request.off('end', finish);
    request.off('error', finish);
    request.off('close', finish);
    then();
  };
  const onData = (chunk: Buffer | string): void => {
    read += chunk.length;
    if (read > limits.bytes) finish();
  };
  const timer = setTimeout(finish, limits.ms);
  request.on('data', onData);
  request.on('end', finish);
  request.on('error', finish);
  request.on('close', finish);
  request.resume();
}
