// Experience points and levels: level = floor(xp / 100) + 1, levels start at 1.

import { FIRST_LEVEL, XP_PER_LEVEL } from '../constants';

/** The level reached with this many experience points. Negative or fractional XP is floored. */
export function levelFromXp(xp: number): number {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL) + FIRST_LEVEL;
}

export interface LevelProgress {
  level: number;
  /** Points inside the current level band (0..99), what the progress bar shows out of 100. */
  pointsInLevel: number;
  /** Points still needed to reach the next level (1..100). */
  pointsToNext: number;
}

export function levelProgress(xp: number): LevelProgress {
  const points = Math.floor(Math.max(0, xp));
  const pointsInLevel = points % XP_PER_LEVEL;
  return { level: levelFromXp(points), pointsInLevel, pointsToNext: XP_PER_LEVEL - pointsInLevel };
}

/** The profile's XP and level after earning `gained` points, and whether a level was gained. */
export function applyXp(
  currentXp: number,
  gained: number,
): { experience_points: number; level: number; leveledUp: boolean } {
  const before = Math.max(0, Math.floor(currentXp));
  const experience_points = before + Math.max(0, Math.floor(gained));
  const level = levelFromXp(experience_points);
  return { experience_points, level, leveledUp: level > levelFromXp(before) };
}
