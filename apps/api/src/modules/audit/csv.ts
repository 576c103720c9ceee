/**
 * The audit log as CSV, as French spreadsheet and accounting tools open it: UTF-8 with a byte
 * order mark, `;` between fields, CRLF between lines, a field quoted when it holds `;`, a quote or
 * a line break. A field a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) starts with `'`.
 */
import type { AuditEntry, Locale } from '@oceane/domain';

const HEADERS: Record<Locale, readonly string[]> = {
  fr: [
    'Date',
    'Agent',
    'Identifiant agent',
    'Action',
    'Objet',
    'Identifiant objet',
    'Client',
    'Avant',
    'Après',
  ],
  en: ['Date', 'Staff member', 'Staff id', 'Action', 'Record', 'Record id', 'Customer', 'Before', 'After'],
};

function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(entries: readonly AuditEntry[], locale: Locale): Buffer {
  const lines = [HEADERS[locale].map(field).join(';')];
  for (const entry of entries)
    lines.push(
      [
        entry.at,
        entry.staff.email,
        entry.staff.identityId,
        entry.action,
        entry.recordKind,
        entry.recordId,
        entry.customerAccountId,
        entry.before ? JSON.stringify(entry.before) : null,
        entry.after ? JSON.stringify(entry.after) : null,
      ]
        .map(field)
        .join(';'),
    );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
