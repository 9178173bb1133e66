// Table plans (issue 24): how good and how fast the model's seating is on the demo city.
// 200 attendees are drawn from the seeded members (their vibes, social styles, birth years and
// languages, cycled with ids of their own) and the seeded likes and passes, repeated within each
// cycle; parties of 1–3 (every third booking brings a friend, every seventh two); tables of 6
// and 8. Prints the plan's average compatibility (mean score of the pairs of parties sharing a
// table) against random seating and the best of 1,000 random shuffles, and the time the plan took.
// Targets: better than the best shuffle, no forbidden pair together, median ≤ 1 s; exits 1 on a miss.
//   npx tsx bench/table-plan.ts [attendees]
import { performance } from 'node:perf_hooks';
import {
  likeKey,
  planTables,
  randomSeating,
  tablePlanQuality,
  type SeatingInput,
  type SeatingParty,
  type SeatingProfile,
} from '@brunchers/model';
import { seedMembers } from '../src/seed/members.js';
import { seedLikes } from '../src/seed/social.js';
import { checkTarget } from '../../scripts/bench-targets.mjs';

const attendees = Number(process.argv[2] ?? 200);
const members = seedMembers(new Date('2026-11-24T00:00:00Z'));
const likes = seedLikes(new Date('2026-11-24T00:00:00Z'));

const profiles = new Map<string, SeatingProfile>();
const parties: SeatingParty[] = [];
const likeMap = new Map<string, boolean>();
let seated = 0;
for (let i = 0; seated < attendees; i++) {
  const cycle = Math.floor(i / members.length);
  const seed = members[i % members.length]!;
  const id = `${seed.uid}~${cycle}`;
  profiles.set(id, {
    id,
    weekend_vibe: seed.profile.weekend_vibe,
    social_style: seed.profile.social_style,
    brunch_buddy_vibe: seed.profile.brunch_buddy_vibe,
    birth_year: seed.profile.birth_year,
    languages: seed.profile.languages,
  });
  const size = Math.min(i % 7 === 0 ? 3 : i % 3 === 0 ? 2 : 1, attendees - seated);
  parties.push({ booking_id: `booking-${i}`, user_id: id, size });
  seated += size;
}
const cycles = Math.ceil(parties.length / members.length);
for (let cycle = 0; cycle < cycles; cycle++)
  for (const { doc } of likes)
    likeMap.set(likeKey(`${doc.liker_id}~${cycle}`, `${doc.liked_id}~${cycle}`), doc.is_like);

const tables = Math.ceil(attendees / 7) + 2;
const input: SeatingInput = {
  parties,
  tableSizes: Array.from({ length: tables }, (_, i) => (i % 2 ? 8 : 6)),
  profiles,
  signals: { likes: likeMap, recentTablemates: new Set() },
  year: 2026,
};

// A seeded generator, so every run compares against the same shuffles.
let state = 20261124;
const random = () => (state = (state * 48271) % 2147483647) / 2147483647;

planTables(input); // warm-up (JIT), not timed
const runs: number[] = [];
let plan = planTables(input);
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  plan = planTables(input);
  runs.push(performance.now() - start);
}
const quality = tablePlanQuality(plan, input);
const shuffles: number[] = [];
for (let i = 0; i < 1000; i++)
  shuffles.push(tablePlanQuality(randomSeating(input, random), input).average);
const meanRandom = shuffles.reduce((a, b) => a + b, 0) / shuffles.length;
const bestRandom = Math.max(...shuffles);
runs.sort((a, b) => a - b);

console.log(
  `table plan: ${attendees} attendees, ${parties.length} parties, ${input.tableSizes.length} tables (6/8), ${likeMap.size} likes/passes`,
);
console.log(`  plan average compatibility      ${quality.average.toFixed(2)}`);
console.log(`  random seating (mean of 1,000)  ${meanRandom.toFixed(2)}`);
console.log(`  best of 1,000 random shuffles   ${bestRandom.toFixed(2)}`);
console.log(
  `  forbidden pairs seated together ${quality.forbiddenPairs}; unseated ${plan.unseated.length}`,
);
console.log(
  `  time: median ${runs[2]!.toFixed(1)} ms, max ${runs[4]!.toFixed(1)} ms over 5 runs (after one warm-up)`,
);
checkTarget('plan compatibility', quality.average, {
  min: bestRandom,
  note: 'the best of 1,000 random shuffles',
});
checkTarget('forbidden pairs seated together', quality.forbiddenPairs, { max: 0 });
checkTarget('plan time, median of 5', runs[2]!, { max: 1000, unit: 'ms' });
