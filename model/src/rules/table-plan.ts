// Table plans (issue 24): who sits with whom at a brunch. Pure: the functions read the members'
// profiles, likes, self-discovery answers and past tables, and this module scores and seats.
//
// Compatibility of two members (pairCompatibility): points for what the product knows they share,
// or FORBIDDEN when they must not sit together: either one blocked or passed on the other in
// Discover, or they sat at the same table at one of their last three brunches (RECENT_BRUNCHES_KEPT).
//
// The assignment (planTables) seats parties (a booking: the member and their guests), never
// splitting one, at the venue's tables, never over a table's seats:
//   1. Tables: the fewest of the venue's tables, largest first, whose seats hold everyone
//      (a half-empty table is a worse brunch than a full one); one more when packing needs it.
//   2. Greedy: parties largest first (the hard ones to pack), each to the table with room and no
//      forbidden pair where it adds the most compatibility, ties to the fullest (best fit).
//   3. Local improvement: move one party to another table, or swap two parties of different
//      tables, whenever that raises the total and keeps every constraint; repeat until nothing
//      improves (or MAX_IMPROVEMENT_PASSES). Deterministic, so a re-run gives the same plan.
// A party with no legal seat is left in `unseated` for the organiser, never seated by force.
// Cost: party pair scores are computed once (P² for P parties); a pass tries P² swaps, each
// O(table size). 200 attendees (~120 parties) plan in a few tens of milliseconds.

/** Tables at a member's last brunches they may not share again with the same person. */
export const RECENT_BRUNCHES_KEPT = 3;
/** Hours before the start at which the scheduled cut-off plans an event's tables. */
export const TABLE_PLAN_CUTOFF_HOURS = 24;
export const MAX_IMPROVEMENT_PASSES = 30;

/** Points per shared signal (a pair scores 0 with nothing in common, up to ~100). */
export const COMPATIBILITY_POINTS = {
  mutualLike: 40,
  oneWayLike: 10,
  /** Each of weekend vibe, social style and brunch buddy vibe, times the answers' word overlap. */
  profileText: 10,
  sameAgeBand: 10,
  adjacentAgeBand: 5,
  sharedLanguage: 10,
  /** Both listed languages and none is shared: they could hardly talk. */
  noCommonLanguage: -20,
  /** Per self-discovery question both answered (capped), plus the answers' word overlap. */
  sharedQuestion: 2,
  sharedQuestionMax: 6,
  answerOverlap: 10,
  /**
   * Per special-category answer both gave the same (religion, political beliefs...): only answers
   * their owners consented to reach the seating (consentedSensitiveValues).
   */
  sharedSensitive: 5,
} as const;

/** Age bands (lower bounds, years): 18–24, 25–29, 30–34, 35–39, 40–49, 50+. */
export const AGE_BANDS = [18, 25, 30, 35, 40, 50] as const;

/** What the scoring knows of one member. */
export interface SeatingProfile {
  id: string;
  weekend_vibe?: string | null;
  social_style?: string | null;
  brunch_buddy_vibe?: string | null;
  birth_year?: number | null;
  languages?: readonly string[] | null;
  /** Self-discovery answers by question id. */
  answers?: Readonly<Record<string, string>>;
  /** Consented special-category answers by field (consentedSensitiveValues); never others. */
  sensitive?: Readonly<Record<string, string>>;
}

/** The relations between members that the scoring reads. */
export interface SeatingSignals {
  /** `${liker}>${liked}` → true for a like, false for a pass. */
  likes: ReadonlyMap<string, boolean>;
  /** Pairs (pairKey) who sat at one table at one of either's last three brunches. */
  recentTablemates: ReadonlySet<string>;
  /**
   * Pairs (pairKey) where one blocked the other (issue 36 §4): a hard constraint, never waived,
   * not even by an organiser's manual move.
   */
  blocked?: ReadonlySet<string>;
}

export const FORBIDDEN = Number.NEGATIVE_INFINITY;

export function likeKey(liker: string, liked: string): string {
  return `${liker}>${liked}`;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

const WORD = /[\p{L}\p{N}]{3,}/gu;

/** Distinct lower-case words of three letters or more. */
export function textWords(text: string | null | undefined): Set<string> {
  return new Set((text ?? '').toLowerCase().match(WORD) ?? []);
}

/** Jaccard overlap of two texts' words, 0..1; 0 when either is empty. */
export function textOverlap(a: string | null | undefined, b: string | null | undefined): number {
  const wordsA = textWords(a);
  const wordsB = textWords(b);
  if (wordsA.size === 0 || wordsB.size === 0) return 0;
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared++;
  return shared / (wordsA.size + wordsB.size - shared);
}

/** Index of the member's age band in `year`, or null without a birth year. */
export function ageBand(birthYear: number | null | undefined, year: number): number | null {
  if (!birthYear) return null;
  const age = year - birthYear;
  let band = 0;
  AGE_BANDS.forEach((lower, index) => {
    if (age >= lower) band = index;
  });
  return band;
}

/** Whether these two must not share a table (a block or a pass either way, or a recent shared table). */
export function mustNotSitTogether(a: string, b: string, signals: SeatingSignals): boolean {
  return (
    signals.blocked?.has(pairKey(a, b)) === true ||
    signals.likes.get(likeKey(a, b)) === false ||
    signals.likes.get(likeKey(b, a)) === false ||
    signals.recentTablemates.has(pairKey(a, b))
  );
}

/**
 * Compatibility of two members at one table: FORBIDDEN if they must not sit together, else the
 * sum of COMPATIBILITY_POINTS they earn (symmetric). `year` places birth years in age bands.
 */
export function pairCompatibility(
  a: SeatingProfile,
  b: SeatingProfile,
  signals: SeatingSignals,
  year: number,
): number {
  if (mustNotSitTogether(a.id, b.id, signals)) return FORBIDDEN;
  const points = COMPATIBILITY_POINTS;
  let score = 0;
  const aLikesB = signals.likes.get(likeKey(a.id, b.id)) === true;
  const bLikesA = signals.likes.get(likeKey(b.id, a.id)) === true;
  if (aLikesB && bLikesA) score += points.mutualLike;
  else if (aLikesB || bLikesA) score += points.oneWayLike;

  score += points.profileText * textOverlap(a.weekend_vibe, b.weekend_vibe);
  score += points.profileText * textOverlap(a.social_style, b.social_style);
  score += points.profileText * textOverlap(a.brunch_buddy_vibe, b.brunch_buddy_vibe);

  const bandA = ageBand(a.birth_year, year);
  const bandB = ageBand(b.birth_year, year);
  if (bandA !== null && bandB !== null) {
    if (bandA === bandB) score += points.sameAgeBand;
    else if (Math.abs(bandA - bandB) === 1) score += points.adjacentAgeBand;
  }

  const languagesA = new Set((a.languages ?? []).map((language) => language.trim().toLowerCase()));
  const languagesB = (b.languages ?? []).map((language) => language.trim().toLowerCase());
  if (languagesA.size > 0 && languagesB.length > 0) {
    score += languagesB.some((language) => languagesA.has(language))
      ? points.sharedLanguage
      : points.noCommonLanguage;
  }

  const answersA = a.answers ?? {};
  const answersB = b.answers ?? {};
  let shared = 0;
  let overlap = 0;
  for (const question of Object.keys(answersA)) {
    if (answersB[question] === undefined) continue;
    shared++;
    overlap += textOverlap(answersA[question], answersB[question]);
  }
  if (shared > 0) {
    score += Math.min(shared * points.sharedQuestion, points.sharedQuestionMax);
    score += (points.answerOverlap * overlap) / shared;
  }

  const sensitiveA = a.sensitive ?? {};
  const sensitiveB = b.sensitive ?? {};
  for (const field of Object.keys(sensitiveA))
    if (
      sensitiveB[field] !== undefined &&
      sensitiveA[field]!.trim().toLowerCase() === sensitiveB[field]!.trim().toLowerCase()
    )
      score += points.sharedSensitive;
  return Math.round(score * 10) / 10;
}

/** One booking to seat: its member (null for a guest booking) and how many people it brings. */
export interface SeatingParty {
  booking_id: string;
  /** The member who booked; null for a guest booking (no profile: neutral with everyone). */
  user_id: string | null;
  size: number;
}

export interface PlannedTable {
  /** 1-based, the venue's table order (what members and the door see: "Table 3"). */
  number: number;
  seats: number;
  /** Booking ids seated here. */
  party_ids: string[];
}

export interface TablePlanResult {
  tables: PlannedTable[];
  /** Parties with no legal seat (no table with room and without a forbidden pair). */
  unseated: string[];
}

/** Compatibility of two parties: of their members (guests add nothing), or neutral. */
function partyPairScore(
  a: SeatingParty,
  b: SeatingParty,
  profiles: ReadonlyMap<string, SeatingProfile>,
  signals: SeatingSignals,
  year: number,
): number {
  if (!a.user_id || !b.user_id) return 0;
  if (a.user_id === b.user_id) return FORBIDDEN; // one member's two bookings: one seat each table
  const profileA = profiles.get(a.user_id) ?? { id: a.user_id };
  const profileB = profiles.get(b.user_id) ?? { id: b.user_id };
  return pairCompatibility(profileA, profileB, signals, year);
}

export interface SeatingInput {
  parties: readonly SeatingParty[];
  /** Seats per table, in the venue's order (table 1 first). */
  tableSizes: readonly number[];
  profiles: ReadonlyMap<string, SeatingProfile>;
  signals: SeatingSignals;
  /** The event's year, for age bands. */
  year: number;
}

/** The scoring context shared by planning, repair, moves and the table scores. */
export class SeatingScorer {
  readonly index = new Map<string, number>();
  private readonly matrix: Float64Array;

  constructor(
    readonly parties: readonly SeatingParty[],
    profiles: ReadonlyMap<string, SeatingProfile>,
    signals: SeatingSignals,
    year: number,
  ) {
    const count = parties.length;
    this.matrix = new Float64Array(count * count);
    parties.forEach((party, i) => this.index.set(party.booking_id, i));
    for (let i = 0; i < count; i++)
      for (let j = i + 1; j < count; j++) {
        const score = partyPairScore(parties[i]!, parties[j]!, profiles, signals, year);
        this.matrix[i * count + j] = score;
        this.matrix[j * count + i] = score;
      }
  }

  pair(i: number, j: number): number {
    return this.matrix[i * this.parties.length + j]!;
  }

  size(i: number): number {
    return this.parties[i]!.size;
  }

  /** Score `i` adds to a table of `members` (FORBIDDEN if any pair is). */
  gain(i: number, members: readonly number[], skip = -1): number {
    let total = 0;
    for (const j of members) if (j !== i && j !== skip) total += this.pair(i, j);
    return total;
  }

  /** A table's score: the mean compatibility of its pairs of parties (null under two parties). */
  tableScore(members: readonly number[]): number | null {
    let total = 0;
    let pairs = 0;
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        total += this.pair(members[x]!, members[y]!);
        pairs++;
      }
    return pairs === 0 ? null : Math.round((total / pairs) * 10) / 10;
  }

  indexesOf(bookingIds: readonly string[]): number[] {
    return bookingIds.flatMap((id) => {
      const i = this.index.get(id);
      return i === undefined ? [] : [i];
    });
  }
}

interface WorkTable {
  number: number;
  seats: number;
  members: number[];
  used: number;
}

/** Tables to open: the fewest, largest first, holding `people`; their numbers kept. */
function chooseTables(tableSizes: readonly number[], people: number, extra: number): WorkTable[] {
  const order = tableSizes
    .map((seats, index) => ({ seats, number: index + 1 }))
    .sort((a, b) => b.seats - a.seats || a.number - b.number);
  const chosen: WorkTable[] = [];
  let seats = 0;
  for (const table of order) {
    if (seats >= people && extra <= 0) break;
    if (seats >= people) extra--;
    chosen.push({ ...table, members: [], used: 0 });
    seats += table.seats;
  }
  return chosen.sort((a, b) => a.number - b.number);
}

function seatGreedily(scorer: SeatingScorer, order: readonly number[], tables: WorkTable[]) {
  const unseated: number[] = [];
  for (const i of order) {
    let best: WorkTable | null = null;
    let bestGain = FORBIDDEN;
    for (const table of tables) {
      if (table.used + scorer.size(i) > table.seats) continue;
      const gain = scorer.gain(i, table.members);
      if (gain === FORBIDDEN) continue;
      const better =
        gain > bestGain ||
        (gain === bestGain && best !== null && table.seats - table.used < best.seats - best.used);
      if (best === null || better) {
        best = table;
        bestGain = gain;
      }
    }
    if (!best) {
      unseated.push(i);
      continue;
    }
    best.members.push(i);
    best.used += scorer.size(i);
  }
  return unseated;
}

/** Moves and swaps that raise the total, until none does. */
function improve(scorer: SeatingScorer, tables: WorkTable[]) {
  for (let pass = 0; pass < MAX_IMPROVEMENT_PASSES; pass++) {
    let improved = false;
    for (const from of tables) {
      for (const i of [...from.members]) {
        const stay = scorer.gain(i, from.members);
        for (const to of tables) {
          if (to === from || !from.members.includes(i)) continue;
          // Move i alone.
          if (to.used + scorer.size(i) <= to.seats) {
            const gain = scorer.gain(i, to.members);
            if (gain !== FORBIDDEN && gain > stay + 1e-9) {
              from.members.splice(from.members.indexOf(i), 1);
              from.used -= scorer.size(i);
              to.members.push(i);
              to.used += scorer.size(i);
              improved = true;
              break;
            }
          }
          // Swap i with j of the other table.
          for (const j of to.members) {
            const fromUsed = from.used - scorer.size(i) + scorer.size(j);
            const toUsed = to.used - scorer.size(j) + scorer.size(i);
            if (fromUsed > from.seats || toUsed > to.seats) continue;
            const iThere = scorer.gain(i, to.members, j);
            const jHere = scorer.gain(j, from.members, i);
            if (iThere === FORBIDDEN || jHere === FORBIDDEN) continue;
            const before = stay + scorer.gain(j, to.members);
            if (iThere + jHere > before + 1e-9) {
              from.members[from.members.indexOf(i)] = j;
              to.members[to.members.indexOf(j)] = i;
              from.used = fromUsed;
              to.used = toUsed;
              improved = true;
              break;
            }
          }
          if (!from.members.includes(i)) break;
        }
      }
    }
    if (!improved) return;
  }
}

function toResult(
  scorer: SeatingScorer,
  tableSizes: readonly number[],
  tables: readonly WorkTable[],
  unseated: readonly number[],
): TablePlanResult {
  const byNumber = new Map(tables.map((table) => [table.number, table]));
  return {
    tables: tableSizes.map((seats, index) => ({
      number: index + 1,
      seats,
      party_ids: (byNumber.get(index + 1)?.members ?? []).map((i) => scorer.parties[i]!.booking_id),
    })),
    unseated: unseated.map((i) => scorer.parties[i]!.booking_id),
  };
}

/** Seats every party (see the header comment for the algorithm). */
export function planTables(input: SeatingInput): TablePlanResult {
  const scorer = new SeatingScorer(input.parties, input.profiles, input.signals, input.year);
  const people = input.parties.reduce((sum, party) => sum + party.size, 0);
  // Largest parties first; among equals the most constrained (most forbidden pairs) first.
  const forbiddenCount = input.parties.map((_, i) =>
    input.parties.reduce((n, __, j) => n + (i !== j && scorer.pair(i, j) === FORBIDDEN ? 1 : 0), 0),
  );
  const order = input.parties
    .map((_, i) => i)
    .sort(
      (a, b) => scorer.size(b) - scorer.size(a) || forbiddenCount[b]! - forbiddenCount[a]! || a - b,
    );
  let best: { tables: WorkTable[]; unseated: number[] } | null = null;
  for (let extra = 0; extra <= input.tableSizes.length; extra++) {
    const tables = chooseTables(input.tableSizes, people, extra);
    const unseated = seatGreedily(scorer, order, tables);
    if (!best || unseated.length < best.unseated.length) best = { tables, unseated };
    if (unseated.length === 0 || tables.length === input.tableSizes.length) break;
  }
  improve(scorer, best!.tables);
  return toResult(scorer, input.tableSizes, best!.tables, best!.unseated);
}

/**
 * The plan after bookings changed (a cancellation, a smaller party, a late booking): everyone
 * still coming keeps their table (members may already have seen "Table 3"), parties gone are
 * removed, and new ones are seated greedily where they fit best. No reshuffle.
 */
export function repairTablePlan(
  previous: readonly Pick<PlannedTable, 'number' | 'party_ids'>[],
  input: SeatingInput,
): TablePlanResult {
  const scorer = new SeatingScorer(input.parties, input.profiles, input.signals, input.year);
  const placed = new Set<number>();
  const tables: WorkTable[] = input.tableSizes.map((seats, index) => ({
    number: index + 1,
    seats,
    members: [],
    used: 0,
  }));
  const unseated: number[] = [];
  for (const old of previous) {
    const table = tables[old.number - 1];
    for (const i of scorer.indexesOf(old.party_ids)) {
      if (placed.has(i)) continue;
      placed.add(i);
      // A party that grew past its table's seats (or a table the venue removed) is seated anew.
      if (!table || table.used + scorer.size(i) > table.seats) {
        unseated.push(i);
        continue;
      }
      table.members.push(i);
      table.used += scorer.size(i);
    }
  }
  const fresh = [...unseated, ...input.parties.map((_, i) => i).filter((i) => !placed.has(i))].sort(
    (a, b) => scorer.size(b) - scorer.size(a) || a - b,
  );
  // Prefer tables already in use, then the largest empty ones.
  const inUse = tables.filter((table) => table.members.length > 0);
  const stillUnseated = seatGreedily(scorer, fresh, inUse);
  const empty = tables
    .filter((table) => table.members.length === 0)
    .sort((a, b) => b.seats - a.seats);
  const left = seatGreedily(scorer, stillUnseated, empty);
  return toResult(scorer, input.tableSizes, tables, left);
}

export type MovePartyCheck = 'ok' | 'unknown_party' | 'unknown_table' | 'no_room' | 'forbidden';

/**
 * An organiser moves one party to another table. Refused when the table lacks seats for the whole
 * party or someone there must not sit with them (a pass, a recent shared table).
 */
export function moveParty(
  plan: TablePlanResult,
  bookingId: string,
  toTable: number,
  input: SeatingInput,
): { check: MovePartyCheck; plan: TablePlanResult } {
  const scorer = new SeatingScorer(input.parties, input.profiles, input.signals, input.year);
  const i = scorer.index.get(bookingId);
  const target = plan.tables.find((table) => table.number === toTable);
  if (i === undefined) return { check: 'unknown_party', plan };
  if (!target) return { check: 'unknown_table', plan };
  if (target.party_ids.includes(bookingId)) return { check: 'ok', plan };
  const members = scorer.indexesOf(target.party_ids);
  const used = members.reduce((sum, j) => sum + scorer.size(j), 0);
  if (used + scorer.size(i) > target.seats) return { check: 'no_room', plan };
  if (scorer.gain(i, members) === FORBIDDEN) return { check: 'forbidden', plan };
  return {
    check: 'ok',
    plan: {
      tables: plan.tables.map((table) => ({
        ...table,
        party_ids:
          table.number === toTable
            ? [...table.party_ids, bookingId]
            : table.party_ids.filter((id) => id !== bookingId),
      })),
      unseated: plan.unseated.filter((id) => id !== bookingId),
    },
  };
}

export interface TablePlanQuality {
  /** Score per table number (null under two parties). */
  tableScores: Map<number, number | null>;
  /** Mean compatibility over every pair of parties sharing a table (what the bench compares). */
  average: number;
  /** Pairs that must not sit together but do (0 in every plan the server makes). */
  forbiddenPairs: number;
}

/** Scores a plan: per table and overall. */
export function tablePlanQuality(
  plan: Pick<TablePlanResult, 'tables'>,
  input: SeatingInput,
  scorer = new SeatingScorer(input.parties, input.profiles, input.signals, input.year),
): TablePlanQuality {
  const tableScores = new Map<number, number | null>();
  let total = 0;
  let pairs = 0;
  let forbiddenPairs = 0;
  for (const table of plan.tables) {
    const members = scorer.indexesOf(table.party_ids);
    let tableTotal = 0;
    let tablePairs = 0;
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        const score = scorer.pair(members[x]!, members[y]!);
        if (score === FORBIDDEN) {
          forbiddenPairs++;
          continue;
        }
        tableTotal += score;
        tablePairs++;
      }
    total += tableTotal;
    pairs += tablePairs;
    tableScores.set(
      table.number,
      tablePairs === 0 ? null : Math.round((tableTotal / tablePairs) * 10) / 10,
    );
  }
  return { tableScores, average: pairs === 0 ? 0 : total / pairs, forbiddenPairs };
}

/**
 * Random seating, the bench's baseline: parties in a shuffled order, each to the first table
 * with room (constraints ignored, as a host seating people at random would). `random` in [0, 1).
 */
export function randomSeating(input: SeatingInput, random: () => number): TablePlanResult {
  const order = input.parties.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const people = input.parties.reduce((sum, party) => sum + party.size, 0);
  const tables = chooseTables(input.tableSizes, people, 0);
  const unseated: string[] = [];
  for (const i of order) {
    const party = input.parties[i]!;
    const table = tables.find((t) => t.used + party.size <= t.seats);
    if (!table) {
      unseated.push(party.booking_id);
      continue;
    }
    table.members.push(i);
    table.used += party.size;
  }
  const byNumber = new Map(tables.map((table) => [table.number, table]));
  return {
    tables: input.tableSizes.map((seats, index) => ({
      number: index + 1,
      seats,
      party_ids: (byNumber.get(index + 1)?.members ?? []).map((i) => input.parties[i]!.booking_id),
    })),
    unseated,
  };
}

/**
 * The last RECENT_BRUNCHES_KEPT tables of each member, as pairs who may not sit together again.
 * `pastTables`: every earlier brunch's table (its date and who sat there), in any order.
 */
export function recentTablematePairs(
  memberIds: readonly string[],
  pastTables: readonly { event_date: string; member_ids: readonly string[] }[],
): Set<string> {
  const pairs = new Set<string>();
  const wanted = new Set(memberIds);
  const byMember = new Map<string, { event_date: string; member_ids: readonly string[] }[]>();
  for (const table of pastTables)
    for (const id of table.member_ids) {
      if (!wanted.has(id)) continue;
      const list = byMember.get(id) ?? [];
      list.push(table);
      byMember.set(id, list);
    }
  for (const [id, tables] of byMember) {
    const recent = [...tables]
      .sort((a, b) => b.event_date.localeCompare(a.event_date))
      .slice(0, RECENT_BRUNCHES_KEPT);
    for (const table of recent)
      for (const other of table.member_ids) if (other !== id) pairs.add(pairKey(id, other));
  }
  return pairs;
}

/** When the scheduled cut-off plans an event (TABLE_PLAN_CUTOFF_HOURS before its start). */
export function tablePlanDue(startsAt: Date, now: Date): boolean {
  const lead = startsAt.getTime() - now.getTime();
  return lead > 0 && lead <= TABLE_PLAN_CUTOFF_HOURS * 3_600_000;
}

/** The after-brunch step opens this long after the start (brunch is over by then). */
export const AFTER_BRUNCH_OPENS_AFTER_HOURS = 3;
/** ...and is offered for this many days after the event; later it is not asked any more. */
export const AFTER_BRUNCH_OFFERED_DAYS = 14;

/** Whether the after-brunch step may be offered for an event at `now` (checked-in members only). */
export function afterBrunchOpen(startsAt: Date, now: Date): boolean {
  const since = now.getTime() - startsAt.getTime();
  return (
    since >= AFTER_BRUNCH_OPENS_AFTER_HOURS * 3_600_000 &&
    since <= AFTER_BRUNCH_OFFERED_DAYS * 86_400_000
  );
}

/** Whether a member counts as checked in (at least part of their party came through the door). */
export function checkedIn(attendance: {
  marked_present?: boolean;
  arrived_count?: number;
}): boolean {
  return attendance.marked_present === true || (attendance.arrived_count ?? 0) > 0;
}
