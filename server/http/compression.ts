import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Compression of what is made per request: JSON answers and anything else above 1 KB,
// brotli or gzip as the client accepts (brotli at quality 4, gzip at zlib's default: the best
// ratio per CPU microsecond for answers of a few KB). Small answers, such as most of the merchant
// API's, are sent as they are: under the threshold the plugin does no compression work at all.
// Built files are compressed once, at build time, at the highest levels (scripts/precompress.ts):
// /assets/* through @fastify/static's preCompressed, the pages and /js/* from memory
// (server/api/pages/built-file.ts). Answers that already have a Content-Encoding pass untouched.

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function registerCompression(app: FastifyInstance): void {
  app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies are never compressed by the clients of this API; refusing to inflate them
    // also keeps the body limit a limit on what the server holds in memory.
    globalDecompression: false,
  });
}
