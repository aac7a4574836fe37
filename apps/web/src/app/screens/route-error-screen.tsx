import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, WarningIcon } from '../../components/icons';
import { ChunkLoadError } from '../lazy-page';

/** Shown when a page's code fails to load (or a page fails to render): never a blank page. */
export function RouteErrorScreen({ error, fullScreen = false }: { error: unknown; fullScreen?: boolean }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  if (!chunk) console.error('Page failed', error);
  return (
    <Box
      role="alert"
      data-testid="route-error"
      sx={{
        minHeight: fullScreen ? '100dvh' : '60vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        bgcolor: fullScreen ? 'background.default' : 'transparent',
      }}
    >
      <Box sx={{ maxWidth: 440 }}>
        <WarningIcon sx={{ fontSize: 48, color: 'warning.main' }} />
        <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
          {chunk ? t('app.error.chunkTitle') : t('app.error.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {chunk ? t('app.error.chunkText') : t('app.error.text')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          sx={{ mt: 3 }}
          data-testid="reload-button"
          onClick={() => window.location.reload()}
        >
          {t('app.error.reload')}
        </Button>
      </Box>
    </Box>
  );
}
