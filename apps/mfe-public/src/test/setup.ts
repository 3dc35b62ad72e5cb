import '@testing-library/jest-dom';
import { resetClientState } from '@vaultline/testing';

beforeEach(resetClientState);
