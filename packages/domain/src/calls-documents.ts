/** The calls of one area of the table (calls.ts): Media/uploadDocument.json, Document/* and Staff/reviewDocument.json (issue 10). */
import type { Call } from './calls.js';

export const DOCUMENT_CALLS = {} as const satisfies Record<string, Call>;
