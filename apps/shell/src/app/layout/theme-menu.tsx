import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import { type ReactElement, useState } from 'react';
import { COLOR_MODES, type ColorMode, useColorMode } from '../theme/color-mode';

const MODES: Record<ColorMode, { label: string; icon: ReactElement }> = {
  light: { label: 'Light', icon: <LightMode fontSize="small" /> },
  dark: { label: 'Dark', icon: <DarkMode fontSize="small" /> },
  system: { label: 'Same as system', icon: <SettingsBrightness fontSize="small" /> },
};

/** Light, dark, or the system's theme: a menu of three, the current one checked. */
export function ThemeMenu() {
  const { mode, shown, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = `Theme: ${MODES[mode].label}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
        >
          {shown === 'dark' ? <DarkMode /> : <LightMode />}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {COLOR_MODES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === mode}
            selected={option === mode}
            onClick={() => {
              setMode(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{MODES[option].icon}</ListItemIcon>
            {MODES[option].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
