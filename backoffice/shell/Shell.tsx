import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { MESSAGES } from '../messages/backoffice-messages.ts';
import { FailedState, LoadingState } from '../parts/LoadingState.tsx';
import type { AppModel } from './app-model.ts';
import { LazyPage } from './LazyPage.tsx';
import { MerchantSwitcher } from './MerchantSwitcher.tsx';
import { PAGES, type PageEntry, pagesFor } from './page-registry.ts';
import { addressOf } from './routes.ts';

// The signed-in frame around every page: who is signed in, the merchant switcher, the navigation,
// and the page itself under its heading. Moving to another page moves focus to its heading, as a
// page load would, so a screen reader starts reading the new page.

export function Shell({ app }: { app: AppModel }): JSX.Element {
  const route = app.route.value;
  const page = PAGES.find((entry) => entry.id === route.page) ?? (PAGES[0] as PageEntry);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    document.title = `${page.label} – ${MESSAGES.appName}`;
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [page]);
  return (
    <div class="bo-app">
      <a class="bo-skip" href="#bo-main">
        {MESSAGES.shell.skipToContent}
      </a>
      <header class="bo-header">
        <p class="bo-brand">{MESSAGES.appName}</p>
        <MerchantSwitcher app={app} />
        <SignedInAs app={app} />
      </header>
      <nav class="bo-nav" aria-label={MESSAGES.shell.navigation}>
        <ul>
          {pagesFor(app.isAdmin.value).map((entry) => (
            <li key={entry.id}>
              <a
                href={addressOf({ page: entry.id, merchantId: route.merchantId })}
                aria-current={entry.id === page.id ? 'page' : undefined}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  app.go(entry.id);
                }}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="bo-main" class="bo-main">
        <h1 ref={heading} tabIndex={-1}>
          {page.label}
        </h1>
        <PageBody app={app} page={page} />
      </main>
    </div>
  );
}

function PageBody({ app, page }: { app: AppModel; page: PageEntry }): JSX.Element {
  if (page.adminOnly && !app.isAdmin.value) return <p>{MESSAGES.operators.adminOnly}</p>;
  const merchantId = app.merchantId.value;
  if (page.forMerchant && merchantId === null) {
    const merchants = app.merchants.value;
    if (merchants.state === 'loading') return <LoadingState />;
    if (merchants.state === 'failed')
      return <FailedState message={merchants.message} retry={() => void app.start()} />;
    return <p>{MESSAGES.shell.noMerchants}</p>;
  }
  // Keyed by page and merchant: another merchant is another page, with a model of its own.
  return (
    <LazyPage key={`${page.id} ${merchantId ?? ''}`} load={page.load} props={{ app, merchantId }} />
  );
}

function SignedInAs({ app }: { app: AppModel }): JSX.Element {
  const operator = app.operator.value;
  // Signing out of the shortcut would only sign in again: the server lets this machine in.
  if (!operator || app.localShortcut.value)
    return <p class="bo-who">{MESSAGES.shell.localShortcut}</p>;
  return (
    <div class="bo-who">
      <p>{MESSAGES.shell.signedInAs(operator.login, operator.role)}</p>
      <button type="button" class="bo-button" onClick={() => void app.signOut()}>
        {MESSAGES.shell.signOut}
      </button>
    </div>
  );
}
