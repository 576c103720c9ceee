/**
 * What the cards page tells politely, in one live region present from the start: a card
 * associated, a card removed, and a sale settled by a validation while the page is open.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Card } from '../api/card.ts';

/** Router state a page leaves for /cards (the association flow, when it ends). */
export type CardsNotice = { associated: string };

export function useCardAnnouncements(cards: Card[] | undefined) {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = location.state as Partial<CardsNotice> | null;
  const [message, setMessage] = useState<string>(() =>
    notice?.associated ? t('cards.associated', { number: notice.associated }) : '',
  );
  const pending = useRef<Map<string, boolean> | null>(null);

  useEffect(() => {
    if (!cards) return;
    const before = pending.current;
    pending.current = new Map(cards.map((card) => [String(card.id), card.pendingSale]));
    if (!before) return;
    const settled = cards.find((card) => before.get(String(card.id)) === true && !card.pendingSale);
    if (settled) setMessage(t('cards.settled', { number: settled.number }));
  }, [cards, t]);

  return { message, announce: setMessage };
}
