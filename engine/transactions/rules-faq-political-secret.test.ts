import { expect, test } from 'vitest';
import { table, toWindow } from '../action-cards/agenda-cards-testkit';
import { edit, play, topDecision } from '../testing/scenario';
import { silencedByPoliticalSecret } from './note-effects';
import type { GameState } from '../core/state';
import type { AbilitySource } from '../kernel/abilities';
import { ask, CANNOT_USE_ABILITY } from '../effects';
import { addToDraft } from '../agenda/testkit';
import { fleetPoolExcess } from '../tactical/fleet-pool';
import { transact } from './testkit';

/** Seat 1 holds `owner`'s Political Secret, received in a transaction; `cards` are dealt; the first agenda waits. */
function secretTable(owner: number, cards: Record<number, string[]> = {}, more?: (d: GameState) => void): GameState {
  return table({
    cards,
    agendas: ['mutiny', 'seed-of-an-empire'],
    setup: (d) => {
      const copy = `ps@${owner}`;
      d.players[owner]!.promissoryNotes = d.players[owner]!.promissoryNotes.filter((n) => n !== copy);
      d.players[1]!.promissoryNotes.push(copy);
      d.transactions = {
        proposals: [],
        doneScope: null,
        done: [],
        deals: [],
        received: [1],
        silenced: [],
        removed: [],
      };
      more?.(d);
    },
  });
}

test('FAQ: Political Secret ends with its agenda — after Veto discards it, the owner votes on the next one', () => {
  // Seat 1 holds Sol's (seat 0) Political Secret; seat 2 holds Veto.
  const s0 = secretTable(0, { 2: ['veto'] });
  let s = toWindow(s0, 'when-agenda-revealed');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-agenda-revealed' });
  s = play(s, 1, { type: 'use-ability', ability: 'political-secret', targets: { owner: 0 } });
  let silenced = false;
  for (let i = 0; i < 10 && s.agenda?.current?.agenda === 'mutiny'; i++) {
    silenced ||= s.agenda?.current?.cannotVote.includes(0) ?? false;
    const d = topDecision(s)!;
    const seat = d.waitingOn[0]!;
    s =
      seat === 2 && s.players[2]!.actionCards.length > 0
        ? play(s, 2, { type: 'use-ability', ability: 'veto', targets: {} })
        : play(s, seat, { type: 'pass-window' });
  }
  expect(silenced).toBe(true);
  expect(s.agenda?.current?.agenda).toBe('seed-of-an-empire');
  expect(s.agenda?.current?.cannotVote).toEqual([]);
  expect(silencedByPoliticalSecret(s, 0)).toBe(false);
});

/** Seat 1 plays the Letnev's (seat 2) Political Secret as the first agenda is revealed; 5 Letnev ships sit next to Mecatol Rex. */
function silencedLetnev(): GameState {
  const s0 = secretTable(2, {}, (d) => addToDraft(d, '0,-1', 2, { dreadnought: 3, cruiser: 2 }));
  const s = play(toWindow(s0, 'when-agenda-revealed'), 1, {
    type: 'use-ability',
    ability: 'political-secret',
    targets: { owner: 2 },
  });
  expect(silencedByPoliticalSecret(s, 2)).toBe(true);
  return s;
}

test("FAQ: Political Secret leaves a mandatory faction ability working — the Letnev's Armada still allows 5 ships", () => {
  const s = silencedLetnev();
  expect(s.players[2]!.pools.fleet).toBe(3);
  expect(fleetPoolExcess(s, 2, '0,-1')).toBe(0);
  // The Hacan, without Armada, would be 2 over with the same fleet.
  expect(
    fleetPoolExcess(
      edit(s, (d) => (d.players[2]!.faction = 'hacan')),
      2,
      '0,-1',
    ),
  ).toBe(2);
});

test('FAQ: Political Secret stops faction abilities chosen by the player, not faction technologies nor laws', () => {
  const s = silencedLetnev();
  const barred = (source: AbilitySource) => ask(CANNOT_USE_ABILITY, { state: s, seat: 2, source });
  expect(barred({ kind: 'faction', faction: 'letnev' })).toMatchObject({ rule: '69' });
  expect(barred({ kind: 'action-card', card: 'veto' })).toMatchObject({ rule: '69' });
  expect(barred({ kind: 'technology', technology: 'l4' })).toBeNull();
  expect(barred({ kind: 'law', agenda: 'minister-of-war' })).toBeNull();
  // Another player is not silenced.
  expect(ask(CANNOT_USE_ABILITY, { state: s, seat: 1, source: { kind: 'faction', faction: 'hacan' } })).toBeNull();
});

test('FAQ: a note received in a transaction during its own window may be played at once — Political Secret as an agenda is revealed (94, 69.1)', () => {
  // Seat 1 holds Sol's (seat 0) Political Secret and hands it to seat 2 while the when-agenda-revealed window is open.
  const s0 = secretTable(0);
  let s = toWindow(s0, 'when-agenda-revealed');
  expect(topDecision(s)).toMatchObject({ window: 'when-agenda-revealed', waitingOn: [1] });
  s = transact(s, 1, 2, { promissoryNote: 'ps@0' });
  expect(s.players[2]!.promissoryNotes).toContain('ps@0');
  // The window now asks seat 2 too (seat 1 no longer holds anything to play, but was asked already).
  expect(topDecision(s)).toMatchObject({ window: 'when-agenda-revealed', waitingOn: [1, 2] });
  s = play(s, 2, { type: 'use-ability', ability: 'political-secret', targets: { owner: 0 } });
  s = play(s, 1, { type: 'pass-window' });
  expect(s.agenda?.current?.cannotVote).toEqual([0]);
  expect(s.players[0]!.promissoryNotes).toContain('ps@0');
});
