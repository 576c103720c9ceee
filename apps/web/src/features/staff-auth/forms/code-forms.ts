/** The code forms' schemas: the contract's own fields (packages/domain/src/contract/staff.ts). */
import { secondFactorCodeField, totpCodeField } from '@oceane/domain';
import { z } from 'zod';

export const appCodeForm = z.object({ code: totpCodeField });
export const anyCodeForm = z.object({ code: secondFactorCodeField });
