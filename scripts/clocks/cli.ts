import { parseArgs } from 'node:util';
import { CliError, type CliIo, call, clean, dataOf, runCommand } from '../sandbox-cli/client.ts';

// `npm run clocks -- <command>`: the sandbox clocks from a terminal, beside `npm run postbacks`.
// It talks to the running server's /sandbox/api/clocks and /sandbox/api/subscriptions with the
// merchant's X-Api-Key (scripts/sandbox-cli/client.ts). docs/subscriptions.md tells the clocks.

const HELP = `Usage: npm run clocks -- <command> [options]

Commands:
  create [--time TIME] [--name NAME]
                         a new clock, at TIME (RFC 3339; default: the server's time)
  list                   your clocks, newest first
  show <clock_id>        a clock, its time and what lives on it
  attach <clock_id> --subscription <subscription_id>
  attach <clock_id> --customer <merchant_customer_id>
                         put a subscription, or a customer and its subscriptions, on the clock
  advance <clock_id> --to TIME | --by DURATION
                         move the clock (DURATION: 30d, 12h, 45m, 90s; 365d for a year), running
                         every rebill, retry, trial end and end of a period due on the way
  rebill-now <subscription_id>
                         charge its next rebill (or retry) now, on its own time
  force <subscription_id> <code>
                         its next rebill (or retry) answers this response code, once

Options:
  --json                 print the server's JSON answer instead of text
  --help                 this text

Environment:
  KASSA_URL              the server (default http://127.0.0.1:8080)
  KASSA_API_KEY          the merchant's API key (default: the sandbox-api-key file in
                         DATA_DIR, or ./.data, when the server generated one)
`;

interface Clock {
  clock_id: string;
  name?: string;
  time: string;
  created_at: string;
  advancing: boolean;
  customers: string[];
  subscription_ids: string[];
}

/** A subscription's event, or a `dispute` a dispute test card planned (docs/disputes.md). */
export interface ClockEvent {
  type: string;
  at: string;
  subscription_id?: string;
  subscription_status?: string;
  transaction_id?: string;
  transaction_type?: string;
  original_transaction_id?: string;
  transaction_status?: string;
  response_code?: number;
  skipped?: string;
}

const UNIT_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 };

/** `time` moved on by `duration` ("30d"), as an RFC 3339 instant. */
export function timeAfter(time: string, duration: string): string {
  const match = /^(\d{1,6})([dhms])$/.exec(duration.trim());
  if (!match) {
    throw new CliError(
      `--by takes a whole number of d, h, m or s (30d, 12h), got "${clean(duration)}"`,
      2,
    );
  }
  return new Date(
    Date.parse(time) + Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? 0),
  ).toISOString();
}

function describeClock(clock: Clock): string[] {
  const name = clock.name ? `  "${clean(clock.name)}"` : '';
  return [
    `${clean(clock.clock_id)}${name}  at ${clean(clock.time)}${clock.advancing ? '  (advancing)' : ''}`,
    `  customers: ${clock.customers.length > 0 ? clock.customers.map(clean).join(', ') : 'none'}`,
    `  subscriptions: ${clock.subscription_ids.length > 0 ? clock.subscription_ids.map(clean).join(', ') : 'none'}`,
  ];
}

export function describeEvent(event: ClockEvent): string {
  const charge = event.transaction_id
    ? `  ${clean(event.transaction_id)} ${clean(event.transaction_status)} ${event.response_code}`
    : '';
  if (event.type === 'dispute') {
    const what = `${clean(event.transaction_type)} of ${clean(event.original_transaction_id)}`;
    const skipped = event.skipped === undefined ? '' : `  skipped: ${clean(event.skipped)}`;
    return `  ${clean(event.at)}  ${'dispute'.padEnd(9)}  ${what}${charge}${skipped}`;
  }
  return `  ${clean(event.at)}  ${clean(event.type).padEnd(9)}  ${clean(event.subscription_id)}  ${clean(event.subscription_status)}${charge}`;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      time: { type: 'string' },
      name: { type: 'string' },
      subscription: { type: 'string' },
      customer: { type: 'string' },
      to: { type: 'string' },
      by: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

export function runCli(argv: string[], io: CliIo): Promise<number> {
  return runCommand(argv, io, HELP, parse, async ({ name, args, values, print }) => {
    const ids = (count: number, usage: string): string[] => {
      if (args.length !== count) throw new CliError(`Usage: npm run clocks -- ${name} ${usage}`, 2);
      return args.map(encodeURIComponent);
    };
    switch (name) {
      case 'create': {
        ids(0, '[--time TIME] [--name NAME]');
        const body = {
          ...(values.time && { time: values.time }),
          ...(values.name && { name: values.name }),
        };
        const json = await call(io, 'POST', '/sandbox/api/clocks', body);
        print(json, () => describeClock(dataOf<Clock>(json)));
        return 0;
      }
      case 'list': {
        ids(0, '');
        const json = await call(io, 'GET', '/sandbox/api/clocks');
        const clocks = dataOf<Clock[]>(json);
        print(json, () =>
          clocks.length === 0 ? ['No clocks yet.'] : clocks.flatMap(describeClock),
        );
        return 0;
      }
      case 'show': {
        const [clockId] = ids(1, '<clock_id>');
        const json = await call(io, 'GET', `/sandbox/api/clocks/${clockId}`);
        print(json, () => describeClock(dataOf<Clock>(json)));
        return 0;
      }
      case 'attach': {
        const [clockId] = ids(
          1,
          '<clock_id> --subscription <id> | --customer <merchant_customer_id>',
        );
        if ((values.subscription === undefined) === (values.customer === undefined)) {
          throw new CliError('attach takes --subscription or --customer, one of the two', 2);
        }
        const body =
          values.subscription !== undefined
            ? { subscription_id: values.subscription }
            : { merchant_customer_id: values.customer };
        const json = await call(io, 'POST', `/sandbox/api/clocks/${clockId}/attach`, body);
        print(json, () => describeClock(dataOf<Clock>(json)));
        return 0;
      }
      case 'advance': {
        const [clockId] = ids(1, '<clock_id> --to TIME | --by DURATION');
        if ((values.to === undefined) === (values.by === undefined)) {
          throw new CliError('advance takes --to or --by, one of the two', 2);
        }
        let to = values.to ?? '';
        if (values.by !== undefined) {
          const clock = dataOf<Clock>(await call(io, 'GET', `/sandbox/api/clocks/${clockId}`));
          to = timeAfter(clock.time, values.by);
        }
        const json = await call(io, 'POST', `/sandbox/api/clocks/${clockId}/advance`, { to });
        const { clock, events } = dataOf<{ clock: Clock; events: ClockEvent[] }>(json);
        print(json, () => [
          `${clean(clock.clock_id)} advanced to ${clean(clock.time)}: ${events.length} event${events.length === 1 ? '' : 's'}`,
          ...events.map(describeEvent),
        ]);
        return 0;
      }
      case 'rebill-now': {
        const [subscriptionId] = ids(1, '<subscription_id>');
        const json = await call(
          io,
          'POST',
          `/sandbox/api/subscriptions/${subscriptionId}/rebill-now`,
        );
        const { event } = dataOf<{ event: ClockEvent }>(json);
        print(json, () => [describeEvent(event).trim()]);
        return 0;
      }
      case 'force': {
        const [subscriptionId, code] = ids(2, '<subscription_id> <code>');
        if (!/^\d{4}$/.test(code ?? ''))
          throw new CliError('the code is a response code: 2004, 2302', 2);
        const json = await call(
          io,
          'POST',
          `/sandbox/api/subscriptions/${subscriptionId}/next-rebill`,
          {
            code: Number(code),
          },
        );
        print(json, () => [
          `The next rebill of ${clean(subscriptionId)} answers ${clean(code)}, once.`,
        ]);
        return 0;
      }
      default:
        return undefined;
    }
  });
}
