/**
 * The account's cards as tabs named by their holder and number, favourites first; the selected
 * card is kept in the address (`?card=ID`), so that a reload or a shared link shows it again.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { holderName, type Card } from '../api/card.ts';

export function CardTabs({
  cards,
  selectedId,
  onSelect,
  children,
}: {
  cards: Card[];
  selectedId: string;
  onSelect: (cardId: string) => void;
  children: (card: Card) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      selectedKey={selectedId}
      onSelectionChange={(key) => onSelect(String(key))}
      className="tabs card-tabs"
    >
      <TabList aria-label={t('cards.pickerLabel')} className="tabs__list card-tabs__list">
        {cards.map((card) => (
          <Tab key={card.id} id={String(card.id)} className="tabs__tab card-tab">
            <span className="card-tab__name">
              {card.bookmarked ? (
                <svg className="icon card-tab__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"
                    fill="currentColor"
                  />
                </svg>
              ) : null}
              {holderName(card)}
              {card.bookmarked ? <span className="visually-hidden">{` ${t('cards.favourite')}`}</span> : null}
            </span>{' '}
            <span className="card-tab__number">{card.number}</span>
          </Tab>
        ))}
      </TabList>
      {cards.map((card) => (
        <TabPanel key={card.id} id={String(card.id)} className="tabs__panel">
          {children(card)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
