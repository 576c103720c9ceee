/**
 * The credit notes (avoirs) of an order in its tracking (decision 075): each with its number, date,
 * amount and the invoice it corrects, and its PDF to download. Nothing shows for an order without.
 */
import type { CreditNoteView } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useCreditNotes } from '../api/get-credit-notes.ts';
import { useCreditNoteDownload } from '../api/print-credit-note.ts';

function CreditNoteItem({ note }: { note: CreditNoteView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useCreditNoteDownload(note.id, note.number);
  return (
    <li className="credit-note">
      <p>
        {t('orders.creditNotes.item', {
          number: note.number,
          date: formatDate(note.issuedAt, locale),
          amount: formatCents(note.totalCents, locale),
          invoice: note.invoiceNumber,
        })}
      </p>
      <Button variant="secondary" isPending={download.isPending} onPress={() => download.mutate()}>
        {t('orders.creditNotes.download')} <span className="visually-hidden">{note.number}</span> (PDF)
      </Button>
      {download.isSuccess ? (
        <Status tone="success">
          <p>{t('orders.creditNotes.done', { filename: download.data })}</p>
        </Status>
      ) : null}
      {download.isError ? (
        <Alert>
          <p>{t('orders.creditNotes.failed', { reason: errorText(t, download.error) })}</p>
        </Alert>
      ) : null}
    </li>
  );
}

export function CreditNotes({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const notes = useCreditNotes(orderId);
  const list = notes.data?.creditNotes ?? [];
  if (list.length === 0) return null;
  return (
    <div className="credit-notes">
      <h3>{t('orders.creditNotes.title')}</h3>
      <ul className="plain-list">
        {list.map((note) => (
          <CreditNoteItem key={note.id} note={note} />
        ))}
      </ul>
    </div>
  );
}
