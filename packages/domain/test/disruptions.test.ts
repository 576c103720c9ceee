/** Traffic disruptions (decision 053): what an agent may publish, and which cards' alerts it concerns. */
import { describe, expect, it } from 'vitest';
import {
  alertsConcern,
  DISRUPTION_KEYS,
  disruptionFormSchema,
  disruptionInputSchema,
  fieldMessages,
  MESSAGE_KEYS,
} from '../src/index.js';

const input = {
  lines: ['3'],
  modes: [],
  titleFr: 'Travaux',
  titleEn: 'Works',
  textFr: 'Arrêt déplacé.',
  textEn: 'Stop moved.',
  startsAt: '2030-05-01T08:00:00+02:00',
  endsAt: '2030-05-01T18:00:00+02:00',
};

function issues(schema: typeof disruptionInputSchema | typeof disruptionFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('a disruption an agent publishes', () => {
  it('keeps its instants in UTC', () => {
    const parsed = disruptionInputSchema.parse(input);
    expect(parsed.startsAt).toBe('2030-05-01T06:00:00.000Z');
    expect(parsed.endsAt).toBe('2030-05-01T16:00:00.000Z');
  });

  it('names at least one line or mode', () => {
    expect(issues(disruptionInputSchema, { ...input, lines: [], modes: [] })).toEqual({
      lines: DISRUPTION_KEYS.scopeRequired,
    });
    expect(issues(disruptionInputSchema, { ...input, lines: [], modes: ['BOAT'] })).toEqual({});
  });

  it('ends after it starts', () => {
    expect(issues(disruptionInputSchema, { ...input, endsAt: input.startsAt })).toEqual({
      endsAt: DISRUPTION_KEYS.endBeforeStart,
    });
  });

  it('refuses a date that is not one, an empty title and an unknown field', () => {
    expect(issues(disruptionInputSchema, { ...input, startsAt: 'demain' })).toMatchObject({
      startsAt: DISRUPTION_KEYS.dateInvalid,
    });
    expect(issues(disruptionInputSchema, { ...input, titleFr: '  ' })).toMatchObject({
      titleFr: MESSAGE_KEYS.required,
    });
    expect(Object.keys(issues(disruptionInputSchema, { ...input, extra: 1 }))).toHaveLength(1);
  });

  it('takes the form’s dates as a date and time field gives them', () => {
    expect(
      issues(disruptionFormSchema, { ...input, startsAt: '2030-05-01T08:00', endsAt: '2030-05-01T18:00' }),
    ).toEqual({});
    expect(
      issues(disruptionFormSchema, { ...input, startsAt: '', endsAt: '2030-05-01T18:00' }),
    ).toMatchObject({
      startsAt: MESSAGE_KEYS.required,
    });
  });
});

describe('which cards a disruption concerns', () => {
  const network = { BUS: 'BUS', '3': 'BUS', N1: 'BUS', B1: 'BOAT' } as Record<string, string>;
  const disruption = (lines: string[], modes: string[]) => ({ lines, modes, lineModes: network });

  it('a card following an affected line, whatever the case', () => {
    expect(alertsConcern({ favoriteLines: ['n1'], favoriteModes: [] }, disruption(['N1'], []))).toBe(true);
    expect(alertsConcern({ favoriteLines: ['3'], favoriteModes: [] }, disruption(['N1'], []))).toBe(false);
  });

  it('a card following a disrupted mode, or a line of it', () => {
    expect(alertsConcern({ favoriteLines: [], favoriteModes: ['BOAT'] }, disruption([], ['BOAT']))).toBe(
      true,
    );
    expect(alertsConcern({ favoriteLines: ['3'], favoriteModes: [] }, disruption([], ['BUS']))).toBe(true);
    expect(alertsConcern({ favoriteLines: ['B1'], favoriteModes: ['BIKE'] }, disruption([], ['BUS']))).toBe(
      false,
    );
  });

  it('a card following a mode when one of its lines is disrupted', () => {
    expect(alertsConcern({ favoriteLines: [], favoriteModes: ['BUS'] }, disruption(['3'], []))).toBe(true);
    expect(alertsConcern({ favoriteLines: [], favoriteModes: ['BOAT'] }, disruption(['3'], []))).toBe(false);
  });
});
