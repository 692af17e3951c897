import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

// A built page or script held in memory with the brotli and gzip variants the build wrote beside
// it (scripts/precompress.ts), sent in the encoding the client prefers: compressed once at the
// highest levels instead of on every request.

export type ContentEncoding = 'br' | 'gzip';

export interface BuiltFile {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

const VARIANT_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  return existsSync(path) ? readFile(path) : undefined;
}

/** Undefined when the file was not built. */
export async function readBuiltFile(path: string): Promise<BuiltFile | undefined> {
  if (!existsSync(path)) return undefined;
  const [identity, br, gzip] = await Promise.all([
    readFile(path),
    readIfPresent(path + VARIANT_SUFFIX.br),
    readIfPresent(path + VARIANT_SUFFIX.gzip),
  ]);
  return { identity, br, gzip };
}

/**
 * The coding to answer with under RFC 9110 §12.5.3: the listed codings with q > 0 (a `*` stands
 * for the unlisted ones), brotli first on a tie; undefined means identity.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Sends the variant the request accepts; caches are told that the answer depends on it. */
export function sendBuiltFile(reply: FastifyReply, file: BuiltFile): FastifyReply {
  const available: ContentEncoding[] = [];
  if (file.br) available.push('br');
  if (file.gzip) available.push('gzip');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding'], available);
  reply.header('vary', 'accept-encoding');
  if (encoding === undefined) return reply.send(file.identity);
  return reply.header('content-encoding', encoding).send(file[encoding]);
}
