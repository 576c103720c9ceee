/**
 * The kinds and field limits of a browser's error report, apart from its schema so that the portal
 * can trim a report without loading zod on every page (error-report.ts holds the schema).
 */
export const ERROR_REPORT_KINDS = ['error', 'unhandledrejection', 'render'] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];

export const ERROR_REPORT_LIMITS = {
  message: 1000,
  name: 100,
  stack: 8000,
  page: 2000,
  release: 100,
} as const;

/** Spec §9: the share of page visits that report their errors, unless the server sets another. */
export const TRACE_SAMPLE_RATE = 0.7;
