import { describe, expect, it } from 'vitest';
import { attemptsLeft, secondsBlocked, windowStart } from '../../src/lib/attempt-window.js';

const now = '2026-11-26T10:00:00.000Z';
const counted = (count: number, oldest: string | null) => () => Promise.resolve({ count, oldest });

describe('a limit counted in the database over a sliding window', () => {
  it('starts the window its length before now', () => {
    expect(windowStart(now, 15)).toBe('2026-11-26T09:45:00.000Z');
  });

  it('lets the caller through while every count is under its max', async () => {
    expect(await secondsBlocked([{ max: 5, count: counted(4, '2026-11-26T09:50:00.000Z') }], 15, now)).toBe(
      0,
    );
  });

  it('waits until the oldest attempt of a full count leaves the window, the longest of the full ones', async () => {
    const wait = await secondsBlocked(
      [
        { max: 5, count: counted(5, '2026-11-26T09:50:00.000Z') },
        { max: 10, count: counted(12, '2026-11-26T09:55:00.000Z') },
      ],
      15,
      now,
    );
    expect(wait).toBe(10 * 60);
  });

  it('waits at least a second at the window’s very end', async () => {
    expect(await secondsBlocked([{ max: 1, count: counted(1, '2026-11-26T09:45:00.000Z') }], 15, now)).toBe(
      1,
    );
  });

  it('after a failure, says the attempts left of the fullest count and the lock’s length', async () => {
    const limits = [
      { max: 5, count: counted(2, '2026-11-26T09:50:00.000Z') },
      { max: 20, count: counted(18, '2026-11-26T09:50:00.000Z') },
    ];
    expect(await attemptsLeft(limits, 15, now)).toEqual({ remainingAttempts: 2, lockMinutes: 15 });
  });

  it('with none left, says the minutes until the next attempt, rounded up', async () => {
    const full = [{ max: 5, count: counted(5, '2026-11-26T09:52:30.000Z') }];
    expect(await attemptsLeft(full, 15, now)).toEqual({ remainingAttempts: 0, lockMinutes: 8 });
  });
});
