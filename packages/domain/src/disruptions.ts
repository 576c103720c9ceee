/**
 * Traffic disruptions (decision 053): what the network's agents publish (lines and/or modes
 * affected, a title and a text in French and English, a start and an end), and the rules of the
 * publishing form, shared by the staff screen and the api's Staff/publishDisruption.json. Each
 * card whose traffic alerts follow an affected line or mode hears of it once (card-alerts.ts).
 */
import { z } from 'zod';
import { TRANSPORT_MODES } from './enums.js';
import { FAVORITE_LINE_MAX_LENGTH, FAVORITE_LINES_MAX } from './card-alerts.js';
import { transitLineSchema } from './transit.js';
import { MESSAGE_KEYS } from './validation.js';

export const DISRUPTION_KEYS = {
  lineUnknown: 'validation.line.unknown',
  scopeRequired: 'validation.disruption.scope',
  endBeforeStart: 'validation.disruption.endBeforeStart',
  endPassed: 'validation.disruption.endPassed',
  dateInvalid: 'validation.date.invalid',
} as const;

export const DISRUPTION_TITLE_MAX_LENGTH = 120;
export const DISRUPTION_TEXT_MAX_LENGTH = 1000;
/** The most disruptions Staff/getDisruptions.json lists, newest first. */
export const DISRUPTIONS_LISTED = 50;

const title = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .max(DISRUPTION_TITLE_MAX_LENGTH, { error: 'validation.address.tooLong' });
const text = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .max(DISRUPTION_TEXT_MAX_LENGTH, { error: 'validation.address.tooLong' });
/** An instant with its offset (what `Date#toISOString` writes); kept as UTC ISO text. */
const instant = z
  .string({ error: MESSAGE_KEYS.required })
  .min(1, { error: MESSAGE_KEYS.required })
  .pipe(z.iso.datetime({ offset: true, error: DISRUPTION_KEYS.dateInvalid }))
  .transform((value) => new Date(value).toISOString());

/** The fields an agent publishes; the api adds the session's and checks each line against the network. */
export const disruptionInputFields = {
  lines: z.array(z.string().trim().min(1).max(FAVORITE_LINE_MAX_LENGTH)).max(FAVORITE_LINES_MAX).default([]),
  modes: z.array(z.enum(TRANSPORT_MODES)).max(TRANSPORT_MODES.length).default([]),
  titleFr: title,
  titleEn: title,
  textFr: text,
  textEn: text,
  startsAt: instant,
  endsAt: instant,
};

/** At least a line or a mode; an end after the start. */
export function checkDisruptionInput(
  input: { lines: string[]; modes: string[]; startsAt: string; endsAt: string },
  context: z.RefinementCtx,
): void {
  if (input.lines.length === 0 && input.modes.length === 0)
    context.addIssue({ code: 'custom', path: ['lines'], message: DISRUPTION_KEYS.scopeRequired });
  if (input.endsAt <= input.startsAt)
    context.addIssue({ code: 'custom', path: ['endsAt'], message: DISRUPTION_KEYS.endBeforeStart });
}

/** A date and time as a `datetime-local` field gives it (the agent's own clock, Europe/Paris on the network). */
const localDateTime = z
  .string({ error: MESSAGE_KEYS.required })
  .min(1, { error: MESSAGE_KEYS.required })
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value), {
    error: DISRUPTION_KEYS.dateInvalid,
  });

/** The staff form: the same rules, its dates as the browser's date and time fields hold them. */
export const disruptionFormSchema = z
  .object({ ...disruptionInputFields, startsAt: localDateTime, endsAt: localDateTime })
  .superRefine(checkDisruptionInput);
export type DisruptionForm = z.input<typeof disruptionFormSchema>;

export const disruptionInputSchema = z.strictObject(disruptionInputFields).superRefine(checkDisruptionInput);
export type DisruptionInput = z.infer<typeof disruptionInputSchema>;

export const disruptionSchema = z.object({
  id: z.number().int().positive(),
  lines: z.array(z.string()).describe('Line codes affected ("3", "B1")'),
  modes: z.array(z.enum(TRANSPORT_MODES)).describe('Whole modes affected'),
  titleFr: z.string(),
  titleEn: z.string(),
  textFr: z.string(),
  textEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().describe('The e-mail address of the agent who published it'),
  alertsSent: z.number().int().nonnegative().describe('Cards told so far (an e-mail or an SMS each)'),
});
export type Disruption = z.infer<typeof disruptionSchema>;

export const disruptionResponse = z.object({ disruption: disruptionSchema });
export const disruptionsResponse = z.object({
  disruptions: z.array(disruptionSchema),
  lines: z.array(transitLineSchema).describe('The network’s lines, what a disruption may name'),
});

/**
 * Whether a card's alerts (its favourite lines and modes) concern a disruption: a line it follows
 * is affected, or a mode it follows is (as a whole, or one of its lines: following the boats is
 * following every boat line), or a whole mode is disrupted to which a line it follows belongs.
 * `lineModes` gives each line code (upper case) its mode.
 */
export function alertsConcern(
  alerts: { favoriteLines: readonly string[]; favoriteModes: readonly string[] },
  disruption: {
    lines: readonly string[];
    modes: readonly string[];
    lineModes: Readonly<Record<string, string>>;
  },
): boolean {
  const lines = new Set(alerts.favoriteLines.map((line) => line.trim().toUpperCase()));
  const affectedLines = disruption.lines.map((line) => line.toUpperCase());
  if (affectedLines.some((line) => lines.has(line))) return true;
  const affectedModes = new Set([
    ...disruption.modes,
    ...affectedLines.flatMap((line) => disruption.lineModes[line] ?? []),
  ]);
  if (alerts.favoriteModes.some((mode) => affectedModes.has(mode))) return true;
  return disruption.modes.some((mode) => [...lines].some((line) => disruption.lineModes[line] === mode));
}
