// The back office's model: who is signed in (GET session), the merchants they may see, the page
// and merchant in the address. Pages get it for the client, the clock and the chosen merchant;
// the browser's history, clipboard and clock are injected (main.tsx), so tests give their own.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type {
  MerchantSummary,
  Operator,
  SessionAnswer,
} from '../../common/contract/backoffice-api.ts';
import type { BackofficeClient } from '../api/backoffice-client.ts';
import { LOADING, type Loadable, loadInto } from '../parts/loadable.ts';
import { addressOf, type PageId, type Route, routeOf } from './routes.ts';

export interface AppDeps {
  client: BackofficeClient;
  /** The address the page was opened at. */
  location: { pathname: string; search: string };
  /** Puts an address in the browser's bar and history (history.pushState). */
  pushAddress(address: string): void;
  now(): Date;
  writeClipboard(text: string): Promise<void>;
}

export interface AppModel {
  client: BackofficeClient;
  now(): Date;
  writeClipboard(text: string): Promise<void>;
  session: ReadonlySignal<Loadable<SessionAnswer>>;
  /** Someone is signed in, or the server lets the local developer in (no sign-in page). */
  signedIn: ReadonlySignal<boolean>;
  operator: ReadonlySignal<Operator | null>;
  /** Admins see every merchant and create operators; the local shortcut acts as one. */
  isAdmin: ReadonlySignal<boolean>;
  /** The server lets this machine in without a password. */
  localShortcut: ReadonlySignal<boolean>;
  merchants: ReadonlySignal<Loadable<MerchantSummary[]>>;
  route: ReadonlySignal<Route>;
  /** The merchant the pages show: the one in the address, else the first listed. */
  merchantId: ReadonlySignal<string | null>;
  /** Reads the session, then the merchants when someone is in. */
  start(): Promise<void>;
  signOut(): Promise<void>;
  go(page: PageId): void;
  chooseMerchant(merchantId: string): void;
  /** The browser moved through its history (popstate). */
  followAddress(location: { pathname: string; search: string }): void;
}

export function createAppModel(deps: AppDeps): AppModel {
  const { client } = deps;
  const session = signal<Loadable<SessionAnswer>>(LOADING);
  const merchants = signal<Loadable<MerchantSummary[]>>(LOADING);
  const route = signal<Route>(routeOf(deps.location.pathname, deps.location.search));

  const answer = computed(() => (session.value.state === 'ready' ? session.value.value : null));
  const operator = computed(() => answer.value?.operator ?? null);
  const signedIn = computed(
    () => answer.value !== null && (answer.value.operator !== null || answer.value.local_shortcut),
  );
  const localShortcut = computed(() => answer.value?.local_shortcut ?? false);
  const isAdmin = computed(() =>
    operator.value ? operator.value.role === 'ADMIN' : localShortcut.value,
  );
  const merchantId = computed(() => {
    const list = merchants.value.state === 'ready' ? merchants.value.value : [];
    const chosen = route.value.merchantId;
    if (chosen !== null && list.some((merchant) => merchant.merchant_id === chosen)) return chosen;
    return list[0]?.merchant_id ?? null;
  });

  const navigate = (next: Route): void => {
    if (addressOf(next) === addressOf(route.value)) return;
    route.value = next;
    deps.pushAddress(addressOf(next));
  };

  return {
    client,
    now: deps.now,
    writeClipboard: deps.writeClipboard,
    session,
    signedIn,
    operator,
    isAdmin,
    localShortcut,
    merchants,
    route,
    merchantId,
    async start() {
      await loadInto(
        session,
        () => client.getSession(),
        (value) => value,
      );
      if (signedIn.value)
        await loadInto(
          merchants,
          () => client.listMerchants(),
          (value) => value.merchants,
        );
    },
    async signOut() {
      const done = await client.signOut();
      if (done.ok) {
        merchants.value = LOADING;
        await loadInto(
          session,
          () => client.getSession(),
          (value) => value,
        );
      }
    },
    go: (page) => navigate({ ...route.value, page }),
    chooseMerchant: (chosen) => navigate({ ...route.value, merchantId: chosen }),
    followAddress(location) {
      route.value = routeOf(location.pathname, location.search);
    },
  };
}
