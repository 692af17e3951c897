// The postback secret's rotation: a new secret, shown once, and when the previous one retires.
// The overlap is asked in hours, sent in seconds.
import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { RotatePostbackSecretAnswer } from '../../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { createSubmission, type Submission } from '../../parts/submission.ts';
import type { AppModel } from '../../shell/app-model.ts';

/** The server's default overlap, 86,400 s. */
export const DEFAULT_OVERLAP_HOURS = '24';

export interface PostbackSecretModel {
  overlapHours: Signal<string>;
  rotation: Submission;
  rotated: ReadonlySignal<RotatePostbackSecretAnswer | null>;
  rotate(): Promise<void>;
}

export function createPostbackSecretModel(app: AppModel, merchantId: string): PostbackSecretModel {
  const overlapHours = signal(DEFAULT_OVERLAP_HOURS);
  const rotated = signal<RotatePostbackSecretAnswer | null>(null);
  const rotation = createSubmission(['overlap_seconds']);
  return {
    overlapHours,
    rotation,
    rotated,
    async rotate() {
      const hours = overlapHours.value.trim();
      if (!/^\d+$/.test(hours)) {
        rotation.refuse({
          fields: { overlap_seconds: MESSAGES.postbackSecret.overlapNotNumber },
          general: [],
        });
        return;
      }
      const done = await rotation.run(() =>
        app.client.rotatePostbackSecret(merchantId, { overlap_seconds: Number(hours) * 3600 }),
      );
      if (done) rotated.value = done.value;
    },
  };
}
