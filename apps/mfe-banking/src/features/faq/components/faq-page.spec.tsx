import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOperatorContent, ok, renderPage, stubApi } from '@vaultline/testing';
import { FaqPage } from './faq-page';

function renderFaq() {
  renderPage(<FaqPage />, { path: '/faq' });
}

const question = (name: RegExp) => screen.getByRole('button', { name });

describe('FaqPage', () => {
  it('lists eight questions, all closed', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(8);
  });

  it('opens one answer at a time and closes it again', async () => {
    renderFaq();
    const user = userEvent.setup();
    await user.click(question(/transaction limits/));
    expect(question(/transaction limits/)).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText(/up to \$10,000 per day and premium customers up to \$50,000 per day/),
    ).toBeVisible();
    await user.click(question(/How long do transfers take/));
    expect(question(/transaction limits/)).toHaveAttribute('aria-expanded', 'false');
    expect(question(/How long do transfers take/)).toHaveAttribute('aria-expanded', 'true');
    await user.click(question(/How long do transfers take/));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it("states the spec's figures and makes no deposit-insurance or fee claim", () => {
    renderFaq();
    const text = document.body.textContent ?? '';
    for (const figure of [
      'weekly, bi-weekly or monthly',
      'expire after 24 hours',
      'charges no fees',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toMatch(/\$250,000|FDIC|insured up to/i);
    // No product with a fee exists, so none is described (PRODUCT principle 2).
    expect(text).not.toMatch(/\$15|premium accounts?/i);
    expect(text).toContain('double-entry ledger');
  });

  it('offers only what can be done: openable accounts, no international timing, no reply time', () => {
    renderFaq();
    const text = document.body.textContent ?? '';
    expect(text).toContain('(Checking, Savings or Business)');
    expect(text).not.toMatch(/Credit or Business|Savings, Credit/);
    expect(text).toContain('International transfers are coming soon.');
    // How long another bank takes is a setting: the transfer form states it, the FAQ does not fix it.
    expect(text).not.toMatch(/\d\s*[–-]\s*\d business days/);
    expect(text).not.toMatch(/international transfers \d/i);
    expect(text).not.toMatch(/24\/7|within \d+ hours|response time is/i);
  });

  it('sends remaining questions to Contact Support', () => {
    renderFaq();
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it("gives the operator's support email and phone, when the operator set them", async () => {
    stubApi({
      'GET /platform/landing': ok(
        makeOperatorContent({ supportEmail: 'help@bank.example', supportPhone: '+1 555 0100' }),
      ),
    });
    renderFaq();
    expect(await screen.findByRole('link', { name: 'help@bank.example' })).toHaveAttribute(
      'href',
      'mailto:help@bank.example',
    );
    expect(screen.getByText(/Call \+1 555 0100/)).toBeInTheDocument();
  });
});
