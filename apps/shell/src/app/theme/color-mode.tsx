import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type ColorMode = 'light' | 'dark';
const STORAGE_KEY = 'vaultline:color-mode';

function initialMode(): ColorMode {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

const ColorModeContext = createContext<{ mode: ColorMode; toggle(): void }>({
  mode: 'light',
  toggle: () => undefined,
});

export function useColorMode() {
  return useContext(ColorModeContext);
}

/** The shell owns the theme (light/dark, remembered); remotes only read it. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ColorMode>(initialMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      localStorage.setItem(STORAGE_KEY, next);
      return next;
    });
  }, []);
  const theme = useMemo(
    () =>
      createTheme({
        palette: {
          mode,
          primary: { main: mode === 'light' ? '#1f4fd1' : '#8fb0ff' },
          secondary: { main: '#0e8a6a' },
        },
        shape: { borderRadius: 10 },
        typography: {
          fontFamily:
            'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
      }),
    [mode],
  );
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
