import type { JSX } from 'preact';
import { FailedState, LoadingState } from './parts/LoadingState.tsx';
import type { AppModel } from './shell/app-model.ts';
import { LazyPage } from './shell/LazyPage.tsx';
import { loadSignInPage } from './shell/page-registry.ts';
import { Shell } from './shell/Shell.tsx';

/** The session decides: the sign-in page, or the shell (the local shortcut skips sign-in). */
export function App({ app }: { app: AppModel }): JSX.Element {
  const session = app.session.value;
  if (session.state === 'loading')
    return (
      <main class="bo-main bo-alone">
        <LoadingState />
      </main>
    );
  if (session.state === 'failed')
    return (
      <main class="bo-main bo-alone">
        <FailedState message={session.message} retry={() => void app.start()} />
      </main>
    );
  if (!app.signedIn.value) return <LazyPage load={loadSignInPage} props={{ app }} />;
  return <Shell app={app} />;
}
