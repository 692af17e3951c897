import pg from 'pg';

// PostgreSQL's LISTEN on one connection of its own, kept open: how one process hears of a write
// another made (a routing document, docs/deploy.md). Notifications sent while the connection was
// down are lost, so the listener is told each time it is down and each time it is back, and
// treats that time as one in which anything may have changed.

export interface NotificationHandlers {
  /** A notification on the channel, with its payload. */
  notified(payload: string): void;
  /** Listening (again): notifications from now on arrive. */
  listening(): void;
  /** Not listening (the connection failed or ended): until `listening`, nothing arrives. */
  lost(): void;
}

export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/** Listens on `channel` until closed, reconnecting a second after the connection is lost. */
export function listenForNotifications(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Listener {
  // A fixed name of the code's own: LISTEN takes no parameter.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`[Kassa] not a channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    let down = false;
    const onDown = () => {
      if (down) return;
      down = true;
      if (closed) return;
      handlers.lost();
      next.end().catch(() => undefined);
      if (!closed) {
        retry = setTimeout(() => void connect(), RECONNECT_MS);
        retry.unref();
      }
    };
    next.on('error', onDown);
    next.on('end', onDown);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (!closed && !down) handlers.listening();
    } catch {
      onDown();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
