import { createTheme } from '@mui/material';

/**
 * The portal's theme: light and dark colour schemes. The shell provides it (remotes only read it);
 * the public remote's pages rendered at build time use it too, so they look as the shell shows them.
 */
export const portalTheme = createTheme({
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1f4fd1' },
        secondary: { main: '#0e8a6a' },
        // MUI's default orange gives white chip text 3.2:1; this amber gives 5:1 (WCAG AA).
        warning: { main: '#b45309' },
        // MUI's default blue gives white chip text 4.0:1; this one gives 5.9:1.
        info: { main: '#0369a1' },
      },
    },
    dark: { palette: { primary: { main: '#8fb0ff' }, secondary: { main: '#0e8a6a' } } },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
