import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_KINDS,
  Role,
  type TLicRequest,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field';
import { toast } from '../../lib/toast';
import { isApiError } from '../../api/api-error';
import { useVenueOptions } from '../../api/options/venue-options';
import { translateMessage } from '../../i18n/translate-message';
import { useSession } from '../auth';
import { useCreateLicRequest, useLicenceSettings, useUpdateLicRequest } from './api/licence-requests';
import { dayOf, endOfDayIso } from './licence-date';
import { DialogFooter } from '../../components/dialog-footer';

type Period = 'default' | 'until' | 'unlimited';

interface Props {
  /** The pending request to change; none for a new one. */
  request?: TLicRequest;
  /** A new request for this venue (from the venue screen). */
  venueId?: number;
  onClose: () => void;
  onSaved?: (request: TLicRequest) => void;
}

/** Ask for a licence, or change a pending request: venue, platforms, period and a comment. */
export function LicenceRequestDialog({ request, venueId: presetVenue, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { role } = useSession();
  const settings = useLicenceSettings();
  const venues = useVenueOptions();
  const create = useCreateLicRequest();
  const update = useUpdateLicRequest();
  const [venueId, setVenueId] = useState<number | null>(request?.venueId ?? presetVenue ?? null);
  const [platforms, setPlatforms] = useState<TPlatformKind[]>(request?.platforms ?? []);
  const [period, setPeriod] = useState<Period>(
    request ? (request.unlimited ? 'unlimited' : 'until') : 'default',
  );
  const [day, setDay] = useState(request && !request.unlimited ? dayOf(request.expiresAt) : '');
  const [comment, setComment] = useState(request?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const saving = create.isPending || update.isPending;
  const mayUnlimited = role === Role.ADMIN || settings.data?.dealersMayRequestUnlimited === true;
  const error = (field: string) => {
    const list = Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];
    return list?.[0] ? translateMessage(t, list[0]) : undefined;
  };

  const toggle = (platform: TPlatformKind) =>
    setPlatforms((current) =>
      current.includes(platform)
        ? current.filter((p) => p !== platform)
        : PLATFORM_KINDS.filter((p) => p === platform || current.includes(p)),
    );

  const submit = async () => {
    const local: Record<string, string[]> = {};
    if (venueId === null) local['venueId'] = [t('licences.form.chooseVenue')];
    if (platforms.length === 0) local['platforms'] = [t('licences.form.choosePlatform')];
    if (period === 'until' && day === '') local['expiresAt'] = [t('licences.form.chooseDate')];
    setErrors(local);
    if (Object.keys(local).length > 0 || venueId === null) return;
    const periodBody = {
      unlimited: period === 'unlimited',
      expiresAt: period === 'until' ? endOfDayIso(day) : null,
    };
    try {
      const saved = request
        ? await update.mutateAsync({
            id: request.id,
            platforms,
            ...periodBody,
            comment: comment.trim() || null,
          })
        : await create.mutateAsync({ venueId, platforms, ...periodBody, comment: comment.trim() || null });
      toast.success(
        saved.status === 'approved'
          ? t('licences.form.autoApproved')
          : request
            ? t('licences.form.saved')
            : t('licences.form.sent'),
      );
      onSaved?.(saved);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 400) setErrors(failure.errors);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="lic-request-dialog"
    >
      <DialogTitle>
        {request ? t('licences.form.editTitle', { id: request.id }) : t('licences.form.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {errors['general'] && <Alert severity="error">{translateMessage(t, errors['general'][0])}</Alert>}
          <TextField
            select
            label={t('licences.fields.venue')}
            value={venueId === null ? '' : String(venueId)}
            onChange={(e) => setVenueId(Number(e.target.value))}
            disabled={request !== undefined || presetVenue !== undefined}
            error={error('venueId') !== undefined}
            helperText={error('venueId')}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'request-venue' } as object } }}
          >
            {(venues.data ?? []).map((v) => (
              <MenuItem key={v.id} value={String(v.id)}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControl error={error('platforms') !== undefined}>
            <FormLabel>{t('licences.fields.platforms')}</FormLabel>
            <FormGroup row>
              {PLATFORM_KINDS.map((p) => (
                <FormControlLabel
                  key={p}
                  control={
                    <Checkbox
                      checked={platforms.includes(p)}
                      onChange={() => toggle(p)}
                      slotProps={{ input: { 'data-testid': `platform-${p}` } as object }}
                    />
                  }
                  label={PLATFORM_DISPLAY_NAMES[p]}
                />
              ))}
            </FormGroup>
            {error('platforms') && <FormHelperText>{error('platforms')}</FormHelperText>}
          </FormControl>
          <FormControl error={error('expiresAt') !== undefined || error('unlimited') !== undefined}>
            <FormLabel>{t('licences.fields.period')}</FormLabel>
            <RadioGroup value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
              <FormControlLabel
                value="default"
                control={<Radio />}
                label={t('licences.form.defaultPeriod', { count: settings.data?.defaultPeriodMonths ?? 12 })}
              />
              <FormControlLabel value="until" control={<Radio />} label={t('licences.form.until')} />
              {(mayUnlimited || period === 'unlimited') && (
                <FormControlLabel value="unlimited" control={<Radio />} label={t('licences.unlimited')} />
              )}
            </RadioGroup>
            {error('unlimited') && <FormHelperText>{error('unlimited')}</FormHelperText>}
          </FormControl>
          {period === 'until' && (
            <DateField
              kind="date"
              label={t('licences.fields.expiresAt')}
              value={day}
              onChange={setDay}
              error={error('expiresAt') !== undefined}
              helperText={error('expiresAt')}
              testId="request-date"
            />
          )}
          <TextField
            label={t('licences.fields.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
            error={error('comment') !== undefined}
            helperText={error('comment')}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'request-comment' } }}
          />
        </Stack>
      </DialogContent>
      <DialogFooter
        confirmLabel={request ? t('forms.save') : t('licences.form.send')}
        onConfirm={() => void submit()}
        onCancel={onClose}
        pending={saving}
        confirmTestId="request-submit"
      />
    </Dialog>
  );
}
