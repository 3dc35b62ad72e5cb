import { Typography } from '@mui/material';
import { cookieLifetime, PORTAL_COOKIES, RETENTION_DAYS } from '@vaultline/contracts';
import type { HeadingLevel } from './legal-section';
import { LegalSection, Paragraph } from './legal-section';
import { SupportContact } from './support-contact';

/** Every cookie the portal sets (PORTAL_COOKIES), and what else the browser keeps. */
function CookiesSection({ level }: { level: HeadingLevel }) {
  return (
    <LegalSection title="Cookies and browser storage" level={level}>
      <Paragraph>These are all the cookies the portal sets:</Paragraph>
      <Typography component="ul" variant="body1">
        {PORTAL_COOKIES.map((cookie) => (
          <li key={cookie.name}>
            <code>{cookie.name}</code>
            {` (${cookie.who.toLowerCase()}; lasts ${cookieLifetime(cookie.lasts)}): ${cookie.purpose}`}
          </li>
        ))}
      </Typography>
      <Paragraph>
        Every session ends 12 hours after you sign in at the latest, and after 15 minutes without
        activity. While you sign up, this browser also keeps the email address waiting for its
        verification code (in its local storage, forgotten when you sign out). We use no advertising
        or tracking cookies.
      </Paragraph>
    </LegalSection>
  );
}

/** What is deleted on a schedule, and when (RETENTION_DAYS, enforced by the purge jobs). */
function RetentionSection({ level }: { level: HeadingLevel }) {
  return (
    <LegalSection title="Retention" level={level}>
      <Paragraph>
        Banks must keep records: we keep your account and transaction records after you close your
        account, for as long as the law requires. What is only needed for a while is deleted on a
        schedule, every 6 hours:
      </Paragraph>
      <Typography component="ul" variant="body1">
        <li>
          {`sessions, ${RETENTION_DAYS.endedSessions} days after they end ` +
            '(until then they are in your sign-in history);'}
        </li>
        <li>{`one-time codes and links, ${RETENTION_DAYS.spentCodes} days after they are used or expire;`}</li>
        <li>
          {'counters of attempts (failed sign-ins, codes sent), after ' +
            `${RETENTION_DAYS.idleThrottles} days without an attempt;`}
        </li>
        <li>
          {'a file you uploaded to a support conversation but did not send, ' +
            `${RETENTION_DAYS.unsentUploads} day after the upload.`}
        </li>
      </Typography>
    </LegalSection>
  );
}

/** The privacy policy, shown on /privacy and in the sign-up dialog. */
export function PrivacyContent({ level }: { level: HeadingLevel }) {
  return (
    <>
      <LegalSection title="What we store and why" level={level}>
        <Typography component="ul" variant="body1">
          <li>
            Your name, email address and, if you add them, your phone number, address and date of
            birth: to identify you and to contact you about your account.
          </li>
          <li>
            Your accounts, transactions, transfers and payees: to run your accounts and show you
            your history.
          </li>
          <li>Your support requests: to answer them.</li>
          <li>
            Your sign-in sessions (when they started, the browser and the IP address): so you can
            see them and sign out of any of them.
          </li>
          <li>
            A record of every change our staff make to your data (who, when, what), which nobody can
            edit.
          </li>
        </Typography>
      </LegalSection>
      <LegalSection title="Passwords and codes" level={level}>
        <Paragraph>
          Your password is stored only as an argon2 hash, never as the password itself, and it is
          never shown to our staff. Your transfer PIN and every one-time code we email you (sign-up,
          sign-in and transfer codes) are stored hashed too, and expire after a short time.
        </Paragraph>
      </LegalSection>
      <CookiesSection level={level} />
      <LegalSection title="Sharing" level={level}>
        <Paragraph>
          We do not sell your data. We share it only when needed to carry out your instructions (for
          example with the bank that receives your transfer) or when the law requires it.
        </Paragraph>
      </LegalSection>
      <RetentionSection level={level} />
      <LegalSection title="Contact" level={level}>
        <Paragraph>
          To ask what we hold about you or to correct it: <SupportContact />
        </Paragraph>
      </LegalSection>
    </>
  );
}
