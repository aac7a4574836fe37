import {
  APP_ROUTES,
  ZCreateVenueStaffRequest,
  ZUpdateVenueStaffRequest,
  type TCreateVenueStaffRequest,
  type TVenueStaffMember,
} from '@orderdesk/contracts';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useVenueOptions } from '../../api/options/venue-options';
import { FormSection, FormSelectField } from '../../components/form';
import { useSession } from '../auth';
import { PersonEditor } from './person-editor';
import {
  parseEntityId,
  personFormValues,
  personName,
  ZKeepOrNewPassword,
  type PersonFormValues,
} from './person-form';
import { editorStatus, usePersonEditorTexts } from './person-texts';
import type { StaffKind } from './staff-kinds';

type StaffFormValues = PersonFormValues & { venueId: number | null };

const ZEditStaffForm = ZUpdateVenueStaffRequest.omit({ id: true }).extend({ password: ZKeepOrNewPassword });

function VenueSection({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation();
  const venues = useVenueOptions();
  const options = useMemo(() => (venues.data ?? []).map((v) => ({ id: v.id, label: v.name })), [venues.data]);
  return (
    <FormSection
      title={t('people.form.venue')}
      description={
        kind.name === 'manager' ? t('people.form.managerVenueText') : t('people.form.operatorVenueText')
      }
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormSelectField<StaffFormValues>
          name="venueId"
          label={t('people.fields.venue')}
          options={options}
          required
        />
      </Box>
    </FormSection>
  );
}

/** `/manager/{id}`, `/operator/{id}` and their `/new`: a person bound to one venue. */
export function StaffDetailPage({ kind }: { kind: StaffKind }) {
  const { isNew, id } = parseEntityId(useParams().id);
  const [search] = useSearchParams();
  const { profile } = useSession();
  const person = kind.resource.useDetail(id);
  const create = kind.resource.useCreate();
  const update = kind.resource.useUpdate();
  const remove = kind.resource.useDelete();
  // A new person starts on the venue the list was filtered by, else the user's own venue.
  const startVenue = Number(search.get('venueId')) || profile?.venueId || null;
  const values = useMemo<StaffFormValues>(
    () => ({
      ...personFormValues(person.data),
      venueId: person.data ? (person.data as TVenueStaffMember).venueId : startVenue,
    }),
    [person.data, startVenue],
  );
  const texts = usePersonEditorTexts(kind.keys, isNew, person.data ? personName(person.data) : '');
  return (
    <PersonEditor
      texts={texts}
      isNew={isNew}
      status={editorStatus(isNew, id, person)}
      values={values}
      schema={isNew ? ZCreateVenueStaffRequest : ZEditStaffForm}
      extraFields={['venueId']}
      extra={<VenueSection kind={kind} />}
      listPath={APP_ROUTES[kind.listRoute]}
      save={(body) =>
        isNew
          ? create.mutateAsync(body as TCreateVenueStaffRequest)
          : update.mutateAsync({ ...body, id: id ?? 0 })
      }
      remove={id === null ? undefined : () => remove.mutateAsync(id)}
      testId={`${kind.name}-form`}
    />
  );
}
