import PDFDocument from 'pdfkit';
import type { Statement, StatementLine } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';

export const BANK_NAME = 'Vaultline';

const MARGIN = 50;
const ROW_HEIGHT = 16;
/** Column left edges and widths: date, description, amount, balance. */
const COLUMNS = { date: 50, description: 120, amount: 360, balance: 460 } as const;
const AMOUNT_WIDTH = 90;
const DESCRIPTION_CHARS = 48;

type Doc = PDFKit.PDFDocument;

function fitted(text: string): string {
  return text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text;
}

function header(doc: Doc, statement: Statement): void {
  doc.font('Helvetica-Bold').fontSize(20).text(BANK_NAME, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(`Routing number ${statement.routingNumber}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text('Account statement');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Account holder: ${statement.holderName}`);
  doc.text(`Account: ${statement.accountName}, number ${statement.accountNumber}`);
  doc.text(`Period: ${statement.periodStart} to ${statement.periodEnd} (UTC)`);
  doc.moveDown();
}

function summary(doc: Doc, statement: Statement): void {
  const rows: [string, number][] = [
    ['Opening balance', statement.openingBalanceMinor],
    ['Money in', statement.moneyInMinor],
    ['Money out', -statement.moneyOutMinor],
    ['Closing balance', statement.closingBalanceMinor],
  ];
  for (const [label, minor] of rows) {
    const y = doc.y;
    doc.text(label, COLUMNS.date, y);
    doc.text(formatUsd(minor), COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
  }
  doc.moveDown();
}

function tableHeader(doc: Doc): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Date', COLUMNS.date, y);
  doc.text('Description', COLUMNS.description, y);
  doc.text('Amount', COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.text('Balance', COLUMNS.balance, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT - 4)
    .lineTo(doc.page.width - MARGIN, y + ROW_HEIGHT - 4)
    .stroke();
  doc.font('Helvetica').y = y + ROW_HEIGHT;
}

function row(doc: Doc, line: StatementLine): void {
  if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN - 20) {
    doc.addPage();
    tableHeader(doc);
  }
  const y = doc.y;
  doc.text(line.postedAt.slice(0, 10), COLUMNS.date, y, { lineBreak: false });
  doc.text(fitted(line.description), COLUMNS.description, y, { lineBreak: false });
  doc.text(formatUsd(line.amountMinor), COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.text(formatUsd(line.balanceMinor), COLUMNS.balance, y, {
    width: AMOUNT_WIDTH,
    align: 'right',
  });
  doc.y = y + ROW_HEIGHT;
}

/** "Page 1 of 3" and the fingerprint at the foot of every page (drawn once the page count is known). */
function footers(doc: Doc, fingerprint: string | null): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.fontSize(8).text(`Page ${index + 1} of ${count}`, MARGIN, y, { lineBreak: false });
    if (fingerprint)
      doc.text(`SHA-256 ${fingerprint}`, COLUMNS.description, y, { lineBreak: false });
  }
}

/** The statement as a PDF: bank, routing number, holder, period, summary, every line, page numbers. */
export function statementPdf(statement: Statement, fingerprint: string | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${BANK_NAME} statement ${statement.periodStart} to ${statement.periodEnd}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, statement);
  summary(doc, statement);
  tableHeader(doc);
  if (statement.lines.length === 0) doc.text('No transactions in this period.', COLUMNS.date);
  for (const line of statement.lines) row(doc, line);
  footers(doc, fingerprint);
  doc.end();
  return done;
}
