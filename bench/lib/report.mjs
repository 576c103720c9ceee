// The figures of a bench run and how they are written: a figure is a value with its unit, and,
// when it has one, its target (with whether it is met) and its reference measured in the same run.
// The report puts every figure with a target first, and each figure beside the previous run's value
// read from bench/reports/history.jsonl, so a regression shows.
import { existsSync, readFileSync } from 'node:fs';

const spaced = (value, digits) =>
  value
    .toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: 0 })
    .replace(/,/g, ' ');

/** `12 345 req/s`, `4.5 ms`, `37 %`: a value as the report prints it, rounded for its size. */
export function formatValue(value, unit = '') {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = spaced(value, digits);
  if (unit === '') return text;
  return unit === '%' || unit === '×' ? `${text} ${unit}`.replace(' ×', '×') : `${text} ${unit}`;
}

/**
 * A figure. `atLeast` / `atMost` give its target (and `met`), in the figure's unit; `reference`
 * says what it is compared with, measured in the same run (e.g. "bare Fastify 15 000 req/s").
 */
export function figure(value, unit, { atLeast, atMost, reference } = {}) {
  const result = { value, unit };
  // A figure that could not be measured (null: no response) never meets its target.
  const measured = typeof value === 'number' && Number.isFinite(value);
  if (atLeast !== undefined) {
    result.target = `≥ ${formatValue(atLeast, unit)}`;
    result.met = measured && value >= atLeast;
  } else if (atMost !== undefined) {
    result.target = `≤ ${formatValue(atMost, unit)}`;
    result.met = measured && value <= atMost;
  }
  if (reference !== undefined) result.reference = reference;
  return result;
}

/** The lines of bench/reports/history.jsonl, oldest first ([] when there is none yet). */
export function readHistory(path) {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Each figure's value in the latest run that measured it (a run of some parts leaves others alone). */
export function previousValues(history) {
  const previous = {};
  for (const run of history) {
    for (const [name, value] of Object.entries(run.figures ?? {}))
      previous[name] = { value, date: run.date, commit: run.commit };
  }
  return previous;
}

function change(value, before) {
  if (before === undefined || before.value === 0) return '';
  const ratio = (value - before.value) / Math.abs(before.value);
  return `${ratio >= 0 ? '+' : '−'}${Math.abs(ratio * 100).toFixed(0)} %`;
}

const escapeCell = (text) => String(text).replace(/\|/g, '\\|');

/** The summary table: every figure that has a target, its value, target, met, reference and previous value. */
export function summaryTable(figures, previous) {
  const rows = Object.entries(figures).filter(([, f]) => f.target !== undefined);
  if (rows.length === 0) return ['No figure with a target was measured.'];
  return [
    '| figure | value | target | met | reference (same run) | previous run |',
    '|---|---|---|---|---|---|',
    ...rows.map(([name, f]) => {
      const before = previous[name];
      const moved = before ? change(f.value, before) : '';
      const then = before ? `${formatValue(before.value, f.unit)}${moved ? ` (${moved})` : ''}` : '–';
      return `| ${name} | ${formatValue(f.value, f.unit)} | ${escapeCell(f.target)} | ${f.met ? 'yes' : '**no**'} | ${escapeCell(f.reference ?? '')} | ${then} |`;
    }),
  ];
}

/** Every figure beside its value in the previous run that measured it, with the change. */
export function allFiguresTable(figures, previous) {
  return [
    '| figure | value | previous run | change | previous commit |',
    '|---|---|---|---|---|',
    ...Object.entries(figures).map(([name, f]) => {
      const before = previous[name];
      return `| ${name} | ${formatValue(f.value, f.unit)} | ${before ? formatValue(before.value, f.unit) : '–'} | ${change(f.value, before)} | ${before?.commit ?? ''} |`;
    }),
  ];
}

/** The median of the numbers given (nulls left out), or null when there is none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
