import { PRIMARY_COLOR } from '@orderdesk/contracts';
import { alpha, createTheme } from '@mui/material/styles';

/** Gilroy is asked for by name; Manrope ships in the bundle as the free fallback. */
export const FONT_FAMILY = "'Gilroy', 'Manrope', system-ui, sans-serif";

const ink = '#1B2230';

/*
 * Contrast for a bright kitchen: every text colour below reaches WCAG's 4.5:1 on white and on the page
 * background. The spec's primary #5B7FFE stays the brand colour (the logo, card edges, focus rings,
 * switches, progress bars), but text in it or white text on it reaches only 3.6:1; text in the primary
 * colour and primary buttons use this darker shade of it (6:1 on white, 5.3:1 on the column grey).
 */
export const PRIMARY_TEXT = '#3A57D6';
const PRIMARY_TEXT_HOVER = '#2E47B5';
/** Warning orange is a background and an icon colour; text in it uses this brown (5.9:1 on white). */
const WARNING_TEXT = '#8A5A00';

/** Colours whose main shade is too light for text: text in them, and a primary button's fill. */
const TEXT_SHADES: Partial<Record<string, string>> = { primary: PRIMARY_TEXT, warning: WARNING_TEXT };

function buttonColors({ color, variant }: { color?: string; variant?: string }) {
  const shade = color ? TEXT_SHADES[color] : undefined;
  if (!shade) return {};
  if (variant === 'contained')
    return color === 'primary'
      ? { '--variant-containedBg': PRIMARY_TEXT, '&:hover': { '--variant-containedBg': PRIMARY_TEXT_HOVER } }
      : {};
  return { '--variant-textColor': shade, '--variant-outlinedColor': shade };
}

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY_COLOR, dark: PRIMARY_TEXT, contrastText: '#fff' },
    error: { main: '#C62828', dark: '#9B1C1C', contrastText: '#fff' },
    warning: { main: '#F59E0B', dark: WARNING_TEXT, contrastText: ink },
    success: { main: '#157347', dark: '#0E5C38', contrastText: '#fff' },
    info: { main: '#0269A3', contrastText: '#fff' },
    background: { default: '#F4F6FB', paper: '#FFFFFF' },
    text: { primary: ink, secondary: '#566174', disabled: '#646E80' },
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
      styleOverrides: { root: ({ ownerState }) => ({ borderRadius: 8, ...buttonColors(ownerState) }) },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: ({ ownerState }) => {
          const shade = ownerState.color ? TEXT_SHADES[ownerState.color] : undefined;
          return shade ? { '&.Mui-selected': { color: shade } } : {};
        },
      },
    },
    MuiTab: { styleOverrides: { textColorPrimary: { '&.Mui-selected': { color: PRIMARY_TEXT } } } },
    MuiLink: {
      styleOverrides: {
        root: ({ ownerState }) => (ownerState.color === 'primary' ? { color: PRIMARY_TEXT } : {}),
      },
    },
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: PRIMARY_TEXT } } },
    },
    // A placeholder is a hint that must be legible, not a faded ghost of the text.
    MuiInputBase: {
      styleOverrides: {
        input: ({ theme }) => ({ '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 } }),
      },
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
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }) => {
          const shade = ownerState.color ? TEXT_SHADES[ownerState.color] : undefined;
          if (!shade) return { fontWeight: 600 };
          if (ownerState.variant === 'outlined') return { fontWeight: 600, color: shade, borderColor: shade };
          return ownerState.color === 'primary'
            ? { fontWeight: 600, backgroundColor: PRIMARY_TEXT }
            : { fontWeight: 600 };
        },
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': {
            backgroundColor: alpha(PRIMARY_COLOR, 0.12),
            color: PRIMARY_TEXT,
            '& .MuiListItemIcon-root': { color: PRIMARY_TEXT },
          },
        },
      },
    },
  },
});
