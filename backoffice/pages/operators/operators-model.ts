// Creating an operator (administrators only): a login, a role and, for a merchant user, its
// merchant. The server makes the password and shows it once, in its answer.
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type {
  CreateOperatorAnswer,
  OperatorRole,
} from '../../../common/contract/backoffice-api.ts';
import { createSubmission, type Submission } from '../../parts/submission.ts';
import type { AppModel } from '../../shell/app-model.ts';

export interface OperatorsModel {
  login: Signal<string>;
  role: Signal<OperatorRole>;
  /** For a MERCHANT operator; the merchant chosen in the switcher until another is chosen here. */
  merchantId: ReadonlySignal<string>;
  chooseMerchant(merchantId: string): void;
  creation: Submission;
  created: ReadonlySignal<CreateOperatorAnswer | null>;
  create(): Promise<void>;
}

export function createOperatorsModel(app: AppModel): OperatorsModel {
  const login = signal('');
  const role = signal<OperatorRole>('MERCHANT');
  const chosen = signal<string | null>(null);
  const merchantId = computed(() => chosen.value ?? app.merchantId.value ?? '');
  const created = signal<CreateOperatorAnswer | null>(null);
  const creation = createSubmission(['login', 'role', 'merchant_id']);
  return {
    login,
    role,
    merchantId,
    chooseMerchant(next) {
      chosen.value = next;
    },
    creation,
    created,
    async create() {
      const request = {
        login: login.value.trim(),
        role: role.value,
        merchant_id: role.value === 'MERCHANT' ? merchantId.value || null : null,
      };
      const done = await creation.run(() => app.client.createOperator(request));
      if (!done) return;
      created.value = done.value;
      login.value = '';
    },
  };
}
