import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APP_ROUTES,
  buildPath,
  can,
  LICENCE_PLATFORMS,
  Permission,
  PLATFORM_DISPLAY_NAMES,
  Role,
  type TLicRequest,
  type TPlatformKind,
} from '@orderdesk/contracts';
import { useState, type ReactNode } from 'react';
import { SideScrollRegion } from '../../components/side-scroll-region';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { isApiError } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ArrowBackIcon, AssignmentIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { translateMessage } from '../../i18n/translate-message';
import { useSession } from '../auth';
import {
  useApproveLicRequest,
  useLicRequest,
  useRejectLicRequest,
  useWithdrawLicRequest,
} from './api/licence-requests';
import { platformNames, RequestStatusChip } from './licence-chips';
import { expiryText } from './licence-date';
import { LicenceRequestDialog } from './licence-request-dialog';
import { DialogFooter } from '../../components/dialog-footer';

function currentExpiry(request: TLicRequest, platform: TPlatformKind): string | null {
  return request.currentDates[`${platform}ExpiredDateUtc` as keyof TLicRequest['currentDates']] ?? null;
}

/** The request's platforms whose licence already runs past the date asked for (unlimited included). */
export function platformsKeepingLaterDate(request: TLicRequest): TPlatformKind[] {
  return request.platforms.filter((platform) => {
    const current = currentExpiry(request, platform);
    return current !== null && Date.parse(current) >= Date.parse(request.expiresAt);
  });
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

function RejectDialog({ request, onClose }: { request: TLicRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectLicRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (reason.trim() === '') {
      setError(t('licences.detail.reasonRequired'));
      return;
    }
    try {
      await reject.mutateAsync({ id: request.id, reason: reason.trim() });
      toast.success(t('licences.detail.rejected'));
      onClose();
    } catch (failure) {
      if (isApiError(failure)) setError(translateMessage(t, failure.firstMessage));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('licences.detail.rejectTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={t('licences.fields.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'reject-reason' } }}
        />
      </DialogContent>
      <DialogFooter
        confirmLabel={t('licences.detail.reject')}
        onConfirm={() => void submit()}
        onCancel={onClose}
        confirmColor="error"
        pending={reject.isPending}
        confirmTestId="reject-confirm"
      />
    </Dialog>
  );
}

/** `/lic-requests/{id}`: the request; admins approve or reject it, its requester changes or withdraws it. */
export function LicenceRequestPage() {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const navigate = useNavigate();
  const { role, profile } = useSession();
  const id = Number(useParams().id);
  const request = useLicRequest(Number.isInteger(id) && id > 0 ? id : null);
  const approve = useApproveLicRequest();
  const withdraw = useWithdrawLicRequest();
  const [dialog, setDialog] = useState<'edit' | 'reject' | 'approve' | 'withdraw' | null>(null);
  const back = (
    <Button component={Link} to={APP_ROUTES['lic-requests']} startIcon={<ArrowBackIcon />}>
      {t('licences.detail.back')}
    </Button>
  );

  if (request.isError || !(Number.isInteger(id) && id > 0)) {
    return (
      <>
        <PageHeader title={t('forms.missingTitle')} actions={back} />
        <EmptyState
          icon={<AssignmentIcon />}
          title={t('forms.missingTitle')}
          description={t('forms.missingText')}
        />
      </>
    );
  }
  const r = request.data;
  if (!r) return <PageHeader title={t('licences.request.title', { id })} actions={back} />;

  const pending = r.status === 'pending';
  const decides = role !== undefined && can(role, Permission.LIC_REQUESTS_DECIDE);
  const mayEdit = pending && (role === Role.ADMIN || r.requestedBy?.id === profile?.id);
  const done = (message: string) => () => {
    toast.success(message);
    setDialog(null);
  };
  const expiry = (value: string | null) => expiryText(value, t, format.date);
  // An approval never shortens a licence (the server keeps a later date): the dialog says which stay.
  const approveMessage = (request: TLicRequest) => {
    const asked = t('licences.detail.approveMessage', {
      platforms: platformNames(request.platforms),
      venue: request.venueName,
      date: expiry(request.expiresAt),
    });
    const keeping = platformsKeepingLaterDate(request);
    if (keeping.length === 0) return asked;
    const dates = keeping.map(
      (platform) => `${PLATFORM_DISPLAY_NAMES[platform]}: ${expiry(currentExpiry(request, platform))}`,
    );
    return `${asked} ${t('licences.detail.approveKeepsLater', { dates: dates.join(', ') })}`;
  };

  return (
    <>
      <PageHeader
        title={t('licences.request.title', { id: r.id })}
        subtitle={r.venueName}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {back}
            {mayEdit && (
              <>
                <Button variant="outlined" onClick={() => setDialog('edit')} data-testid="request-edit">
                  {t('licences.detail.edit')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setDialog('withdraw')}
                  data-testid="request-withdraw"
                >
                  {t('licences.detail.withdraw')}
                </Button>
              </>
            )}
            {decides && pending && (
              <>
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setDialog('reject')}
                  data-testid="request-reject"
                >
                  {t('licences.detail.reject')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => setDialog('approve')}
                  data-testid="request-approve"
                >
                  {t('licences.detail.approve')}
                </Button>
              </>
            )}
          </Stack>
        }
      />
      <Paper sx={{ p: 3 }} data-testid="lic-request-detail">
        <Grid container spacing={2.5}>
          <Field label={t('licences.fields.status')}>
            <RequestStatusChip status={r.status} />
          </Field>
          <Field label={t('licences.fields.venue')}>
            <Link to={buildPath(APP_ROUTES['lic-events'], { venueId: r.venueId })}>{r.venueName}</Link>
            {r.areaName ? ` · ${r.areaName}` : ''}
          </Field>
          <Field label={t('licences.fields.platforms')}>{platformNames(r.platforms)}</Field>
          <Field label={t('licences.fields.expiresAt')}>
            <span data-testid="request-expires">{expiry(r.expiresAt)}</span>
          </Field>
          <Field label={t('licences.fields.requestedBy')}>
            {r.requestedBy?.userName ?? '—'} · {format.dateTime(r.createdAt)}
          </Field>
          {r.decidedAt && (
            <Field label={t('licences.fields.decidedBy')}>
              {r.autoApproved ? t('licences.detail.automatic') : (r.decidedBy?.userName ?? '—')} ·{' '}
              {format.dateTime(r.decidedAt)}
            </Field>
          )}
          {r.comment && <Field label={t('licences.fields.comment')}>{r.comment}</Field>}
          {r.rejectReason && (
            <Grid size={12}>
              <Alert severity="error">
                {t('licences.fields.rejectReason')}: {r.rejectReason}
              </Alert>
            </Grid>
          )}
        </Grid>
        <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
          {t('licences.detail.currentDates')}
        </Typography>
        {/* Scrolls sideways inside itself on a narrow screen instead of widening the page. */}
        <SideScrollRegion label={t('licences.detail.currentDates')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('licences.fields.platform')}</TableCell>
                <TableCell>{t('licences.detail.now')}</TableCell>
                <TableCell>{pending ? t('licences.detail.asked') : t('licences.fields.expiresAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {LICENCE_PLATFORMS.map((p) => {
                const kind = p.name.toLowerCase() as TPlatformKind;
                const asked = r.platforms.includes(kind);
                return (
                  <TableRow key={kind} selected={asked}>
                    <TableCell>{PLATFORM_DISPLAY_NAMES[kind]}</TableCell>
                    <TableCell data-testid={`current-${kind}`}>
                      {expiry(r.currentDates[p.expiryKey])}
                    </TableCell>
                    <TableCell>{asked ? expiry(r.expiresAt) : ''}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </SideScrollRegion>
      </Paper>
      {dialog === 'edit' && <LicenceRequestDialog request={r} onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog request={r} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'approve'}
        title={t('licences.detail.approveTitle')}
        message={approveMessage(r)}
        busy={approve.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void approve.mutateAsync(r.id).then(done(t('licences.detail.approved')), () => setDialog(null))
        }
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title={t('licences.detail.withdrawTitle')}
        message={t('licences.detail.withdrawMessage')}
        busy={withdraw.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void withdraw.mutateAsync(r.id).then(
            () => {
              toast.success(t('licences.requests.withdrawn'));
              void navigate(APP_ROUTES['lic-requests']);
            },
            () => setDialog(null),
          )
        }
      />
    </>
  );
}
