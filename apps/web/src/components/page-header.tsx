import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../lib/document-title';

/** The page title in the layout; it also names the browser tab. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    setDocumentTitle(t('app.documentTitle', { page: title }));
  }, [t, title]);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        mb: 3,
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" data-testid="page-title">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      {/* On a phone the actions wrap as whole buttons, never a button's words onto two lines. */}
      {actions && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}
