/**
 * The publishing form's values and the request they make: the dates and times the agent typed
 * (their browser's clock) become instants.
 */
import type { DisruptionForm, DisruptionInput } from '@oceane/domain';

export const EMPTY_DISRUPTION: DisruptionForm = {
  lines: [],
  modes: [],
  titleFr: '',
  titleEn: '',
  textFr: '',
  textEn: '',
  startsAt: '',
  endsAt: '',
};

export function disruptionRequest(values: {
  lines: string[];
  modes: DisruptionInput['modes'];
  titleFr: string;
  titleEn: string;
  textFr: string;
  textEn: string;
  startsAt: string;
  endsAt: string;
}): DisruptionInput {
  return {
    ...values,
    startsAt: new Date(values.startsAt).toISOString(),
    endsAt: new Date(values.endsAt).toISOString(),
  };
}
