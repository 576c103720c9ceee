/**
 * Row types of the tables of modules/disruptions, their one owner (apps/api/README.md): the
 * disruptions the agents publish, and the alert each card was sent for one (decision 053).
 */
import type { Generated } from 'kysely';

export type DisruptionsTable = {
  id: Generated<number>;
  network_id: number;
  /** JSON arrays of line codes and of transport modes. */
  lines: string;
  modes: string;
  title_fr: string;
  title_en: string;
  text_fr: string;
  text_en: string;
  starts_at: string;
  ends_at: string;
  /** The agent's e-mail address. */
  published_by: string;
  published_at: string;
  /** When a job went through every card; null until then. */
  dispatched_at: string | null;
};

export type DisruptionAlertsTable = {
  id: Generated<number>;
  disruption_id: number;
  media_id: number;
  account_id: number | null;
  channel: 'EMAIL' | 'SMS';
  address: string;
  locale: string;
  sent_at: string;
};

export type DisruptionsDatabase = {
  disruptions: DisruptionsTable;
  disruption_alerts: DisruptionAlertsTable;
};
