import { apiClient, signOut } from '@vaultline/session';
import { readPendingEmail, savePendingEmail } from './pending-email';

describe('the pending email', () => {
  it('is forgotten when the person signs out, so the next person on this browser does not see it', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: undefined });
    savePendingEmail('ada@example.com');
    expect(readPendingEmail()).toBe('ada@example.com');
    await signOut();
    expect(readPendingEmail()).toBeNull();
  });
});
