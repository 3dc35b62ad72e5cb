import '@testing-library/jest-dom';
import { useSession, useToasts } from '@vaultline/session';
import { stubApi } from './api-stub';

const originalMatchMedia = window.matchMedia;

// Every test starts signed out, with no toast, empty storage, a phone-width screen (no
// matchMedia) and an HTTP layer that answers nothing (tests stub what they need with stubApi).
beforeEach(() => {
  stubApi({});
  useSession.getState().clear();
  useToasts.setState({ current: null });
  localStorage.clear();
  window.matchMedia = originalMatchMedia;
});
