/**
 * A browser's report of an error it met (spec §9: error reporting, sampled at the trace sample
 * rate when the public configuration enables it). The portal trims its fields to the limits of
 * error-report-limits.ts; the api refuses anything else, so a report is only ever short text.
 */
import { z } from 'zod';
import { ERROR_REPORT_KINDS, ERROR_REPORT_LIMITS } from './error-report-limits.js';
import { LOCALES } from './messages.js';

export const errorReportSchema = z.strictObject({
  kind: z.enum(ERROR_REPORT_KINDS),
  message: z.string().min(1).max(ERROR_REPORT_LIMITS.message),
  name: z.string().max(ERROR_REPORT_LIMITS.name).optional(),
  stack: z.string().max(ERROR_REPORT_LIMITS.stack).optional(),
  /** The page's path and query, never another origin's address. */
  page: z
    .string()
    .max(ERROR_REPORT_LIMITS.page)
    .regex(/^\/(?!\/)/),
  release: z.string().min(1).max(ERROR_REPORT_LIMITS.release),
  /** Chosen by the page at load, so that the reports of one visit can be read together. */
  traceId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  locale: z.enum(LOCALES).optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;
