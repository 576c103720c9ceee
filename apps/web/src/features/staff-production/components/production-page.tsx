/**
 * The body of /staff/production (decision 074): the made cards waiting at each step, oldest
 * payment first, in a table (filter by step); the cards waiting to be printed are chosen with
 * their checkboxes and printed in one batch (the PDF is saved, the cards become printed); each
 * printed or waiting card has the action of its next step, which opens a panel saying what the
 * passenger will see and receive, with the tracking reference to type for a shipment, confirmed
 * there (the steps cannot be undone).
 */
import { QUEUE_STEPS, type ProductionItem } from '@oceane/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useMoveCard, usePrintCardSheets, useProductionQueue, type StepInput } from '../api/production.ts';

type QueueStep = (typeof QUEUE_STEPS)[number];
type Action = StepInput['action'];

/** The action of a card's next step, or null (waiting to be printed: the batch prints it). */
function nextAction(item: ProductionItem): Action | null {
  if (item.step === 'PRINTED') return item.delivery === 'SHIPPING' ? 'ship' : 'readyForPickup';
  if (item.step === 'READY_FOR_PICKUP') return 'handOver';
  return null;
}

const TRACKING_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;

function StepPanel({
  item,
  action,
  onDone,
  onCancel,
}: {
  item: ProductionItem;
  action: Action;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const move = useMoveCard();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => heading.current?.focus(), []);

  const confirm = () => {
    const trimmed = reference.trim();
    if (action === 'ship' && !TRACKING_PATTERN.test(trimmed)) {
      setError(t('production.trackingHint'));
      return;
    }
    const input: StepInput =
      action === 'ship'
        ? { action, mediaId: item.mediaId, trackingReference: trimmed }
        : { action, mediaId: item.mediaId };
    move.mutate(input, {
      onSuccess: () => onDone(t(`production.done.${action}`, { number: item.cardNumber })),
    });
  };

  return (
    <section aria-labelledby="production-step-title" className="review-item">
      <h2 id="production-step-title" tabIndex={-1} ref={heading}>
        {t(`production.actions.${action}`)} – {item.holderName}, {item.cardNumber}
      </h2>
      <p>{t(`production.explain.${action}`)}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        {action === 'ship' ? (
          <TextField
            id="production-tracking"
            name="trackingReference"
            label={t('production.tracking')}
            description={t('production.trackingHint')}
            value={reference}
            onChange={(value) => {
              setReference(value);
              setError(undefined);
            }}
            error={error}
            isRequired
          />
        ) : null}
        {move.isError ? <Alert>{move.error.message}</Alert> : null}
        <div className="actions">
          <Button type="submit" isPending={move.isPending}>
            {t(`production.confirm.${action}`)}
          </Button>
          <Button variant="quiet" onPress={onCancel}>
            {t('production.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function ProductionPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const [step, setStep] = useState<QueueStep | ''>('');
  const queue = useProductionQueue(step || undefined);
  const [chosen, setChosen] = useState<number[]>([]);
  const [open, setOpen] = useState<{ item: ProductionItem; action: Action } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const printer = usePrintCardSheets(chosen);
  const items = queue.data ?? [];
  const printable = items.filter((item) => item.step === 'NUMBERED');
  const chosenHere = chosen.filter((id) => printable.some((item) => item.mediaId === id));

  if (open) {
    return (
      <StepPanel
        key={`${open.item.mediaId}-${open.action}`}
        item={open.item}
        action={open.action}
        onCancel={() => setOpen(null)}
        onDone={(message) => {
          setDone(message);
          setOpen(null);
        }}
      />
    );
  }
  return (
    <>
      <SelectField
        id="production-step"
        name="step"
        label={t('production.filter')}
        value={step}
        onChange={(value) => setStep(value as QueueStep | '')}
        options={[
          { value: '', label: t('production.allSteps') },
          ...QUEUE_STEPS.map((one) => ({ value: one, label: t(`production.steps.${one}`) })),
        ]}
      />
      {done ? <Status tone="success">{done}</Status> : null}
      {printer.isSuccess ? (
        <Status tone="success">{t('production.printed', { file: printer.data })}</Status>
      ) : null}
      {printer.isError ? <Alert>{printer.error.message}</Alert> : null}
      {queue.isPending ? (
        <p role="status">{common('common.loading')}</p>
      ) : queue.isError ? (
        <LoadFailed error={queue.error} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <p>{t('production.empty')}</p>
      ) : (
        <>
          <div className="actions">
            <Button
              onPress={() => printer.print({ onSettled: () => setChosen([]) })}
              isDisabled={chosenHere.length === 0}
              isPending={printer.isPending}
              aria-describedby="production-print-hint"
            >
              {t('production.print', { count: chosenHere.length })}
            </Button>
          </div>
          <p id="production-print-hint" className="field__description">
            {t('production.printHint')}
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <caption>{t('production.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('production.choose')}</th>
                  <th scope="col">{t('production.paidAt')}</th>
                  <th scope="col">{t('production.holder')}</th>
                  <th scope="col">{t('production.number')}</th>
                  <th scope="col">{t('production.order')}</th>
                  <th scope="col">{t('production.delivery')}</th>
                  <th scope="col">{t('production.step')}</th>
                  <th scope="col">{t('production.action')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const action = nextAction(item);
                  return (
                    <tr key={item.mediaId}>
                      <td data-label={t('production.choose')}>
                        {item.step === 'NUMBERED' ? (
                          <Checkbox
                            id={`production-choose-${item.mediaId}`}
                            name="mediaIds"
                            isSelected={chosen.includes(item.mediaId)}
                            onChange={(selected) =>
                              setChosen((ids) =>
                                selected ? [...ids, item.mediaId] : ids.filter((id) => id !== item.mediaId),
                              )
                            }
                          >
                            <span className="visually-hidden">
                              {t('production.chooseCard', {
                                holder: item.holderName,
                                number: item.cardNumber,
                              })}
                            </span>
                          </Checkbox>
                        ) : null}
                      </td>
                      <td data-label={t('production.paidAt')}>{formatDate(item.paidAt, locale)}</td>
                      <td data-label={t('production.holder')}>
                        {item.holderName}
                        {item.kind === 'DUPLICATE' ? ` (${t('production.duplicate')})` : ''}
                      </td>
                      <td data-label={t('production.number')}>{item.cardNumber}</td>
                      <td data-label={t('production.order')}>{item.orderReference}</td>
                      <td data-label={t('production.delivery')}>
                        {t(`production.deliveries.${item.delivery}`)}
                      </td>
                      <td data-label={t('production.step')}>{t(`production.steps.${item.step}`)}</td>
                      <td data-label={t('production.action')}>
                        {action ? (
                          <Button
                            variant="secondary"
                            aria-label={t(`production.actionFor.${action}`, {
                              holder: item.holderName,
                              number: item.cardNumber,
                            })}
                            onPress={() => {
                              setDone(null);
                              setOpen({ item, action });
                            }}
                          >
                            {t(`production.actions.${action}`)}
                          </Button>
                        ) : (
                          t('production.toPrint')
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
