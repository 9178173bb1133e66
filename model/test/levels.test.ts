import { describe, expect, it } from 'vitest';
import { applyXp, levelFromXp, levelProgress } from '../src/index';

describe('levelFromXp / levelProgress', () => {
  it.each([
    [0, 1, 0, 100],
    [99, 1, 99, 1],
    [100, 2, 0, 100],
    [199, 2, 99, 1],
    [250, 3, 50, 50],
  ])('%i XP → level %i, %i in band, %i to next', (xp, level, pointsInLevel, pointsToNext) => {
    expect(levelFromXp(xp)).toBe(level);
    expect(levelProgress(xp)).toEqual({ level, pointsInLevel, pointsToNext });
  });

  it('treats negative XP as zero', () => {
    expect(levelProgress(-5)).toEqual({ level: 1, pointsInLevel: 0, pointsToNext: 100 });
  });
});

describe('applyXp', () => {
  it('reports a level-up when crossing a band', () => {
    expect(applyXp(90, 25)).toEqual({ experience_points: 115, level: 2, leveledUp: true });
  });
  it('reports no level-up inside a band', () => {
    expect(applyXp(100, 25)).toEqual({ experience_points: 125, level: 2, leveledUp: false });
  });
  it('reaches exactly the next level at 100', () => {
    expect(applyXp(75, 25)).toEqual({ experience_points: 100, level: 2, leveledUp: true });
  });
});
