/** The calls of one area of the table (calls.ts): the traffic disruptions the agents publish (decision 053). */
import type { Call } from './calls.js';

export const DISRUPTION_CALLS = {
  // Staff only: the staff scope refuses a passenger's session (403).
  publishDisruption: { method: 'POST', path: 'Staff/publishDisruption.json', access: 'staff' },
  getDisruptions: { method: 'GET', path: 'Staff/getDisruptions.json', access: 'staff' },
} as const satisfies Record<string, Call>;
