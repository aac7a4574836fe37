import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setDocumentTitle } from '../../lib/document-title';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';

/** The 404 screen (route name 'error'). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    setDocumentTitle(t('app.documentTitle', { page: t('app.notFound.title') }));
  }, [t]);
  return (
    <Box
      data-testid="not-found"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box>
        <BrandMark size={32} />
        {/* The big number is decoration: the heading below says what happened. */}
        <Typography
          component="div"
          aria-hidden
          sx={{
            fontSize: { xs: 88, sm: 120 },
            fontWeight: 700,
            lineHeight: 1,
            mt: 4,
            color: 'primary.main',
            letterSpacing: '-0.04em',
          }}
        >
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
          {t('app.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
          {t('app.notFound.text')}
        </Typography>
        <Button component={Link} to="/" variant="contained" sx={{ mt: 4 }}>
          {t('app.notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
