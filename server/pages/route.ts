import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../errors.ts';
import { publicDir } from '../paths.ts';

// The pages of the service origin: the designer preview at `/`, the hosted checkout at
// `/pay/:token`, and their hashed assets. The page shell is the same for every session; the form
// loads its session from /api/sessions/:token.

const HOSTED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Session tokens are in the URL: never leak them to the success/failure pages by Referer.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // A hosted session is a top-level page and may not be framed by anyone.
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
} as const;

const PREVIEW_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
} as const;

export function pageRoutes(app: FastifyInstance): void {
  const built = existsSync(join(publicDir, 'index.html'));
  const cache = new Map<string, string>();
  const page = async (reply: FastifyReply, file: string, headers: Record<string, string>) => {
    if (!built) {
      throw new ApiError(404, 'NOT_FOUND', 'pages are not built; run npm run build');
    }
    let html = cache.get(file);
    if (html === undefined) {
      html = await readFile(join(publicDir, file), 'utf8');
      cache.set(file, html);
    }
    return reply.headers(headers).send(html);
  };

  if (built) {
    app.register(fastifyStatic, {
      root: join(publicDir, 'assets'),
      prefix: '/assets/',
      // File names carry a content hash, so they never change.
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }

  app.get('/', (_request, reply) => page(reply, 'index.html', PREVIEW_HEADERS));
  app.get('/pay/:token', (_request, reply) =>
    page(reply, 'hosted/index.html', HOSTED_PAGE_HEADERS),
  );
}
