import { simpleParser } from 'mailparser';
import type { MailParts } from './mime-message';
import { composeMail } from './mime-message';

const NOTICE: MailParts = {
  from: 'Vaultline <no-reply@vaultline.test>',
  to: 'dana@example.com',
  subject: 'You sent $12.00',
  text: 'You sent $12.00 to Dana Smith.\n\nReference: dinner',
  html: '<p>You sent $12.00 to Dana Smith.</p><p>Reference: dinner</p>',
};

describe('composeMail', () => {
  it('builds a message a mail parser reads back whole: headers, envelope, both parts', async () => {
    const now = new Date('2026-11-27T21:45:00Z');
    const mail = composeMail(NOTICE, now);
    expect(mail.envelope).toEqual({ from: 'no-reply@vaultline.test', to: ['dana@example.com'] });
    const parsed = await simpleParser(mail.raw);
    expect(parsed.from?.value).toEqual([{ name: 'Vaultline', address: 'no-reply@vaultline.test' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'dana@example.com' }] });
    expect(parsed.subject).toBe(NOTICE.subject);
    expect(parsed.date).toEqual(now);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@vaultline\.test>$/);
    expect(parsed.text).toBe(NOTICE.text);
    expect(parsed.html).toBe(NOTICE.html);
  });

  it('encodes what is not ASCII, in words short enough to fold, and keeps long lines and dots intact', async () => {
    const subject = `Zoë Ångström sent you €${'1'.repeat(40)} — ${'ü'.repeat(60)}`;
    const text = `.a line that starts with a dot\n${'x'.repeat(2_000)}\nnaïve`;
    const mail = composeMail(
      { ...NOTICE, from: 'Zoë, of Vaultline <zoe@vaultline.test>', subject, text },
      new Date(),
    );
    expect(mail.raw.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    expect(mail.raw).not.toMatch(/\r\n\./);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.value).toEqual([
      { name: 'Zoë, of Vaultline', address: 'zoe@vaultline.test' },
    ]);
    expect(parsed.text).toBe(text);
  });

  it('keeps a header value on its line: a CR or LF in it adds no header', async () => {
    const mail = composeMail({
      ...NOTICE,
      subject: 'Hello\r\nBcc: victim@example.com',
      from: '"Quote \\" and, comma" <ops@vaultline.test>',
    });
    const parsed = await simpleParser(mail.raw);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('Hello Bcc: victim@example.com');
    expect(parsed.from?.value).toEqual([
      { name: 'Quote " and, comma', address: 'ops@vaultline.test' },
    ]);
  });
});
