import { expect, test } from 'vitest';
import { TEST_POOL, gameFromSeating, must } from './draft-testing';
import { newFactionDraft } from './faction-draft';
import { draftSeating, onTheClock, pickMilty, type MiltyDraft } from './milty-draft';

const POOL = TEST_POOL;

function draft(players = 4, factions = 6): MiltyDraft {
  const d = newFactionDraft({ seed: 'table', players, factions, factionPool: POOL });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/** Every seat takes faction `seat` first, then position (seat + 1) mod n. */
function finish(d: MiltyDraft): MiltyDraft {
  while (onTheClock(d) !== null) {
    const seat = onTheClock(d) ?? -1;
    const first = !d.picks.some((p) => p.seat === seat);
    d = must(
      d,
      seat,
      first
        ? { kind: 'faction', faction: d.factions[seat] ?? '' }
        : { kind: 'position', position: (seat + 1) % d.players },
    );
  }
  return d;
}

test('Complete Setup 1–2 faction draft: a faction and a position each, two rounds in snake order (1-2-3-4, 4-3-2-1)', () => {
  let d = draft();
  const seen: (number | null)[] = [];
  while (onTheClock(d) !== null) {
    const seat = onTheClock(d) ?? -1;
    seen.push(seat);
    const first = !d.picks.some((p) => p.seat === seat);
    d = must(
      d,
      seat,
      first
        ? { kind: 'position', position: seen.length - 1 }
        : { kind: 'faction', faction: d.factions[seen.length - 5] ?? '' },
    );
  }
  const [a, b, c, e] = d.order as [number, number, number, number];
  expect(seen).toEqual([a, b, c, e, e, c, b, a]);
  expect(d.picks).toHaveLength(8);
  expect(d.factions).toHaveLength(6);
});

test('Complete Setup 1–2 faction draft: no slice is dealt and a slice pick is refused as not offered', () => {
  const d = draft();
  expect(d.slices).toEqual([]);
  const r = pickMilty(d, d.order[0] ?? -1, { kind: 'slice', slice: 0 });
  expect(r.ok ? null : [r.error.code, r.error.message]).toEqual([
    'draft/unknown-pick',
    'That is not one of this draft’s offers',
  ]);
});

test('Complete Setup 1–2 faction draft: out of turn, a second faction and a taken position are refused', () => {
  const [a, b] = draft().order as [number, number];
  const early = pickMilty(draft(), b, { kind: 'position', position: 0 });
  expect(early.ok ? null : early.error.code).toBe('draft/not-your-turn');
  let d = must(draft(), a, { kind: 'position', position: 0 });
  const taken = pickMilty(d, b, { kind: 'position', position: 0 });
  expect(taken.ok ? null : [taken.error.code, taken.error.message]).toEqual([
    'draft/taken',
    'Another player already took that position',
  ]);
  d = must(d, b, { kind: 'faction', faction: d.factions[0] ?? '' });
  // The snake comes back to the last two seats in a row: the fourth seat's second pick may not be a faction again.
  d = must(d, d.order[2] ?? -1, { kind: 'faction', faction: d.factions[1] ?? '' });
  const last = d.order[3] ?? -1;
  d = must(d, last, { kind: 'faction', faction: d.factions[2] ?? '' });
  const twice = pickMilty(d, last, { kind: 'faction', faction: d.factions[3] ?? '' });
  expect(twice.ok ? null : twice.error.code).toBe('draft/already-picked');
});

test('Complete Setup 1–2 faction draft: any table of 3 to 8 players, offering players to the whole pool', () => {
  for (const players of [3, 5, 7, 8])
    expect(newFactionDraft({ seed: 's', players, factions: players, factionPool: POOL }).ok).toBe(true);
  const two = newFactionDraft({ seed: 's', players: 2, factions: 4, factionPool: POOL });
  expect(two.ok ? null : [two.error.code, two.error.message]).toEqual([
    'draft/players',
    'A faction draft seats 3 to 8 players',
  ]);
  const few = newFactionDraft({ seed: 's', players: 5, factions: 4, factionPool: POOL });
  expect(few.ok ? null : few.error.message).toBe('Offer between 5 and 10 factions');
  const many = newFactionDraft({ seed: 's', players: 5, factions: 11, factionPool: POOL });
  expect(many.ok ? null : many.error.code).toBe('draft/settings');
  expect(draft()).toEqual(draft());
});

test('Complete Setup 1–2 faction draft: the seating puts the speaker first, and the game starts with that speaker', () => {
  const d = finish(draft(5, 7));
  const r = draftSeating(d);
  if (!r.ok) throw new Error(r.error.message);
  // Seat i took position (i + 1) mod 5: the speaker is seat 4, then seats 0, 1, 2, 3 clockwise.
  expect(r.value.seatOrder).toEqual([4, 0, 1, 2, 3]);
  expect(r.value.factions).toEqual(d.factions.slice(0, 5));
  const game = gameFromSeating(r.value, '5p');
  expect(game.state.speaker).toBe(0);
  expect(game.state.players.map((p) => p.faction)).toEqual(r.value.seatOrder.map((s) => d.factions[s]));
});

test('Complete Setup 1–2 faction draft: the seating is refused while picks are missing', () => {
  const r = draftSeating(draft());
  expect(r.ok ? null : r.error.message).toBe('The draft is not finished yet');
});
