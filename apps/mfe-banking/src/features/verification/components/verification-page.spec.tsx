import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Verification } from '@vaultline/contracts';
import { apiError, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { signIn } from '../../../test/fixtures';
import { VerificationPage } from './verification-page';

const unverified: Verification = {
  status: 'unverified',
  dateOfBirth: null,
  address: null,
  taxIdLast4: null,
  taxIdKind: null,
  declinedReason: null,
  submittedAt: null,
};

const submitted: Verification = {
  status: 'verified',
  dateOfBirth: '1990-04-12',
  address: { line1: '1 Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' },
  taxIdLast4: '6789',
  taxIdKind: 'ssn',
  declinedReason: null,
  submittedAt: '2026-11-28T10:00:00.000Z',
};

const render = () => renderPage(<VerificationPage />, { path: '/profile/verification' });

async function fillForm(taxId = '123456789') {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Verify my identity' });
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-04-12' } });
  await user.type(screen.getByLabelText(/SSN or ITIN/), taxId);
  await user.type(screen.getByRole('textbox', { name: /Street address/ }), '1 Main Street');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Springfield');
  await user.click(screen.getByRole('combobox', { name: /State/ }));
  await user.click(screen.getByRole('option', { name: 'IL' }));
  await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), '62701');
  return user;
}

describe('VerificationPage', () => {
  beforeEach(() => signIn());

  it('shows the form to an unverified customer and sends what they typed, the number with dashes', async () => {
    let answer = unverified;
    const requests = stubApi({
      'GET /profile/verification': () => ok(answer),
      'PUT /profile/verification': () => {
        answer = submitted;
        return ok(submitted);
      },
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading verification' })).toBeInTheDocument();
    const user = await fillForm();
    expect(screen.getByLabelText(/SSN or ITIN/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/SSN or ITIN/)).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(sent(requests, 'PUT', '/profile/verification')).toHaveLength(1));
    expect(sent(requests, 'PUT', '/profile/verification')[0]?.body).toEqual({
      dateOfBirth: '1990-04-12',
      taxId: '123-45-6789',
      address: {
        line1: '1 Main Street',
        line2: '',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
      },
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('SSN ending in 6789')).toBeInTheDocument();
    expect(screen.queryByText(/123-45/)).toBeNull();
  });

  it('says what is wrong with a number before sending anything', async () => {
    const requests = stubApi({ 'GET /profile/verification': ok(unverified) });
    render();
    const user = await fillForm('000123456');
    await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(
      await screen.findByText('This is not a valid SSN: check its first 3 digits'),
    ).toBeInTheDocument();
    expect(sent(requests, 'PUT', '/profile/verification')).toHaveLength(0);
  });

  it('shows the server’s refusal beside the form', async () => {
    stubApi({
      'GET /profile/verification': ok(unverified),
      'PUT /profile/verification': apiError(
        400,
        'KYC_UNDER_18',
        'You must be 18 or older to open an account with us.',
      ),
    });
    render();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect(
      await screen.findAllByText('You must be 18 or older to open an account with us.'),
    ).not.toHaveLength(0);
  });

  it('tells a customer under review that we will email them', async () => {
    stubApi({ 'GET /profile/verification': ok({ ...submitted, status: 'pending_review' }) });
    render();
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByText(/we will email you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify my identity' })).toBeNull();
  });

  it('shows a declined verification with its reason and the way to support', async () => {
    stubApi({
      'GET /profile/verification': ok({
        ...submitted,
        status: 'declined',
        declinedReason: 'We could not confirm your details',
      }),
    });
    render();
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(
      screen.getByText(/We could not confirm your details\. Please contact support\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
