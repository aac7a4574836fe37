import { PRIMARY_COLOR } from '@orderdesk/contracts';
import { alpha, createTheme } from '@mui/material/styles';

/** Gilroy is asked for by name; Manrope ships in the bundle as the free fallback. */
export const FONT_FAMILY = "'Gilroy', 'Manrope', system-ui, sans-serif";

const ink = '#1B2230';

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY_COLOR, contrastText: '#fff' },
    error: { main: '#E5484D' },
    warning: { main: '#F59E0B' },
    success: { main: '#22A06B' },
    background: { default: '#F4F6FB', paper: '#FFFFFF' },
    text: { primary: ink, secondary: '#5F6B7E' },
    divider: '#E6E9F2',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_FAMILY,
    fontWeightRegular: 400,
    fontWeightMedium: 600,
    fontWeightBold: 700,
    h4: { fontWeight: 700, fontSize: '1.6rem', letterSpacing: '-0.02em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 700, fontSize: '1.05rem' },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        // Error toasts list one 'key: value' line per field.
        '.Toastify__toast-body': { whiteSpace: 'pre-line', fontFamily: FONT_FAMILY },
        '.Toastify__toast': { fontFamily: FONT_FAMILY, borderRadius: 10 },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8 } },
    },
    MuiPaper: {
      styleOverrides: {
        rounded: { borderRadius: 14 },
        elevation1: { boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)' },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #E6E9F2', backgroundColor: '#FFFFFF' } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': {
            backgroundColor: alpha(PRIMARY_COLOR, 0.12),
            color: PRIMARY_COLOR,
            '& .MuiListItemIcon-root': { color: PRIMARY_COLOR },
          },
        },
      },
    },
  },
});
