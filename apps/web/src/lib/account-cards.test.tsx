import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/api.ts';
import { aCard, USER } from '../../test/cards.ts';
import { renderAt } from '../../test/render.tsx';
import { invalidateAccountCards, parseCards, useAccountCard, useAccountCards } from './account-cards.ts';
import { endSession, startSession } from './session.ts';

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

/** What the bike reservations read: every card's number. */
function CardNumbers() {
  const cards = useAccountCards();
  return <p>numbers: {cards.data?.map((card) => card.number).join(', ') ?? 'loading'}</p>;
}

/** What a card's page reads: one card, followed live. */
function CardHolder({ cardId }: { cardId: string }) {
  const { card, isPending } = useAccountCard(cardId, { live: true });
  return <p>holder: {isPending ? 'loading' : (card?.holder.firstname ?? 'no card')}</p>;
}

describe("the account's cards (lib/account-cards.ts)", () => {
  it('two components of one page, a list and one card, read the cards with one request', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [aCard(), aCard({ id: 12, number: '4100000102' })] }),
    });
    renderAt(
      <>
        <CardNumbers />
        <CardHolder cardId="12" />
      </>,
    );
    expect(await screen.findByText('numbers: 4100000101, 4100000102')).toBeInTheDocument();
    expect(await screen.findByText('holder: Claire')).toBeInTheDocument();
    expect(api.calls('Account/getCards.json')).toHaveLength(1);
  });

  it('invalidateAccountCards shows the changed card at once, then reads the list again for every component', async () => {
    let cards: unknown[] = [aCard()];
    let answerLater: (() => void) | undefined;
    const api = fakeApi({
      'Account/getCards.json': async () => {
        if (api.calls('Account/getCards.json').length > 1)
          await new Promise<void>((resolve) => (answerLater = resolve));
        return ok({ CARDS: cards });
      },
    });
    const { queryClient } = renderAt(
      <>
        <CardNumbers />
        <CardHolder cardId="11" />
      </>,
    );
    expect(await screen.findByText('holder: Claire')).toBeInTheDocument();

    // The holder changed (the call answered the card), and a card was associated meanwhile.
    const [changed] = parseCards({ CARDS: [aCard({ holder: { firstname: 'Claire-Marie' } })] });
    cards = [changed, aCard({ id: 12, number: '4100000102' })];
    let done: Promise<void> | undefined;
    act(() => {
      done = invalidateAccountCards(queryClient, changed!);
    });
    expect(await screen.findByText('holder: Claire-Marie')).toBeInTheDocument();
    expect(screen.getByText('numbers: 4100000101')).toBeInTheDocument();

    await vi.waitFor(() => expect(answerLater).toBeDefined());
    answerLater!();
    await act(() => done!);
    expect(await screen.findByText('numbers: 4100000101, 4100000102')).toBeInTheDocument();
    expect(api.calls('Account/getCards.json')).toHaveLength(2);
  });
});
