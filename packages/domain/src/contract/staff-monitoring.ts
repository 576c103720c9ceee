/**
 * The contract of the back office's own call (Staff/whoami.json, staff scope), of the browser's
 * error report (Monitoring/reportError.json, spec §9, registered when ERROR_REPORTING is on) and of
 * the load balancer's health check (GET /api/health, not signed).
 */
import { z } from 'zod';
import { errorReportSchema } from '../error-report.js';
import { localeField, publicRequest, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

export const STAFF_MONITORING_CONTRACT = {
  staffWhoami: {
    request: sessionRequest({}),
    response: z.object({
      staff: z.object({
        userId: z.number().int().describe('The profile of the session'),
        email: z.string().describe('The staff member’s e-mail address'),
      }),
    }),
  },
  health: {
    // Loose: a probe's query string (a cache-buster…) must never turn a liveness check into a 400.
    request: z.looseObject({ locale: localeField }),
    response: z.object({
      status: z.literal('up'),
      version: z.string().describe('The version running'),
      database: z.enum(['sqlite', 'postgres', 'pglite']).describe('The database this instance uses'),
    }),
  },
  reportError: {
    request: publicRequest(errorReportSchema.shape),
    response: z.object({ received: z.literal(true) }),
  },
} as const satisfies AreaContract;
