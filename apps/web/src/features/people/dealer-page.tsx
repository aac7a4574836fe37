import {
  APP_ROUTES,
  ZCreateDealerRequest,
  ZUpdateDealerRequest,
  type TCreateDealerRequest,
  type TDealer,
} from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAreaOptions } from '../../api/options/area-options';
import { FormMultiSelectField, FormSection } from '../../components/form';
import { useCreateDealer, useDealer, useDeleteDealer, useUpdateDealer } from './api/dealers';
import { PersonEditor } from './person-editor';
import {
  parseEntityId,
  personFormValues,
  personName,
  ZKeepOrNewPassword,
  type PersonFormValues,
} from './person-form';
import { DEALER_KEYS, editorStatus, usePersonEditorTexts } from './person-texts';

type DealerFormValues = PersonFormValues & { areaIds: number[] };

const ZEditDealerForm = ZUpdateDealerRequest.omit({ id: true }).extend({ password: ZKeepOrNewPassword });

const formValues = (dealer?: TDealer): DealerFormValues => ({
  ...personFormValues(dealer),
  areaIds: dealer?.areaIds ?? [],
});

/** The areas a dealer serves: they reach the venues and venue groups that lie in them. */
function AreasSection() {
  const { t } = useTranslation();
  const areas = useAreaOptions();
  const options = useMemo(() => (areas.data ?? []).map((a) => ({ id: a.id, label: a.name })), [areas.data]);
  return (
    <FormSection title={t('people.form.areas')} description={t('people.form.areasText')}>
      <div style={{ gridColumn: '1 / -1' }}>
        <FormMultiSelectField<DealerFormValues>
          name="areaIds"
          label={t('people.fields.areas')}
          options={options}
          loading={areas.isPending}
          required
        />
      </div>
    </FormSection>
  );
}

/** `/dealer/{id}` and `/dealer/new`. */
export function DealerPage() {
  const { isNew, id } = parseEntityId(useParams().id);
  const dealer = useDealer(id);
  const create = useCreateDealer();
  const update = useUpdateDealer();
  const remove = useDeleteDealer();
  const values = useMemo(() => formValues(dealer.data), [dealer.data]);
  const texts = usePersonEditorTexts(DEALER_KEYS, isNew, dealer.data ? personName(dealer.data) : '');
  return (
    <PersonEditor
      texts={texts}
      isNew={isNew}
      status={editorStatus(isNew, id, dealer)}
      values={values}
      schema={isNew ? ZCreateDealerRequest : ZEditDealerForm}
      extraFields={['areaIds']}
      extra={<AreasSection />}
      listPath={APP_ROUTES.dealers}
      save={(body) =>
        isNew
          ? create.mutateAsync(body as TCreateDealerRequest)
          : update.mutateAsync({ ...body, id: id ?? 0 })
      }
      remove={id === null ? undefined : () => remove.mutateAsync(id)}
      testId="dealer-form"
    />
  );
}
