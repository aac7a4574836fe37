import Box from '@mui/material/Box';
import { COOKING_TIME_MAX_MINUTES, type TVenue } from '@orderdesk/contracts';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../api/options/area-options';
import { useVenueGroupOptions } from '../../api/options/venue-group-options';
import {
  FormNumberField,
  FormSection,
  FormSelectField,
  FormTextField,
  type SelectOption,
} from '../../components/form';
import type { VENUE_INFO_FIELDS } from './venue-form';
import { TIME_ZONE_OPTIONS, type VenueFormValues } from './venue-form';

/** The one option a read-only form shows: the venue's own value, by the name the venue carries. */
function ownOption(id: number | null | undefined, name: string | null | undefined): SelectOption[] {
  return id === null || id === undefined ? [] : [{ id, label: name ?? `#${id}` }];
}

/**
 * Name, area and group. Editors choose among the areas they reach and the groups of the chosen
 * area; a read-only form shows the venue's own area and group by name, since managers may not list
 * either.
 */
export function VenuePlaceSection({ venue, readOnly }: { venue: TVenue | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, watch } = useFormContext<VenueFormValues>();
  const areaId = useWatch({ control, name: 'areaId' });
  const areas = useAreaOptions({ enabled: !readOnly });
  const groups = useVenueGroupOptions(areaId, { enabled: !readOnly });

  // A group lies in one area: choosing another area leaves the venue without a group.
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (name === 'areaId' && type === 'change') setValue('venueGroupId', null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const areaOptions = useMemo(
    () =>
      readOnly
        ? ownOption(venue?.areaId, venue?.areaName)
        : (areas.data ?? []).map((a) => ({ id: a.id, label: a.name })),
    [readOnly, venue, areas.data],
  );
  const groupOptions = useMemo(
    () =>
      readOnly
        ? ownOption(venue?.venueGroupId, venue?.venueGroupName)
        : (groups.data ?? []).map((g) => ({ id: g.id, label: g.name })),
    [readOnly, venue, groups.data],
  );

  return (
    <FormSection title={t('venues.form.place')} description={t('venues.form.placeText')}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField<VenueFormValues>
          name="name"
          label={t('venues.fields.name')}
          required={!readOnly}
          disabled={readOnly}
        />
      </Box>
      <FormSelectField<VenueFormValues>
        name="areaId"
        label={t('venues.fields.area')}
        options={areaOptions}
        required={!readOnly}
        disabled={readOnly}
      />
      <FormSelectField<VenueFormValues>
        name="venueGroupId"
        label={t('venues.fields.group')}
        options={groupOptions}
        emptyLabel={t('venues.fields.noGroup')}
        disabled={readOnly || areaId === null}
        hint={readOnly ? undefined : t('venues.form.groupHint')}
      />
    </FormSection>
  );
}

/** Time zone and cooking times: how the venue's orders are timed. */
export function VenueOrdersSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const minutes = t('venues.fields.minutes');
  return (
    <FormSection title={t('venues.form.orders')} description={t('venues.form.ordersText')}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormSelectField<VenueFormValues>
          name="timeZoneId"
          label={t('venues.fields.timeZone')}
          options={TIME_ZONE_OPTIONS}
          required={!readOnly}
          disabled={readOnly}
        />
      </Box>
      <FormNumberField<VenueFormValues>
        name="maxCookingTimeInMinutes"
        label={t('venues.fields.maxCookingTime')}
        min={1}
        max={COOKING_TIME_MAX_MINUTES}
        unit={minutes}
        required={!readOnly}
        disabled={readOnly}
        hint={readOnly ? undefined : t('venues.form.maxHint', { max: COOKING_TIME_MAX_MINUTES })}
      />
      <FormNumberField<VenueFormValues>
        name="defaultCookingTimeInMinutes"
        label={t('venues.fields.defaultCookingTime')}
        min={1}
        max={COOKING_TIME_MAX_MINUTES}
        unit={minutes}
        required={!readOnly}
        disabled={readOnly}
        hint={readOnly ? undefined : t('venues.form.defaultHint')}
      />
    </FormSection>
  );
}

const INFO_TEXTS: Record<(typeof VENUE_INFO_FIELDS)[number], string> = {
  companyName: 'venues.info.companyName',
  companyCode: 'venues.info.companyCode',
  vatCode: 'venues.info.vatCode',
  address: 'venues.info.address',
  phone: 'venues.info.phone',
  email: 'venues.info.email',
};

/** Company and contact details: who runs the restaurant and how to reach it (docs/product.md §3's `info`). */
export function VenueInfoSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const field = (name: (typeof VENUE_INFO_FIELDS)[number], wide = false) => (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <FormTextField<VenueFormValues>
        name={name}
        label={t(INFO_TEXTS[name])}
        disabled={readOnly}
        slotProps={{ htmlInput: { 'data-testid': `info-${name}` } }}
      />
    </Box>
  );
  return (
    <FormSection title={t('venues.info.title')} description={t('venues.info.text')}>
      {field('companyName', true)}
      {field('companyCode')}
      {field('vatCode')}
      {field('address', true)}
      {field('phone')}
      {field('email')}
    </FormSection>
  );
}
