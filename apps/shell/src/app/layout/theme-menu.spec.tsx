import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_MODE_STORAGE_KEY, ColorModeProvider } from '../theme/color-mode';
import { ThemeMenu } from './theme-menu';

function renderMenu() {
  render(
    <ColorModeProvider>
      <ThemeMenu />
    </ColorModeProvider>,
  );
}

describe('ThemeMenu', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system by default, and keeps a chosen mode until the system is chosen again', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Theme: Same as system' }));
    expect(screen.getByRole('menuitemradio', { name: 'Same as system' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark'));

    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Same as system' }));
    expect(screen.getByRole('button', { name: 'Theme: Same as system' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system'));
  });

  it('reads a mode an earlier version stored', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    renderMenu();
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });
});
