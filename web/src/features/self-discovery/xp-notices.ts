// The review toast already says "+25 XP earned!", so the XP watcher stays quiet for the points
// that review brings (a Level Up is still announced). Module state: one member per tab.
let silencedPoints: number[] = [];

/** The next XP gain of exactly `points` is already announced elsewhere. */
export function silenceNextXpGain(points: number): void {
  silencedPoints.push(points);
}

/** True (and forgets it) when a gain of `points` was announced elsewhere. */
export function consumeSilencedGain(points: number): boolean {
  const index = silencedPoints.indexOf(points);
  if (index === -1) return false;
  silencedPoints = silencedPoints.filter((_, at) => at !== index);
  return true;
}
