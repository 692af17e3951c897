import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A slow network in one place: a proxy in front of a server that sends every HTML page in two
// parts, cut just before the first occurrence of `cutBefore`, the second part `pauseMs` after the
// first. The browser parses, and may paint, the first part on its own, as it does when a page
// arrives over a slow link.

export interface SplitProxy {
  /** `url` with the proxy's origin in place of the server's. */
  through(url: string): string;
  /** When the second part of the last cut page was sent (epoch ms), for the test to compare. */
  lastCutSentAt(): number | undefined;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'accept-encoding',
]);

/** The browser's request headers as the server should see them (its language above all). */
function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' && !HOP_HEADERS.has(name) && name !== 'host') kept[name] = value;
  }
  return kept;
}

export async function startSplitProxy(
  serverUrl: string,
  cutBefore: string,
  pauseMs: number,
): Promise<SplitProxy> {
  let cutSentAt: number | undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', serverUrl), {
        headers: forwarded(request.headers),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      const text = body.toString('utf8');
      const cut = (upstream.headers.get('content-type') ?? '').includes('text/html')
        ? text.indexOf(cutBefore)
        : -1;
      if (cut < 0) {
        response.end(body);
        return;
      }
      response.write(text.slice(0, cut));
      setTimeout(() => {
        cutSentAt = Date.now();
        response.end(text.slice(cut));
      }, pauseMs);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.href;
    },
    lastCutSentAt: () => cutSentAt,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
