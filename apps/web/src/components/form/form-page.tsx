import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../../lib/document-title';
import { Link } from 'react-router';
import { EmptyState } from '../empty-state';
import { ArrowBackIcon, DeleteIcon, WarningIcon } from '../icons';
import { PageHeader } from '../page-header';

interface Props {
  title: string;
  subtitle?: string;
  /** The list this record belongs to; none for a record that is a screen of its own. */
  backTo?: string;
  /** loading: the record is on its way; missing: it does not exist or is out of reach. */
  status: 'loading' | 'missing' | 'ready';
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  onDelete?: () => void;
  /** Shown, not edited: no Save, Cancel or Delete. */
  readOnly?: boolean;
  /** Beside the title, e.g. a link to a related screen. */
  actions?: ReactNode;
  /** As wide as the screen, like the full-width sections that follow it on the same screen. */
  wide?: boolean;
  children: ReactNode;
  testId: string;
}

/** The screen of one record: a back link, the form in sections, and Save / Cancel / Delete. */
export function FormPage({
  title,
  subtitle,
  backTo,
  status,
  children,
  testId,
  actions,
  wide,
  ...form
}: Props) {
  const { t } = useTranslation();
  const back = backTo && (
    <Tooltip title={t('forms.back')}>
      <IconButton component={Link} to={backTo} aria-label={t('forms.back')} sx={{ ml: -1 }}>
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (status === 'missing') return <MissingRecord backTo={backTo} />;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {back && <Box sx={{ pt: 0.25 }}>{back}</Box>}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {status === 'loading' && !title ? (
            <Box sx={{ mb: 3 }}>
              <Skeleton width={260} height={40} />
              <Skeleton width={200} />
            </Box>
          ) : (
            <PageHeader title={title} subtitle={subtitle} actions={actions} />
          )}
        </Box>
      </Box>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={form.onSubmit}
        data-testid={testId}
        sx={{ maxWidth: wide ? undefined : 960 }}
      >
        {status === 'loading' ? (
          <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Box>
        ) : (
          children
        )}
        {!form.readOnly && <FormButtons backTo={backTo} status={status} {...form} />}
      </Paper>
    </>
  );
}

function FormButtons({
  backTo,
  status,
  ...form
}: Pick<Props, 'backTo' | 'status' | 'submitting' | 'submitLabel' | 'onDelete'>) {
  const { t } = useTranslation();
  return (
    <>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1.5, px: 3, py: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {form.onDelete && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={form.onDelete}
            disabled={status !== 'ready'}
            data-testid="form-delete"
          >
            {t('lists.delete')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {backTo && (
          <Button component={Link} to={backTo} color="inherit" data-testid="form-cancel">
            {t('shared.cancel')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          loading={form.submitting}
          disabled={status !== 'ready'}
          data-testid="form-submit"
        >
          {form.submitLabel}
        </Button>
      </Box>
    </>
  );
}

function MissingRecord({ backTo }: { backTo: string | undefined }) {
  const { t } = useTranslation();
  useEffect(() => {
    setDocumentTitle(t('app.documentTitle', { page: t('forms.missingTitle') }));
  }, [t]);
  return (
    <EmptyState
      icon={<WarningIcon />}
      title={t('forms.missingTitle')}
      description={t('forms.missingText')}
      action={
        backTo && (
          <Button component={Link} to={backTo} variant="outlined">
            {t('forms.backToList')}
          </Button>
        )
      }
    />
  );
}

/** A titled part of a form: its explanation on the left, its fields on the right. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{
        display: 'grid',
        // minmax(0, …): a long value (a webhook address) wraps instead of widening the page on a phone.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        gap: { xs: 2, md: 4 },
        p: 3,
        '& + &': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
