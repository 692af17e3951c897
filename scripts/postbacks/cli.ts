import { parseArgs } from 'node:util';
import { CliError, type CliIo, call, clean, dataOf, runCommand } from '../sandbox-cli/client.ts';

export type { CliIo };

// `npm run postbacks -- <command>`: the sandbox's postback tools from a terminal, like `stripe
// listen` and `stripe trigger`. It talks to the running server's
// /sandbox/api/postbacks (the embedded database belongs to that process), with the merchant's
// X-Api-Key (scripts/sandbox-cli/client.ts). No dependency beyond Node: fetch and parseArgs.

const HELP = `Usage: npm run postbacks -- <command> [options]

Commands:
  list [--limit N] [--status pending|delivered|failed]
                         recent postbacks, newest first, with every delivery attempt
  show <event_id>        one postback and its attempts
  resend <event_id>      send the same event (same event id and body) again, now
  test [--type TRANSACTION] [--url URL]
                         send a signed sample postback to the callback URL, or to URL

Options:
  --json                 print the server's JSON answer instead of text
  --help                 this text

Environment:
  KASSA_URL              the server (default http://127.0.0.1:8080)
  KASSA_API_KEY          the merchant's API key (default: the sandbox-api-key file in
                         DATA_DIR, or ./.data, when the server generated one)
`;

interface Attempt {
  attempted_at: string;
  http_status: number | null;
  duration_ms: number;
  outcome: string;
  error: string | null;
  response_excerpt: string;
}

interface Postback {
  event_id: string;
  type: string;
  status: string;
  created_at: string;
  next_attempt_at: string | null;
  payment_id: string | null;
  transaction_id: string | null;
  attempts: Attempt[];
}

function describePostback(event: Postback): string[] {
  const ids = [event.payment_id, event.transaction_id].filter(Boolean).map(clean).join(' ');
  const next = event.next_attempt_at ? `, next attempt ${clean(event.next_attempt_at)}` : '';
  const lines = [
    `${clean(event.event_id)}  ${clean(event.type)}  ${clean(event.status)}${next}`,
    `  created ${clean(event.created_at)}${ids ? `  ${ids}` : ''}`,
  ];
  if (event.attempts.length === 0) lines.push('  no attempt yet');
  for (const attempt of event.attempts) {
    const status = attempt.http_status === null ? '---' : String(attempt.http_status);
    const error = attempt.error ? `  ${clean(attempt.error)}` : '';
    const excerpt = attempt.response_excerpt ? `  "${clean(attempt.response_excerpt)}"` : '';
    lines.push(
      `  ${clean(attempt.attempted_at)}  ${status}  ${attempt.duration_ms} ms  ${clean(attempt.outcome)}${error}${excerpt}`,
    );
  }
  return lines;
}

export function runCli(argv: string[], io: CliIo): Promise<number> {
  return runCommand(argv, io, HELP, parse, async ({ name, args, values, print }) => {
    const eventId = (): string => {
      const [id] = args;
      if (!id || args.length > 1)
        throw new CliError(`Usage: npm run postbacks -- ${name} <event_id>`, 2);
      return encodeURIComponent(id);
    };
    switch (name) {
      case 'list': {
        const query = new URLSearchParams();
        if (values.limit !== undefined) query.set('limit', values.limit);
        if (values.status !== undefined) query.set('status', values.status);
        const suffix = query.size > 0 ? `?${query}` : '';
        const json = await call(io, 'GET', `/sandbox/api/postbacks${suffix}`);
        const events = dataOf<Postback[]>(json);
        print(json, () =>
          events.length === 0
            ? ['No postbacks yet.']
            : events.flatMap((e) => [...describePostback(e), '']),
        );
        return 0;
      }
      case 'show': {
        const json = await call(io, 'GET', `/sandbox/api/postbacks/${eventId()}`);
        print(json, () => describePostback(dataOf<Postback>(json)));
        return 0;
      }
      case 'resend': {
        const json = await call(io, 'POST', `/sandbox/api/postbacks/${eventId()}/resend`);
        print(json, () => [
          `Queued ${clean(dataOf<Postback>(json).event_id)} for delivery now; \`npm run postbacks -- show ${clean(dataOf<Postback>(json).event_id)}\` shows the attempt.`,
        ]);
        return 0;
      }
      case 'test': {
        const body = { type: values.type ?? 'TRANSACTION', ...(values.url && { url: values.url }) };
        const json = await call(io, 'POST', '/sandbox/api/postbacks/test', body);
        const result = dataOf<Attempt & { event_id: string; url: string }>(json);
        print(json, () => [
          `Sample ${clean(body.type)} postback ${clean(result.event_id)} to ${clean(result.url)}: ${clean(result.outcome)}`,
          `  HTTP ${result.http_status ?? '---'}  ${result.duration_ms} ms${result.error ? `  ${clean(result.error)}` : ''}${result.response_excerpt ? `  "${clean(result.response_excerpt)}"` : ''}`,
        ]);
        return result.outcome === 'delivered' ? 0 : 1;
      }
      default:
        return undefined;
    }
  });
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      limit: { type: 'string' },
      status: { type: 'string' },
      type: { type: 'string' },
      url: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
