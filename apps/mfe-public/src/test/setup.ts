import '@testing-library/jest-dom';
import { useSession, useToasts } from '@vaultline/session';
import { resetLandingContentCache } from '../api/get-landing-content';
import { stubApi } from './api-stub';

// Every test starts signed out, with no toast, no cached landing content, empty storage, and an
// HTTP layer that answers nothing (tests stub what they need with stubApi).
beforeEach(() => {
  stubApi({});
  resetLandingContentCache();
  useSession.getState().clear();
  useToasts.setState({ current: null });
  localStorage.clear();
});
