import { randomUUID } from 'node:crypto';
import type { MailMessage } from './mail-message.types';

/** What MailService hands to the SMTP connection: the envelope and the whole message, ready to send. */
export interface ComposedMail {
  envelope: { from: string; to: string[] };
  raw: string;
}

/** A message as MailService is asked to send it, with its sender and its HTML part. */
export interface MailParts extends MailMessage {
  /** `Name <address>` or a bare address. */
  from: string;
  html: string;
}

const CRLF = '\r\n';
/** UTF-8 bytes per encoded word: 52 characters of base64, 64 with its markers (RFC 2047: 75). */
const ENCODED_WORD_BYTES = 39;
/** RFC 5322's advice for a line; longer header values are folded. */
const LINE_ADVISED = 78;
/** RFC 2045: base64 lines of at most 76 characters. */
const BASE64_LINE = /.{1,76}/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** A header value on one line: a CR or LF in it could not start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** RFC 2047: printable ASCII as it is; anything else as base64 encoded words, one per folded line. */
function headerText(value: string): string {
  const line = oneLine(value);
  if (PRINTABLE_ASCII.test(line)) return line;
  const words: string[] = [];
  let chunk = '';
  for (const char of line) {
    if (Buffer.byteLength(chunk + char) > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  words.push(chunk);
  return words
    .map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`)
    .join(`${CRLF} `);
}

/** A mailbox header (`Name <address>`), its name quoted or encoded, and its bare address. */
function mailbox(value: string): { header: string; address: string } {
  const line = oneLine(value);
  const [, rawName, rawAddress] = /^(.*)<([^<>]+)>$/.exec(line) ?? [];
  if (rawName === undefined || rawAddress === undefined) return { header: line, address: line };
  // A quoted name loses its quotes and its quoted pairs' backslashes; it is quoted again below.
  const name = rawName
    .trim()
    .replace(/^"(.*)"$/, (_, quoted: string) => quoted.replace(/\\(.)/g, '$1'));
  const address = rawAddress.trim();
  if (!name) return { header: `<${address}>`, address };
  const shown = PRINTABLE_ASCII.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : headerText(name);
  // Folded before the address where `From: ` or `To: ` and the whole would be past the advised line.
  const fold = `${shown} <${address}>`.length > LINE_ADVISED - 'From: '.length ? CRLF : '';
  return { header: `${shown}${fold} <${address}>`, address };
}

function base64Body(text: string): string {
  return (Buffer.from(text).toString('base64').match(BASE64_LINE) ?? []).join(CRLF);
}

function part(type: 'plain' | 'html', body: string): string[] {
  return [
    `Content-Type: text/${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Body(body),
  ];
}

/**
 * One message with a plain text and an HTML part (multipart/alternative), built as one string.
 * nodemailer's own composer streams each header and part through its own objects: building the
 * message here halves the sender's CPU per notice (ADR 0008). Bodies go as base64, so no line is
 * too long and none starts with a dot; header values are kept to one line.
 */
export function composeMail(parts: MailParts, now = new Date()): ComposedMail {
  const from = mailbox(parts.from);
  const to = mailbox(parts.to);
  const boundary = `vl-${randomUUID()}`;
  const domain = from.address.split('@')[1] ?? 'localhost';
  const lines = [
    `From: ${from.header}`,
    `To: ${to.header}`,
    `Subject: ${headerText(parts.subject)}`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative;',
    ` boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('plain', parts.text),
    `--${boundary}`,
    ...part('html', parts.html),
    `--${boundary}--`,
    '',
  ];
  return { envelope: { from: from.address, to: [to.address] }, raw: lines.join(CRLF) };
}
