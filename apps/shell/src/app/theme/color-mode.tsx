import { CssBaseline, ThemeProvider } from '@mui/material';
import { useColorScheme } from '@mui/material/styles';
import { type ReactNode, useEffect } from 'react';
import { COLOR_MODE_COOKIE, COOKIE_LIFETIME_S } from '@vaultline/contracts';
import { portalTheme } from '@vaultline/ui';

export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];
/** Where the choice is kept (older versions stored 'light' or 'dark' here, which still read). */
export const COLOR_MODE_STORAGE_KEY = 'vaultline:color-mode';

/** The chosen mode (light, dark or following the system) and the scheme shown now. */
export function useColorMode(): {
  mode: ColorMode;
  shown: 'light' | 'dark';
  setMode(mode: ColorMode): void;
} {
  const { mode, systemMode, setMode } = useColorScheme();
  const chosen = mode ?? 'system';
  const shown = chosen === 'system' ? (systemMode ?? 'light') : chosen;
  return { mode: chosen, shown, setMode: (next) => setMode(next) };
}

const ONE_YEAR_S = COOKIE_LIFETIME_S.colorMode;

/**
 * Mirrors the chosen mode into a cookie: the page server reads it to draw a page before the app
 * runs only where it would look the same (light), and never for a visitor who chose dark.
 */
function ColorModeCookie() {
  const { mode } = useColorMode();
  useEffect(() => {
    document.cookie = `${COLOR_MODE_COOKIE}=${mode}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
  }, [mode]);
  return null;
}

/**
 * The shell owns the theme through MUI's colour schemes: light, dark, or the system's (the
 * default, following it live); remembered in this browser. Remotes only read it.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={portalTheme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline />
      <ColorModeCookie />
      {children}
    </ThemeProvider>
  );
}
