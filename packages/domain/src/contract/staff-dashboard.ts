/**
 * The contract of the back office's dashboard (calls-staff-dashboard.ts, decision 077): figures of
 * the staff's network, days and months of the network (days.ts).
 */
import { z } from 'zod';
import { sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

export const dashboardSchema = z.object({
  day: z.string().describe('The network’s day of the figures, YYYY-MM-DD'),
  today: z.object({
    orders: z.number().int().describe('Orders paid today'),
    salesCents: z.number().int().describe('Their total, all taxes included'),
  }),
  review: z.object({
    backlog: z.number().int().describe('Proofs awaiting review'),
    oldestCreatedAt: z.string().nullable(),
    oldestAgeMinutes: z.number().int().nullable(),
  }),
  processing: z
    .array(z.object({ processStatus: z.string(), orders: z.number().int() }))
    .describe('Paid orders waiting at each processing status not yet PROCESSED'),
  failedInstalments: z.number().int().describe('Instalments FAILED, waiting for regularisation'),
  refundsOfMonth: z.object({
    month: z.string().describe('YYYY-MM'),
    count: z.number().int(),
    amountCents: z.number().int().describe('Refunded by the provider this month (refund.succeeded)'),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const STAFF_DASHBOARD_CONTRACT = {
  getDashboard: { request: sessionRequest({}), response: dashboardSchema },
} as const satisfies AreaContract;
