import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import type { AuditEntry } from '../../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { FailedState, LoadingState } from '../../parts/LoadingState.tsx';
import { shownTime } from '../../parts/times.ts';
import type { PageProps } from '../../shell/page-registry.ts';
import { createAuditModel } from './audit-model.ts';

const TEXT = MESSAGES.audit;

/** A value as the audit log keeps it, in one line: secrets arrive as "changed" already. */
const shownValue = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function AuditPage({ app, merchantId }: PageProps): JSX.Element {
  const model = useMemo(() => createAuditModel(app, merchantId ?? ''), [app, merchantId]);
  useEffect(() => {
    void model.load();
  }, [model]);
  const log = model.log.value;
  if (log.state === 'loading') return <LoadingState />;
  if (log.state === 'failed')
    return <FailedState message={log.message} retry={() => void model.load()} />;
  const { entries, nextBefore } = log.value;
  return (
    <>
      <p>{TEXT.intro}</p>
      {entries.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ol class="bo-cards" aria-label={MESSAGES.pages.audit}>
          {entries.map((entry) => (
            <AuditItem key={entry.audit_id} entry={entry} />
          ))}
        </ol>
      )}
      <p role="status" class="bo-hint">
        {model.loadingMore.value ? MESSAGES.loading : ''}
      </p>
      {model.moreError.value ? (
        <p role="alert" class="bo-notice bo-notice-error">
          {model.moreError.value}
        </p>
      ) : null}
      {nextBefore !== null ? (
        <button
          type="button"
          class="bo-button"
          aria-disabled={model.loadingMore.value ? 'true' : undefined}
          onClick={() => void model.loadMore()}
        >
          {TEXT.older}
        </button>
      ) : entries.length > 0 ? (
        <p class="bo-hint">{TEXT.end}</p>
      ) : null}
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }): JSX.Element {
  const changes = Object.entries(entry.changes);
  return (
    <li class="bo-card">
      <h2 class="bo-card-title">{entry.action}</h2>
      <dl class="bo-facts">
        <dt>{TEXT.when}</dt>
        <dd>
          <time dateTime={entry.at}>{shownTime(entry.at)}</time>
        </dd>
        <dt>{TEXT.who}</dt>
        <dd>
          {TEXT.actor[entry.actor.kind]}: {entry.actor.name}
        </dd>
        {entry.target ? (
          <>
            <dt>{TEXT.target}</dt>
            <dd>{entry.target}</dd>
          </>
        ) : null}
        {changes.length > 0 ? (
          <>
            <dt>{TEXT.changes}</dt>
            <dd>
              <ul class="bo-changes">
                {changes.map(([field, change]) => (
                  <li key={field}>
                    {TEXT.change(field, shownValue(change.from), shownValue(change.to))}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
