/**
 * The contract of the back office's own call (Staff/whoami.json, staff scope) and of the browser's
 * error report (Monitoring/reportError.json, spec §9, registered when ERROR_REPORTING is on).
 */
import { z } from 'zod';
import { errorReportSchema } from '../error-report.js';
import { publicRequest, sessionRequest } from './request.js';
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
  reportError: {
    request: publicRequest(errorReportSchema.shape),
    response: z.object({ received: z.literal(true) }),
  },
} as const satisfies AreaContract;
