import '@testing-library/jest-dom';
import { resetClientState } from '@vaultline/testing';
import { resetLandingContentCache } from '../api/get-landing-content';

beforeEach(() => {
  resetClientState();
  resetLandingContentCache();
});
