import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BACKOFFICE_API } from '../../../common/contract/backoffice-api.ts';

// The back office (backoffice/, built into dist/public/backoffice/index.html): one page for
// `/backoffice` and every address under it, which the app reads to choose its page. Its API,
// `/backoffice/api/…`, is other routes': an address there that none of them answers is a 404 in
// the error body, never the page.

export const BACKOFFICE_PATH = '/backoffice';

const isApiAddress = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path === BACKOFFICE_API || path.startsWith(`${BACKOFFICE_API}/`);
};

export function backofficePageRoutes(
  app: FastifyInstance,
  publicDir: string,
  /** Sends a built file with the page's headers. */
  sendPage: (reply: FastifyReply, path: string) => Promise<unknown>,
): void {
  const page = join(publicDir, 'backoffice', 'index.html');
  app.get(BACKOFFICE_PATH, (_request, reply) => sendPage(reply, page));
  app.get(`${BACKOFFICE_PATH}/*`, (request, reply) =>
    isApiAddress(request.url) ? reply.callNotFound() : sendPage(reply, page),
  );
}
