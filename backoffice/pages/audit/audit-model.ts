// The audit log's model: the merchant's entries, newest first, a page at a time; "Older entries"
// adds the next page under the ones shown.
import { type ReadonlySignal, signal } from '@preact/signals';
import type { AuditEntry } from '../../../common/contract/backoffice-api.ts';
import type { AuditQuery } from '../../api/backoffice-client.ts';
import { failureText } from '../../api/field-errors.ts';
import { LOADING, type Loadable } from '../../parts/loadable.ts';
import type { AppModel } from '../../shell/app-model.ts';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditPages {
  entries: AuditEntry[];
  /** Where the next page starts; null when the oldest entry is shown. */
  nextBefore: string | null;
}

export interface AuditModel {
  log: ReadonlySignal<Loadable<AuditPages>>;
  /** A page after the first on its way. */
  loadingMore: ReadonlySignal<boolean>;
  /** Why the last "Older entries" failed; '' otherwise. */
  moreError: ReadonlySignal<string>;
  load(): Promise<void>;
  loadMore(): Promise<void>;
}

export function createAuditModel(app: AppModel, merchantId: string): AuditModel {
  const log = signal<Loadable<AuditPages>>(LOADING);
  const loadingMore = signal(false);
  const moreError = signal('');
  const query = (before?: string) => {
    const asked: AuditQuery = { merchantId, limit: AUDIT_PAGE_SIZE };
    if (before !== undefined) asked.before = before;
    return app.client.listAudit(asked);
  };
  return {
    log,
    loadingMore,
    moreError,
    async load() {
      log.value = LOADING;
      const answer = await query();
      log.value = answer.ok
        ? {
            state: 'ready',
            value: { entries: answer.value.entries, nextBefore: answer.value.next_before },
          }
        : { state: 'failed', message: failureText(answer) };
    },
    async loadMore() {
      const shown = log.value;
      if (shown.state !== 'ready' || shown.value.nextBefore === null || loadingMore.value) return;
      loadingMore.value = true;
      moreError.value = '';
      try {
        const answer = await query(shown.value.nextBefore);
        if (!answer.ok) {
          moreError.value = failureText(answer);
          return;
        }
        log.value = {
          state: 'ready',
          value: {
            entries: [...shown.value.entries, ...answer.value.entries],
            nextBefore: answer.value.next_before,
          },
        };
      } finally {
        loadingMore.value = false;
      }
    },
  };
}
