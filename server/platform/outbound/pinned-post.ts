import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './address-policy.ts';
import { readExcerpt } from './response-excerpt.ts';

// One POST that can reach only the addresses address-policy.ts checked: the connection's lookup
// answers those addresses and nothing else, so the name is never resolved a second time. The
// URL's host name stays the Host header and, over HTTPS, the TLS server name (SNI) and the name
// the certificate must carry. Redirects are not followed (node:http never does).

/**
 * Starts an attempt's clock: calls `expire` once `ms` have passed, unless the function it answers
 * stops it first. Real time (setTimeout) unless a test decides when the time is up, so that what
 * it checks does not depend on how fast a busy machine answers.
 */
export type AttemptTimer = (ms: number, expire: () => void) => () => void;

export const realTimer: AttemptTimer = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

export interface PinnedPost {
  url: URL;
  /** Where the connection may go: the checked addresses of `url`'s host. */
  addresses: readonly CheckedAddress[];
  headers: Record<string, string>;
  body: string;
  /** Covers connecting, the answer's status and reading its excerpt. */
  timeoutMs: number;
  timer?: AttemptTimer;
  /** The agents to post through: the process's own unless a test brings a pool of its own. */
  agents?: AgentPool;
}

export type PostResult =
  | { answered: true; status: number; excerpt: string }
  | { answered: false; timedOut: boolean; code: string };

/** A `lookup` for node:net that answers the checked addresses only (of the family asked for). */
export function pinnedLookup(addresses: readonly CheckedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const asked = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = addresses.filter((entry) => !asked || entry.family === asked);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error('no checked address of that family');
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((entry) => ({ address: entry.address, family: entry.family })),
      );
    } else {
      callback(null, first.address, first.family);
    }
  };
}

// Connections are kept open between posts to the same target, which is what lets a merchant's
// receiver take a thousand postbacks a second (a new TCP connection, and over HTTPS a new TLS
// handshake, per post cost more than the post). An agent is kept per URL origin AND set of
// checked addresses: its sockets were all opened to those addresses, so a connection reused is
// one the policy allowed for this very host. When the name resolves elsewhere the key changes
// and a new agent opens new connections. Idle connections close after a second, before a
// receiver's own idle timeout (Node's default is five) can close one under a post.
const IDLE_MS = 1_000;

/** The kept-alive agents posts go through, at most a number of targets at once. */
export interface AgentPool {
  agentFor(url: URL, addresses: readonly CheckedAddress[]): HttpAgent;
}

/**
 * Retires an agent the pool no longer holds: it keeps no connection from now on. Its idle ones
 * close at once; a post in flight finishes on its own and its connection closes after it (an
 * agent's destroy() would cut it, and the receiver's answer with it).
 */
function retire(agent: HttpAgent): void {
  agent.keepSocketAlive = () => false;
  for (const sockets of Object.values(agent.freeSockets)) {
    for (const socket of sockets ?? []) socket.destroy();
  }
}

/** A pool of agents for `maxAgents` targets: a new target's agent retires the oldest one. */
export function agentPool(maxAgents: number): AgentPool {
  const agents = new Map<string, HttpAgent>();
  return {
    agentFor(url, addresses) {
      const key = `${url.origin} ${addresses.map((entry) => entry.address).join(',')}`;
      let agent = agents.get(key);
      if (agent === undefined) {
        const options = { keepAlive: true, timeout: IDLE_MS, lookup: pinnedLookup(addresses) };
        agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
        if (agents.size >= maxAgents) {
          const [oldest] = agents;
          if (oldest) {
            agents.delete(oldest[0]);
            retire(oldest[1]);
          }
        }
        agents.set(key, agent);
      }
      return agent;
    },
  };
}

const sharedAgents = agentPool(64);

export function postPinned(post: PinnedPost): Promise<PostResult> {
  const { url } = post;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let answered = false;
    let timedOut = false;
    const request = send({
      protocol: url.protocol,
      hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
      port: url.port === '' ? null : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: {
        ...post.headers,
        Host: url.host,
        'Content-Length': String(Buffer.byteLength(post.body)),
        // The excerpt is read as text: ask for no compression.
        'Accept-Encoding': 'identity',
      },
      lookup: pinnedLookup(post.addresses),
      agent: (post.agents ?? sharedAgents).agentFor(url, post.addresses),
    });
    const stopTimer = (post.timer ?? realTimer)(post.timeoutMs, () => {
      timedOut = true;
      request.destroy(new Error(`no answer within ${post.timeoutMs} ms`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // Once the status is in, a broken or stalled body only shortens the excerpt.
      if (answered) return;
      stopTimer();
      resolve({ answered: false, timedOut, code: error.code ?? error.message });
    });
    request.on('response', (response) => {
      answered = true;
      void readExcerpt(response).then((excerpt) => {
        stopTimer();
        // An answer read to its end leaves the connection to the agent for the next post; one
        // cut short (longer than the excerpt, stalled or broken) closes it.
        if (!response.complete) request.destroy();
        resolve({ answered: true, status: response.statusCode ?? 0, excerpt });
      });
    });
    request.end(post.body);
  });
}
