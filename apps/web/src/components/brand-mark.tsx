import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The product's logo: a rounded square with three order lines, and the product name. */
export function BrandMark({
  size = 32,
  showName = true,
  inverted = false,
}: {
  size?: number;
  showName?: boolean;
  inverted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          borderRadius: size / 4 + 'px',
          bgcolor: inverted ? 'common.white' : 'primary.main',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="none">
          <path
            d="M5 7h14M5 12h14M5 17h8"
            stroke={inverted ? '#5B7FFE' : '#fff'}
            strokeWidth={2.6}
            strokeLinecap="round"
          />
        </svg>
      </Box>
      {showName && (
        <Typography
          component="span"
          data-brand-name
          sx={{
            fontWeight: 700,
            fontSize: size * 0.6,
            letterSpacing: '-0.02em',
            color: inverted ? 'common.white' : 'text.primary',
          }}
        >
          {t('app.name')}
        </Typography>
      )}
    </Box>
  );
}
