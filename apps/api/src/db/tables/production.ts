/**
 * Row types of the table of modules/production, its one owner (apps/api/README.md): the
 * production of a card made through the back office (decision 074), one row per card from its
 * printing on. A made card without a row waits to be printed.
 */
export type CardProductionsTable = {
  media_id: number;
  order_id: number;
  account_id: number;
  /** PRINTED, SHIPPED, READY_FOR_PICKUP or HANDED_OVER. */
  step: string;
  /** SHIPPING (home) or PICKUP (at the agency), the order's delivery choice. */
  delivery_type: string;
  printed_at: string | null;
  printed_by: string | null;
  shipped_at: string | null;
  tracking_reference: string | null;
  ready_at: string | null;
  handed_over_at: string | null;
  /** The agent who moved it last (e-mail). */
  updated_by: string | null;
};

export type ProductionDatabase = { card_productions: CardProductionsTable };
