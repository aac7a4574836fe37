import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ScheduleTimeFormatError,
  TimeFormat,
  timeZoneById,
  venueZoneName,
  WEEK_DAYS,
  type TVenue,
  type TWeekDay,
} from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../api/api-error';
import { showErrorLines, errorLines } from '../../../api/error-toasts';
import { FormSection } from '../../../components/form';
import { useGeneralSettings } from '../../../hooks/use-general-settings';
import { useSaveSchedule } from '../api/venue-status';
import { defaultRows, scheduleRequest, scheduleRows, type ScheduleRow } from './schedule-form';

/** The section's width from which a period's opening and closing share one line. */
const ONE_LINE_MIN_WIDTH = 640;
const TIME_FIELDS = ['opening_time', 'closing_time'] as const;
const DAY_FIELDS = ['opening_day', 'closing_day'] as const;
const DAY_TEXTS: Record<TWeekDay, string> = {
  MONDAY: 'venues.schedule.days.MONDAY',
  TUESDAY: 'venues.schedule.days.TUESDAY',
  WEDNESDAY: 'venues.schedule.days.WEDNESDAY',
  THURSDAY: 'venues.schedule.days.THURSDAY',
  FRIDAY: 'venues.schedule.days.FRIDAY',
  SATURDAY: 'venues.schedule.days.SATURDAY',
  SUNDAY: 'venues.schedule.days.SUNDAY',
};

/**
 * A toast besides the message on each row, so a save that did not happen is noticed even with the
 * row scrolled away: overlaps named as such, other row errors pointing at their rows (numbered from 1).
 */
function rowErrorToasts(byRow: Record<string, string>, t: TFunction): void {
  const rowsOf = (entries: [string, string][]) => entries.map(([index]) => Number(index) + 1).join(', ');
  const entries = Object.entries(byRow);
  const overlaps = entries.filter(([, message]) => message.startsWith('Overlaps'));
  const others = entries.filter(([, message]) => !message.startsWith('Overlaps'));
  if (overlaps.length > 0) toast.error(t('venues.schedule.overlap', { rows: rowsOf(overlaps) }));
  if (others.length > 0) toast.error(t('venues.schedule.rowError', { rows: rowsOf(others) }));
}

/**
 * The venue's opening hours (docs/product.md §3's schedule entries), read on the venue's clock. Times are typed
 * and shown in the user's time format (general settings' `timeFormat`): 12-hour text such as
 * '07:30 pm' is converted to 24-hour before saving (docs/product.md §5). Saved, the schedule is pushed to every
 * enabled connection whose platform takes opening hours.
 */
export function ScheduleSection({ venue, readOnly }: { venue: TVenue; readOnly: boolean }) {
  const { t } = useTranslation();
  const { timeFormat } = useGeneralSettings();
  const save = useSaveSchedule();
  const initial = useMemo(() => scheduleRows(venue.schedule, timeFormat), [venue.schedule, timeFormat]);
  const [edited, setEdited] = useState<ScheduleRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = edited ?? initial;
  const h12 = timeFormat === TimeFormat.H12;
  const zone = timeZoneById(venue.settings.timeZone);

  const change = (index: number, patch: Partial<ScheduleRow>) => {
    setEdited(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors({});
  };

  const submit = async () => {
    let availability;
    try {
      availability = scheduleRequest(rows);
    } catch (error) {
      if (error instanceof ScheduleTimeFormatError) {
        toast.error(t('venues.schedule.formatError'));
        return;
      }
      throw error;
    }
    try {
      await save.mutateAsync({ venueId: venue.id, availability });
      setEdited(null);
      setErrors({});
      toast.success(t('venues.schedule.saved'));
    } catch (error) {
      if (!isApiError(error) || error.notified) return;
      // `availability.2` (the period) and `availability.2.opening_time` land on that row.
      const byRow: Record<string, string> = {};
      const rest: Record<string, string[]> = {};
      for (const [key, messages] of Object.entries(error.errors)) {
        const match = /^availability\.(\d+)/.exec(key);
        if (match && messages[0]) byRow[match[1]!] = messages[0];
        else rest[key] = messages;
      }
      setErrors(byRow);
      rowErrorToasts(byRow, t);
      const lines = errorLines(rest);
      if (lines.length > 0) showErrorLines(lines);
      else if (Object.keys(byRow).length === 0) toast.error(t('errors.saveFailed'));
      error.notified = true;
    }
  };

  const dayLabel = (day: TWeekDay) => t(DAY_TEXTS[day]);

  return (
    <Paper variant="outlined" sx={{ mt: 3 }} data-testid="schedule-section">
      <FormSection title={t('venues.schedule.title')} description={t('venues.schedule.text')}>
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gap: 1.5,
            containerType: 'inline-size',
            containerName: 'schedule',
          }}
        >
          <Typography variant="body2" color="text.secondary" data-testid="schedule-clock">
            {t('venues.schedule.clock', {
              zone: zone?.name ?? venueZoneName(venue.settings),
              format: h12 ? t('venues.schedule.h12') : t('venues.schedule.h24'),
            })}
          </Typography>
          {rows.length === 0 && <Alert severity="warning">{t('venues.schedule.empty')}</Alert>}
          {rows.map((row, index) => (
            <Box key={index} data-testid="schedule-row">
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'center',
                  // By the room the section has, not the window's width (beside a drawer a 1024 px window
                  // leaves about 400 px): opening and closing on one line only where days and times fit.
                  gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr) 40px',
                  [`@container schedule (min-width: ${ONE_LINE_MIN_WIDTH}px)`]: {
                    gridTemplateColumns:
                      'minmax(0, 1.3fr) minmax(0, 1fr) 16px minmax(0, 1.3fr) minmax(0, 1fr) 40px',
                  },
                }}
              >
                {[0, 1].map((side) => {
                  const dayField = DAY_FIELDS[side]!;
                  const timeField = TIME_FIELDS[side]!;
                  return (
                    <Box key={side} sx={{ display: 'contents' }}>
                      <TextField
                        select
                        size="small"
                        label={side === 0 ? t('venues.schedule.opens') : t('venues.schedule.closes')}
                        value={row[dayField]}
                        disabled={readOnly}
                        onChange={(event) => change(index, { [dayField]: event.target.value })}
                        slotProps={{
                          select: { SelectDisplayProps: { 'data-testid': `schedule-${dayField}` } as object },
                        }}
                      >
                        {WEEK_DAYS.map((day) => (
                          <MenuItem key={day} value={day}>
                            {dayLabel(day)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField
                        size="small"
                        label={t('venues.schedule.time')}
                        value={row[timeField]}
                        disabled={readOnly}
                        placeholder={h12 ? '07:30 pm' : '19:30'}
                        onChange={(event) => change(index, { [timeField]: event.target.value })}
                        slotProps={{ htmlInput: { 'data-testid': `schedule-${timeField}` } }}
                      />
                      {side === 0 ? (
                        <Typography
                          color="text.secondary"
                          aria-hidden
                          sx={{
                            textAlign: 'center',
                            visibility: 'hidden',
                            [`@container schedule (min-width: ${ONE_LINE_MIN_WIDTH}px)`]: {
                              visibility: 'visible',
                            },
                          }}
                        >
                          –
                        </Typography>
                      ) : (
                        <IconButton
                          aria-label={t('venues.schedule.removePeriod')}
                          disabled={readOnly}
                          onClick={() => {
                            setEdited(rows.filter((_, i) => i !== index));
                            setErrors({});
                          }}
                          data-testid="schedule-remove"
                        >
                          ×
                        </IconButton>
                      )}
                    </Box>
                  );
                })}
              </Box>
              {errors[String(index)] && (
                <Typography variant="caption" color="error" data-testid="schedule-row-error">
                  {errors[String(index)]}
                </Typography>
              )}
            </Box>
          ))}
          {!readOnly && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button
                onClick={() => {
                  const last = rows.at(-1);
                  const next = last
                    ? WEEK_DAYS[(WEEK_DAYS.indexOf(last.opening_day) + 1) % WEEK_DAYS.length]!
                    : WEEK_DAYS[0];
                  setEdited([
                    ...rows,
                    {
                      opening_day: next,
                      closing_day: next,
                      opening_time: h12 ? '09:00 am' : '09:00',
                      closing_time: h12 ? '09:00 pm' : '21:00',
                    },
                  ]);
                }}
                data-testid="schedule-add"
              >
                {t('venues.schedule.add')}
              </Button>
              <Button onClick={() => setEdited(defaultRows(timeFormat))}>{t('venues.schedule.reset')}</Button>
              {edited !== null && (
                <Button onClick={() => setEdited(null)}>{t('venues.schedule.undo')}</Button>
              )}
              <Button
                variant="contained"
                disabled={save.isPending || edited === null}
                onClick={() => void submit()}
                data-testid="schedule-save"
              >
                {t('venues.schedule.save')}
              </Button>
            </Box>
          )}
        </Box>
      </FormSection>
    </Paper>
  );
}
