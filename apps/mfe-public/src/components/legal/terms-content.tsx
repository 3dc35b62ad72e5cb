import type { HeadingLevel } from './legal-section';
import { LegalSection, Paragraph } from './legal-section';
import { SupportContact } from './support-contact';

/** The terms of service, shown on /terms and in the sign-up dialog. */
export function TermsContent({ level }: { level: HeadingLevel }) {
  return (
    <>
      <LegalSection title="1. Eligibility" level={level}>
        <Paragraph>
          You must be 18 or older to open an account. You must give us your real name and an email
          address that you control; we verify it with a one-time code before you can sign in.
        </Paragraph>
      </LegalSection>
      <LegalSection title="2. Account security" level={level}>
        <Paragraph>
          Keep your password and transfer PIN to yourself. We will never ask you for them, and our
          staff cannot see them. Turn on two-factor sign-in to have a code emailed to you each time
          you sign in. Tell us at once if you think someone else has used your account; you can sign
          out of every device from your settings.
        </Paragraph>
      </LegalSection>
      <LegalSection title="3. Our services" level={level}>
        <Paragraph>
          Vaultline gives you checking, savings and business accounts, transfers between your
          accounts and to other banks, transaction history and support. Some transfers need a
          one-time code or are held for a review by our staff before they post; we show you the
          status of every transfer. Features marked “Coming soon” are not available yet.
        </Paragraph>
      </LegalSection>
      <LegalSection title="4. Fees" level={level}>
        <Paragraph>
          Vaultline charges no fees: no account, transfer or service costs anything today. If that
          ever changes, we will tell you at least two months before any fee applies.
        </Paragraph>
      </LegalSection>
      <LegalSection title="5. Prohibited activities" level={level}>
        <Paragraph>
          You may not use Vaultline for fraud, money laundering, financing terrorism or any other
          unlawful purpose, to send money you do not own, to access another person’s account, or to
          interfere with or probe our systems.
        </Paragraph>
      </LegalSection>
      <LegalSection title="6. Liability" level={level}>
        <Paragraph>
          We are responsible for carrying out your instructions correctly. We are not responsible
          for losses caused by instructions you gave us with wrong details, by someone you let use
          your credentials, or by events outside our control, except where the law says otherwise.
        </Paragraph>
      </LegalSection>
      <LegalSection title="7. Suspension and closure" level={level}>
        <Paragraph>
          We may suspend outgoing transfers or close an account if we suspect fraud, a breach of
          these terms, or if the law requires it. We tell you the reason unless the law forbids it.
          An account closes only at a zero balance; we offer to transfer any remainder to you, and
          we keep the records as the law requires.
        </Paragraph>
      </LegalSection>
      <LegalSection title="8. Changes to these terms" level={level}>
        <Paragraph>
          We may change these terms. We will tell you by email before a change takes effect; if you
          do not agree, you may close your account without a fee.
        </Paragraph>
      </LegalSection>
      <LegalSection title="9. Contact" level={level}>
        <Paragraph>
          <SupportContact />
        </Paragraph>
      </LegalSection>
    </>
  );
}
