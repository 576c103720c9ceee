/**
 * The body of /staff/customers/:accountId (decision 073): the customer in sections, each a heading
 * and a table with its caption; a card blocked and a mail sent again, each after a confirmation
 * dialog, the outcome said in a live region.
 */
import type { CustomerPage as Customer } from '@oceane/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate, formatTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useBlockCard } from '../api/block-card.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useResendMail } from '../api/resend-mail.ts';
import { ResendInvoiceButton } from './resend-invoice-button.tsx';
import { SchedulesSection } from './schedules-section.tsx';

type Confirm =
  | { kind: 'block'; cardId: number; number: string }
  | { kind: 'resend'; mailId: number; subject: string; email: string };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** `supervisor`: the role's own actions are offered (closing a schedule, decision 077). */
export function CustomerPage({ accountId, supervisor = false }: { accountId: number; supervisor?: boolean }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const customer = useCustomer(accountId);
  const block = useBlockCard(accountId);
  const resend = useResendMail(accountId);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [done, setDone] = useState('');
  const [last, setLast] = useState<Confirm | null>(null);
  const day = (value: string) => formatDate(value, locale);
  const when = (value: string) => `${formatDate(value, locale)} ${formatTime(value, locale)}`;

  if (customer.isPending) return <p role="status">{common('common.loading')}</p>;
  if (customer.isError) return <LoadFailed error={customer.error} onRetry={() => customer.refetch()} />;
  const data: Customer = customer.data;
  const email = data.identity?.email ?? '';

  const run = (action: Confirm) => {
    setLast(action);
    setDone('');
    if (action.kind === 'block') {
      block.mutate(
        { cardId: action.cardId },
        { onSuccess: () => setDone(t('customers.blocked', { number: action.number })) },
      );
    } else {
      resend.mutate(
        { mailId: action.mailId },
        { onSuccess: () => setDone(t('customers.resent', { subject: action.subject })) },
      );
    }
  };
  const onConfirm = () => {
    if (confirm) run(confirm);
    setConfirm(null);
  };
  const failed = block.isError ? block.error : resend.isError ? resend.error : null;

  return (
    <>
      <h1 id="page-title">
        {t('customers.pageTitle', { name: `${data.account.firstname} ${data.account.name}` })}
      </h1>
      <div aria-live="polite">{done ? <Status tone="success">{done}</Status> : null}</div>
      {failed && last ? <LoadFailed error={failed} onRetry={() => run(last)} /> : null}

      <Section id="customer-identity" title={t('customers.identity')}>
        {data.identity ? (
          <dl className="summary-list">
            <dt>{t('customers.email')}</dt>
            <dd>{data.identity.email}</dd>
            <dt>{t('customers.phone')}</dt>
            <dd>{data.identity.phone || '—'}</dd>
            <dt>{t('customers.verified')}</dt>
            <dd>{data.identity.emailVerified ? t('customers.yes') : t('customers.no')}</dd>
            <dt>{t('customers.createdAt')}</dt>
            <dd>{day(data.identity.createdAt)}</dd>
          </dl>
        ) : (
          <p>{t('customers.guest')}</p>
        )}
      </Section>

      <Section id="customer-profiles" title={t('customers.profiles')}>
        <Table caption={t('customers.profilesCaption')} head={[t('customers.name'), t('customers.state')]}>
          {data.profiles.map((profile) => (
            <tr key={profile.accountId}>
              <td data-label={t('customers.name')}>
                {profile.firstname} {profile.name}
              </td>
              <td data-label={t('customers.state')}>
                {profile.disabled ? t('customers.disabled') : t('customers.active')}
              </td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="customer-cards" title={t('customers.cards')}>
        {data.cards.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.cardsCaption')}
            head={[
              t('customers.cardNumber'),
              t('customers.holder'),
              t('customers.validityEnd'),
              t('customers.state'),
              t('customers.passes'),
              t('customers.actions'),
            ]}
          >
            {data.cards.map((card) => (
              <tr key={card.id}>
                <td data-label={t('customers.cardNumber')}>{card.number}</td>
                <td data-label={t('customers.holder')}>
                  {card.holderFirstname} {card.holderName}
                </td>
                <td data-label={t('customers.validityEnd')}>{day(card.validityEnd)}</td>
                <td data-label={t('customers.state')}>{t(`customers.cardState.${card.state}`)}</td>
                <td data-label={t('customers.passes')}>
                  {card.contracts.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="plain-list">
                      {card.contracts.map((contract) => (
                        <li key={contract.id}>
                          {locale === 'en' ? contract.nameEn : contract.nameFr} ({day(contract.validFrom)} –{' '}
                          {day(contract.validTo)}, {contract.status})
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label={t('customers.actions')}>
                  {card.state === 'blocked' ? null : (
                    <Button
                      variant="secondary"
                      onPress={() => setConfirm({ kind: 'block', cardId: card.id, number: card.number })}
                    >
                      {t('customers.blockCard', { number: card.number })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="customer-orders" title={t('customers.orders')}>
        {data.orders.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.ordersCaption')}
            head={[
              t('customers.reference'),
              t('customers.date'),
              t('customers.status'),
              t('customers.total'),
              t('customers.instalments'),
            ]}
          >
            {data.orders.map((order) => (
              <tr key={order.id}>
                <td data-label={t('customers.reference')}>{order.reference}</td>
                <td data-label={t('customers.date')}>{day(order.createdAt)}</td>
                <td data-label={t('customers.status')}>
                  {order.status}
                  {order.processStatus ? ` / ${order.processStatus}` : ''}
                </td>
                <td data-label={t('customers.total')}>{formatCents(order.totalCents, locale)}</td>
                <td data-label={t('customers.instalments')}>
                  {order.instalments.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="plain-list">
                      {order.instalments.map((instalment) => (
                        <li key={instalment.position}>
                          {t('customers.instalment', {
                            position: instalment.position,
                            amount: formatCents(instalment.amountCents, locale),
                            due: day(instalment.dueDate),
                            status: instalment.status,
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <SchedulesSection accountId={accountId} orders={data.orders} supervisor={supervisor} onDone={setDone} />

      <Section id="customer-invoices" title={t('customers.invoices')}>
        {data.invoices.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.invoicesCaption')}
            head={[
              t('customers.invoiceNumber'),
              t('customers.date'),
              t('customers.total'),
              t('customers.actions'),
            ]}
          >
            {data.invoices.map((invoice) => (
              <tr key={invoice.number}>
                <td data-label={t('customers.invoiceNumber')}>{invoice.number}</td>
                <td data-label={t('customers.date')}>{day(invoice.issuedAt)}</td>
                <td data-label={t('customers.total')}>{formatCents(invoice.totalCents, locale)}</td>
                <td data-label={t('customers.actions')}>
                  <ResendInvoiceButton
                    accountId={accountId}
                    orderId={invoice.orderId}
                    number={invoice.number}
                    email={email}
                    onDone={setDone}
                  />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="customer-documents" title={t('customers.documents')}>
        {data.documents.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.documentsCaption')}
            head={[
              t('customers.documentType'),
              t('customers.fileName'),
              t('customers.date'),
              t('customers.status'),
            ]}
          >
            {data.documents.map((document) => (
              <tr key={document.id}>
                <td data-label={t('customers.documentType')}>{document.type}</td>
                <td data-label={t('customers.fileName')}>{document.fileName}</td>
                <td data-label={t('customers.date')}>{day(document.createdAt)}</td>
                <td data-label={t('customers.status')}>
                  {document.status}
                  {document.reason ? ` (${document.reason})` : ''}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="customer-payment-cards" title={t('customers.paymentCards')}>
        {data.paymentCards.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.paymentCardsCaption')}
            head={[t('customers.cardNumber'), t('customers.expiry'), t('customers.state')]}
          >
            {data.paymentCards.map((card) => (
              <tr key={card.id}>
                <td data-label={t('customers.cardNumber')}>
                  {t('customers.paymentCard', { brand: card.brand, last4: card.last4 })}
                </td>
                <td data-label={t('customers.expiry')}>
                  {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                </td>
                <td data-label={t('customers.state')}>
                  {card.deleted ? t('customers.deleted') : t('customers.active')}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="customer-mails" title={t('customers.mails')}>
        {data.mails.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.mailsCaption')}
            head={[
              t('customers.subject'),
              t('customers.kind'),
              t('customers.date'),
              t('customers.state'),
              t('customers.actions'),
            ]}
          >
            {data.mails.map((mail) => (
              <tr key={mail.id}>
                <td data-label={t('customers.subject')}>{mail.subject}</td>
                <td data-label={t('customers.kind')}>
                  <code>{mail.kind}</code>
                </td>
                <td data-label={t('customers.date')}>{when(mail.createdAt)}</td>
                <td data-label={t('customers.state')}>
                  {mail.sentAt ? t('customers.sent') : t('customers.queued')}
                </td>
                <td data-label={t('customers.actions')}>
                  <Button
                    variant="secondary"
                    onPress={() =>
                      setConfirm({ kind: 'resend', mailId: mail.id, subject: mail.subject, email })
                    }
                  >
                    {t('customers.resend', { subject: mail.subject })}
                  </Button>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <Section id="customer-alerts" title={t('customers.alerts')}>
        {data.alerts.length === 0 ? (
          <p>{t('customers.none')}</p>
        ) : (
          <Table
            caption={t('customers.alertsCaption')}
            head={[t('customers.alertTitle'), t('customers.channel'), t('customers.date')]}
          >
            {data.alerts.map((alert, index) => (
              <tr key={`${alert.cardId}-${alert.sentAt}-${index}`}>
                <td data-label={t('customers.alertTitle')}>
                  {locale === 'en' ? alert.titleEn : alert.titleFr}
                </td>
                <td data-label={t('customers.channel')}>{alert.channel}</td>
                <td data-label={t('customers.date')}>{when(alert.sentAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>

      <ModalDialog
        role="alertdialog"
        title={
          confirm?.kind === 'block'
            ? t('customers.blockTitle', { number: confirm.number })
            : t('customers.resendTitle')
        }
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
      >
        <p>
          {confirm?.kind === 'block'
            ? t('customers.blockText')
            : confirm
              ? t('customers.resendText', { subject: confirm.subject, email: confirm.email })
              : null}
        </p>
        <div className="actions">
          <Button onPress={onConfirm} isPending={block.isPending || resend.isPending}>
            {confirm?.kind === 'block' ? t('customers.blockConfirm') : t('customers.resendConfirm')}
          </Button>
          <Button variant="quiet" onPress={() => setConfirm(null)}>
            {t('customers.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
