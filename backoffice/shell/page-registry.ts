// The back office's pages: the navigation lists them in this order, and each is a chunk of its
// own, fetched the first time it is shown (`import()`), so the app's first load is the shell
// alone (its budget: bench/budgets.ts).
import type { JSX } from 'preact';
import { MESSAGES } from '../messages/backoffice-messages.ts';
import type { AppModel } from './app-model.ts';
import type { PageId } from './routes.ts';

export interface PageProps {
  app: AppModel;
  /** The merchant chosen in the switcher, for the pages about one merchant. */
  merchantId: string | null;
}

export type PageComponent = (props: PageProps) => JSX.Element;

export interface PageEntry {
  id: PageId;
  label: string;
  /** Shown to administrators only. */
  adminOnly: boolean;
  /** About the chosen merchant: waits for one. */
  forMerchant: boolean;
  load(): Promise<PageComponent>;
}

export const PAGES: readonly PageEntry[] = [
  {
    id: 'settings',
    label: MESSAGES.pages.settings,
    adminOnly: false,
    forMerchant: true,
    load: () => import('../pages/settings/SettingsPage.tsx').then((page) => page.SettingsPage),
  },
  {
    id: 'keys',
    label: MESSAGES.pages.keys,
    adminOnly: false,
    forMerchant: true,
    load: () => import('../pages/keys/KeysPage.tsx').then((page) => page.KeysPage),
  },
  {
    id: 'postback-secret',
    label: MESSAGES.pages.postbackSecret,
    adminOnly: false,
    forMerchant: true,
    load: () =>
      import('../pages/postback-secret/PostbackSecretPage.tsx').then(
        (page) => page.PostbackSecretPage,
      ),
  },
  {
    id: 'audit',
    label: MESSAGES.pages.audit,
    adminOnly: false,
    forMerchant: true,
    load: () => import('../pages/audit/AuditPage.tsx').then((page) => page.AuditPage),
  },
  {
    id: 'operators',
    label: MESSAGES.pages.operators,
    adminOnly: true,
    forMerchant: false,
    load: () => import('../pages/operators/OperatorsPage.tsx').then((page) => page.OperatorsPage),
  },
  {
    id: 'password',
    label: MESSAGES.pages.password,
    adminOnly: false,
    forMerchant: false,
    load: () => import('../pages/password/PasswordPage.tsx').then((page) => page.PasswordPage),
  },
];

/** The sign-in page, a chunk of its own too: a signed-in operator never fetches it. */
export const loadSignInPage = (): Promise<(props: { app: AppModel }) => JSX.Element> =>
  import('../pages/sign-in/SignInPage.tsx').then((page) => page.SignInPage);

/** The pages an operator may open. */
export const pagesFor = (isAdmin: boolean): PageEntry[] =>
  PAGES.filter((page) => isAdmin || !page.adminOnly);
