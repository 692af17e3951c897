import { Socket } from 'node:net';
import { classifyAddress } from '../platform/outbound/address-kinds.ts';

// Tests of the outbound address rule must never send a packet beyond this machine, even when the
// code under test is wrong (or is the old code, run to see a test fail). While installed, every
// TCP connection this process starts (node:http, fetch, TLS, pg: all go through
// net.Socket#connect) is recorded, and one to anything but a loopback address is stopped before it
// leaves: a literal address is checked at once, and a name is resolved by a stand-in that knows
// `localhost` only (no DNS query), or by the connection's own lookup, whose answers are checked.

export interface ConnectionAttempt {
  /** The host as the connection was asked for: an address or a name. */
  host: string;
  port: number;
}

export interface OutboundGuard {
  /** Every connection attempted since install, except to the test database (DATABASE_URL). */
  attempts(): ConnectionAttempt[];
  /** Connections stopped because they would have left loopback. */
  blocked(): string[];
  uninstall(): void;
}

interface ConnectOptions {
  host?: unknown;
  port?: unknown;
  path?: unknown;
  lookup?: unknown;
}

type LookupCallback = (error: Error | null, address: unknown, family?: number) => void;
type Lookup = (hostname: string, options: object, callback: LookupCallback) => void;

const isLoopback = (address: string): boolean => classifyAddress(address) === 'loopback';

function databaseServer(): string | undefined {
  const raw = process.env.DATABASE_URL;
  if (!raw) return undefined;
  const url = new URL(raw);
  return `${url.hostname}:${url.port || '5432'}`;
}

const localhostOnly: Lookup = (hostname, options, callback) => {
  if (hostname.toLowerCase() !== 'localhost') {
    callback(
      Object.assign(new Error(`outbound guard: no DNS in tests (${hostname})`), {
        code: 'ENOTFOUND',
      }),
      '',
    );
    return;
  }
  if ('all' in options && options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/** Wraps a lookup so that an answer beyond loopback fails the connection instead. */
function checkedLookup(lookup: Lookup, stop: (what: string) => void): Lookup {
  return (hostname, options, callback) =>
    lookup(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const answers = Array.isArray(address)
        ? address.map((entry: { address: string }) => entry.address)
        : [String(address)];
      const outside = answers.find((answer) => !isLoopback(answer));
      if (outside !== undefined) {
        stop(`${hostname} -> ${outside}`);
        callback(
          Object.assign(new Error(`outbound guard: ${outside} is not loopback`), {
            code: 'EGUARD',
          }),
          '',
        );
        return;
      }
      callback(null, address, family);
    });
}

export function installOutboundGuard(): OutboundGuard {
  const attempts: ConnectionAttempt[] = [];
  const blocked: string[] = [];
  const original = Socket.prototype.connect;
  const database = databaseServer();
  const guarded = function (this: Socket, ...args: unknown[]): Socket {
    // net.connect passes its normalized [options, callback]; tls.connect passes options itself.
    const first = args[0];
    const options: ConnectOptions | undefined = Array.isArray(first)
      ? (first[0] as ConnectOptions)
      : typeof first === 'object' && first !== null
        ? (first as ConnectOptions)
        : undefined;
    const host = options ? options.host : typeof args[1] === 'string' ? args[1] : 'localhost';
    const port = options ? Number(options.port) : Number(first);
    if (options && options.path !== undefined && options.path !== null) {
      return Reflect.apply(original, this, args) as Socket;
    }
    const target = typeof host === 'string' ? host : 'localhost';
    if (`${target}:${port}` !== database) attempts.push({ host: target, port });
    if (classifyAddress(target) !== undefined && !isLoopback(target)) {
      blocked.push(target);
      process.nextTick(() =>
        this.destroy(
          Object.assign(new Error(`outbound guard: ${target} is not loopback`), { code: 'EGUARD' }),
        ),
      );
      return this;
    }
    if (options && classifyAddress(target) === undefined) {
      const lookup =
        typeof options.lookup === 'function' ? (options.lookup as Lookup) : localhostOnly;
      options.lookup = checkedLookup(lookup, (what) => blocked.push(what));
    }
    return Reflect.apply(original, this, args) as Socket;
  };
  Socket.prototype.connect = guarded as typeof Socket.prototype.connect;
  return {
    attempts: () => [...attempts],
    blocked: () => [...blocked],
    uninstall() {
      Socket.prototype.connect = original;
    },
  };
}
