import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, useToasts } from '@vaultline/session';
import { apiError, choose, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import {
  CUSTOMER_ID,
  makeChangeRequest,
  makeUserDetail,
  signInStaff,
  STAFF_ID,
} from '../../../test/fixtures';
import { EditUserPage } from './edit-user-page';

function renderEditor(
  routes: Parameters<typeof stubApi>[0] = {},
  detail = makeUserDetail({ user: { mobile: '+1 555 0100', dateOfBirth: '1990-12-10' } }),
) {
  signInStaff();
  const requests = stubApi({ [`GET /admin/users/${detail.user.id}`]: ok(detail), ...routes });
  renderPage(<EditUserPage />, {
    path: '/admin-edit-user/:userId',
    url: `/admin-edit-user/${detail.user.id}`,
  });
  return requests;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const patchPath = `/admin/users/${CUSTOMER_ID}`;

describe('EditUserPage', () => {
  it('shows the profile read-only until Edit Profile, with a read-only join date and no password field', async () => {
    renderEditor();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('ada');
    expect(field(/First Name/)).toBeDisabled();
    expect(field(/Phone Number/)).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-12-10');
    expect(field('Join Date')).toHaveValue('2026-01-15');
    expect(field('Join Date')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to User Details' })).toHaveAttribute(
      'href',
      `/admin-user-details/${CUSTOMER_ID}`,
    );

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field(/First Name/)).toBeEnabled();
    expect(field('Join Date')).toHaveAttribute('readonly');
    await fill(user, field(/First Name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field(/First Name/)).toHaveValue('ada');
    expect(field(/First Name/)).toBeDisabled();
  });

  it('sends only the changed fields and toasts success', async () => {
    const saved = makeUserDetail({
      user: { lastName: 'King', address: '1 Main St', mobile: null, dateOfBirth: '1990-12-10' },
    });
    const requests = renderEditor({ [`PATCH ${patchPath}`]: ok({ detail: saved, request: null }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/Last Name/));
    await fill(user, field(/Last Name/), 'King ');
    await fill(user, field(/^Address/), '1 Main St');
    await user.clear(field(/Phone Number/));
    expect(screen.queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Success',
        description: 'Profile updated successfully!',
      }),
    );
    const body = sent(requests, 'PATCH', patchPath)[0].body;
    expect(body).toEqual({ lastName: 'King', mobile: null, address: '1 Main St' });
    expect(field(/Last Name/)).toHaveValue('King');
    expect(field(/Last Name/)).toBeDisabled();
  });

  it('sends a role or email change with a reason, and says it waits for another staff member', async () => {
    const request = makeChangeRequest(1, {
      kind: 'user',
      subject: {
        id: CUSTOMER_ID,
        firstName: 'ada',
        lastName: 'lovelace',
        email: 'ada@example.com',
      },
      changes: [
        { field: 'role', before: 'customer', after: 'admin' },
        { field: 'email', before: 'ada@example.com', after: 'ada@bank.example' },
      ],
      maker: { id: STAFF_ID, name: 'Grace Hopper' },
    });
    const renamed = makeUserDetail({
      user: { firstName: 'Augusta', mobile: '+1 555 0100', dateOfBirth: '1990-12-10' },
    });
    const requests = renderEditor({ [`PATCH ${patchPath}`]: ok({ detail: renamed, request }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/First Name/));
    await fill(user, field(/First Name/), 'Augusta');
    await choose(user, screen.getByRole('combobox', { name: 'User Role' }), 'Admin');
    await user.clear(field(/Email Address/));
    await fill(user, field(/Email Address/), 'ada@bank.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', patchPath)).toHaveLength(0);

    await fill(user, field(/Reason for the role or email change/), 'Joins the branch team');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Sent for approval',
        severity: 'info',
      }),
    );
    expect(useToasts.getState().current?.description).toBe(
      'The other changes are saved. Role: User → Admin; Email: ada@example.com → ada@bank.example. ' +
        'Sent for approval: another staff member must approve this change.',
    );
    expect(sent(requests, 'PATCH', patchPath)[0].body).toEqual({
      firstName: 'Augusta',
      role: 'admin',
      email: 'ada@bank.example',
      reason: 'Joins the branch team',
    });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Sent for approval');
    expect(notice).toHaveTextContent('Until then the values below stay as they are.');
    expect(screen.getByRole('combobox', { name: 'User Role' })).toHaveTextContent('User');
    expect(field(/Email Address/)).toHaveValue('ada@example.com');
    expect(field(/First Name/)).toHaveValue('Augusta');
  });

  it('checks the fields before sending', async () => {
    const requests = renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/First Name/));
    await user.clear(field(/Email Address/));
    await fill(user, field(/Email Address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', patchPath)).toHaveLength(0);
  });

  it.each([
    ['ADMIN_LAST_ADMIN', 'The last admin cannot be demoted.', 'admin', 'User'],
    ['ADMIN_OWN_ROLE', 'Nobody can change their own role.', 'customer', 'Admin'],
  ])('shows the role rule when the API refuses with %s', async (code, message, role, choice) => {
    renderEditor(
      { [`PATCH ${patchPath}`]: apiError(409, code, message) },
      makeUserDetail({ user: { role: role as 'admin' | 'customer' } }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await choose(user, screen.getByRole('combobox', { name: 'User Role' }), choice);
    await fill(user, field(/Reason for the role or email change/), 'Team change');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Update failed',
      description: message,
      severity: 'error',
    });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('shows a taken email on the email field', async () => {
    renderEditor({
      [`PATCH ${patchPath}`]: apiError(
        409,
        'ADMIN_EMAIL_TAKEN',
        'That email belongs to another user.',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/Email Address/));
    await fill(user, field(/Email Address/), 'grace@example.com');
    await fill(user, field(/Reason for the role or email change/), 'Customer called in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('That email belongs to another user.')).toBeInTheDocument();
    expect(field(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("doesn't let staff change their own role or email here", async () => {
    renderEditor({}, makeUserDetail({ user: { id: STAFF_ID, role: 'admin' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('combobox', { name: 'User Role' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText("You can't change your own role.")).toBeInTheDocument();
    expect(field(/Email Address/)).toBeDisabled();
    expect(screen.getByText('Change your own email from your profile.')).toBeInTheDocument();
  });

  it('updates the signed-in staff member in the session when they edit themselves', async () => {
    renderEditor(
      {
        [`PATCH /admin/users/${STAFF_ID}`]: ok({
          detail: makeUserDetail({
            user: { id: STAFF_ID, role: 'admin', firstName: 'Amazing', lastName: 'Grace' },
          }),
          request: null,
        }),
      },
      makeUserDetail({
        user: { id: STAFF_ID, role: 'admin', firstName: 'grace', lastName: 'hopper' },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field(/First Name/));
    await fill(user, field(/First Name/), 'Amazing');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useSession.getState().user).toMatchObject({
        id: STAFF_ID,
        firstName: 'Amazing',
        lastName: 'Grace',
        role: 'admin',
      }),
    );
  });

  it.each([
    ['Email a reset link', 'link', /link to choose a new password/],
    ['Email a temporary password', 'temporary', /temporary password by email/],
  ])('sends a password reset by %s after confirmation', async (label, method, confirmText) => {
    const requests = renderEditor({
      [`POST /admin/users/${CUSTOMER_ID}/password-reset`]: ok({
        message: 'We emailed ada@example.com.',
      }),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Send password reset' });
    await user.click(within(card).getByRole('radio', { name: new RegExp(label) }));
    await user.click(within(card).getByRole('button', { name: 'Send password reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Send password reset?' });
    expect(within(dialog).getByText(confirmText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Password reset sent',
        description: 'We emailed ada@example.com.',
      }),
    );
    expect(sent(requests, 'POST', `/admin/users/${CUSTOMER_ID}/password-reset`)[0].body).toEqual({
      method,
    });
  });
});
