import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { MESSAGES } from '../messages/backoffice-messages.ts';
import { LoadingState } from '../parts/LoadingState.tsx';

// Shows a page whose code is a chunk of its own: a loading state while it is fetched, and, should
// the fetch fail (a deploy replaced the chunk, the connection dropped), a message and a reload:
// a browser keeps a module that failed to load as failed, so only a new page fetches it again,
// and the address brings the operator back to this page. A chunk once loaded is kept, so coming
// back to a page shows it at once.

const loaded = new Map<() => Promise<unknown>, unknown>();

export function LazyPage<Props extends object>({
  load,
  props,
}: {
  load: () => Promise<ComponentType<Props>>;
  props: Props;
}): JSX.Element {
  const [component, setComponent] = useState(
    () => loaded.get(load) as ComponentType<Props> | undefined,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const known = loaded.get(load) as ComponentType<Props> | undefined;
    if (known) {
      setComponent(() => known);
      return;
    }
    let current = true;
    load().then(
      (found) => {
        loaded.set(load, found);
        if (current) setComponent(() => found);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (failed) {
    return (
      <div role="alert" class="bo-notice bo-notice-error">
        <p>{MESSAGES.pageNotLoaded}</p>
        <button type="button" class="bo-button" onClick={() => window.location.reload()}>
          {MESSAGES.reload}
        </button>
      </div>
    );
  }
  if (!component) return <LoadingState />;
  const Page = component;
  return <Page {...props} />;
}
