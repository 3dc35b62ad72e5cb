// The local mail catcher of `npm start` and the browser tests: MailDev, a real SMTP server with a
// web inbox and a REST API (GET /api/email), so a new user can read their verification code.
import { MailDev } from 'maildev';

/**
 * @param {{ smtpPort: number, webPort: number }} ports
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string, stop(): Promise<void> }>}
 */
export async function startMailCatcher({ smtpPort, webPort }) {
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    maxEmails: 500,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://localhost:${webPort}`,
    stop: () => maildev.stop(),
  };
}
