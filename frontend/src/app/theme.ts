import { createTheme } from '@mui/material/styles';

/** One theme, light and dark; CSS media queries pick the scheme from the system setting (prefers-color-scheme). */
export const appTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        // Text on a colour, and a colour as text, at least 4.5:1 (WCAG 1.4.3): MUI's info and warning are 3.9:1 and 2.9:1 on white.
        contrastThreshold: 4.5,
        primary: { main: '#1565c0' },
        secondary: { main: '#7b1fa2' },
        info: { main: '#0270ad' },
        warning: { main: '#a54c06' },
        background: { default: '#f6f7fb', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        // Dark text on the light dark-scheme colours where white would be under 4.5:1 (the red of a filled error chip).
        contrastThreshold: 4.5,
        primary: { main: '#64b5f6' },
        secondary: { main: '#ce93d8' },
        background: { default: '#0f1218', paper: '#171b23' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { height: '100%' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: ({ theme }) => ({
          borderBottom: `1px solid ${theme.vars.palette.divider}`,
          backgroundColor: theme.vars.palette.background.paper,
        }),
      },
    },
    MuiDrawer: {
      styleOverrides: { paper: ({ theme }) => ({ backgroundColor: theme.vars.palette.background.paper }) },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          marginInline: theme.spacing(1),
          '&.Mui-selected': {
            backgroundColor: theme.vars.palette.action.selected,
            color: theme.vars.palette.primary.main,
            '& .MuiListItemIcon-root': { color: theme.vars.palette.primary.main },
          },
        }),
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    MuiAvatar: {
      // Initials on MUI's grey are 1.8:1 (light) and 4.1:1 (dark); on the primary colour they pass 4.5:1 in both schemes.
      styleOverrides: {
        colorDefault: ({ theme }) => ({ backgroundColor: theme.vars.palette.primary.main, color: theme.vars.palette.primary.contrastText }),
      },
    },
    MuiTypography: {
      // A subtitle is not a heading: MUI renders subtitle1 and subtitle2 as <h6>, which breaks the heading outline (WCAG 1.3.1).
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
      // MUI 9's Typography knows 'textSecondary' but not 'text.secondary', which the pages use for muted text.
      variants: [{ props: { color: 'text.secondary' }, style: ({ theme }) => ({ color: theme.vars.palette.text.secondary }) }],
    },
    MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'xs' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
