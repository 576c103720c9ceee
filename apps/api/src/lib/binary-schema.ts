/** Bytes sent as they are (a photo, a PDF); the OpenAPI page shows them as a binary string. */
import { z } from 'zod';

export const binary = (description: string) =>
  z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }).describe(description);
