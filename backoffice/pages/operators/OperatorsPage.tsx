import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { OPERATOR_ROLES, type OperatorRole } from '../../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { boundTo, SelectField, TextField } from '../../parts/fields.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import { ShownOnce } from '../../parts/ShownOnce.tsx';
import type { PageProps } from '../../shell/page-registry.ts';
import { createOperatorsModel } from './operators-model.ts';

const TEXT = MESSAGES.operators;

export function OperatorsPage({ app }: PageProps): JSX.Element {
  const model = useMemo(() => createOperatorsModel(app), [app]);
  const { fields } = model.creation.errors.value;
  const merchants = app.merchants.value.state === 'ready' ? app.merchants.value.value : [];
  const created = model.created.value;
  return (
    <>
      <p>{TEXT.intro}</p>
      <PageForm submission={model.creation} onSubmit={() => void model.create()}>
        <TextField
          id="login"
          label={TEXT.login}
          {...boundTo(model.login)}
          autoComplete="off"
          spellcheck={false}
          error={fields.login}
        />
        <SelectField<OperatorRole>
          id="role"
          label={TEXT.role}
          value={model.role.value}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: TEXT.roles[role] }))}
          onChange={(role) => {
            model.role.value = role;
          }}
          error={fields.role}
        />
        {model.role.value === 'MERCHANT' ? (
          <SelectField
            id="merchant_id"
            label={TEXT.merchant}
            value={model.merchantId.value}
            options={merchants.map((merchant) => ({
              value: merchant.merchant_id,
              label: merchant.name,
            }))}
            onChange={(merchantId) => model.chooseMerchant(merchantId)}
            error={fields.merchant_id}
          />
        ) : null}
        <SubmitButton submission={model.creation} label={TEXT.create} />
      </PageForm>
      {created ? (
        <ShownOnce
          id="new-password"
          label={TEXT.created(created.operator.login)}
          value={created.password}
          writeClipboard={app.writeClipboard}
        />
      ) : null}
    </>
  );
}
