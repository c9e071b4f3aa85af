import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { key, line, move, placeUnits, play, tacticalGame, topDecision, unitsIn } from '../testing/tactical-scenario';
import { giveActionCards } from '../testing/scenario';

/** Wellon – empty – Vefut II – empty, in a row; seat 0 to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20', '48') });

/** The engine's refusal of a command, and proof that the state is unchanged. */
function refused(state: GameState, seat: Seat, command: Command) {
  const before = structuredClone(state);
  const r = apply(state, seat, command, { at: 0 });
  if (r.ok) throw new Error(`expected ${command.type} by ${seat} to be refused`);
  expect(state).toEqual(before);
  return r.error;
}

const use = (ability: string, targets: Record<string, unknown> = {}): Command => ({
  type: 'use-ability',
  ability,
  targets,
});

/** Seat 0 holds `card` and activates `system`: the after-system-activated window waits on it. */
function activatedWith(state: GameState, card: string, system: string, seat: Seat = 0): GameState {
  const s = play(giveActionCards(state, seat, [card]), 0, { type: 'tactical-action', system });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated' });
  return s;
}

const discarded = (s: GameState, card: string) => s.decks.action.discard.some((c) => c.startsWith(`${card}#`));

/** Passes open windows until another kind of decision waits. */
function passAll(state: GameState): GameState {
  let s = state;
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  return s;
}

// ---- Upgrade ---------------------------------------------------------------------------------------------------------

test('2 / 5 Upgrade: after activating a system with your ships, a cruiser there becomes a dreadnought', () => {
  const s = activatedWith(placeUnits(row(), key(2), 0, { cruiser: 2, carrier: 1 }), 'upgrade', key(2));
  const after = play(s, 0, use('upgrade'));
  expect(unitsIn(after, key(2), 0)).toEqual({ cruiser: 1, carrier: 1, dreadnought: 1 });
  expect(discarded(after, 'upgrade')).toBe(true);
});

test('2.6a Upgrade is refused without a cruiser in the active system, and changes nothing', () => {
  const s = activatedWith(placeUnits(row(), key(2), 0, { carrier: 1 }), 'upgrade', key(2));
  expect(refused(s, 0, use('upgrade'))).toMatchObject({ rule: '2.6a' });
  expect(options(s, 0).map((o) => o.label)).not.toContain('Upgrade: replace a cruiser with a dreadnought');
});

test('2.6a Upgrade needs a dreadnought left in reinforcements (23.4)', () => {
  let s = placeUnits(row(), key(2), 0, { cruiser: 1 });
  s = placeUnits(s, key(0), 0, { dreadnought: 5 });
  expect(refused(activatedWith(s, 'upgrade', key(2)), 0, use('upgrade'))).toMatchObject({ rule: '23.4' });
});

// ---- Flank Speed -----------------------------------------------------------------------------------------------------

test('57 / 2 Flank Speed: your ships have +1 move for this tactical action', () => {
  const base = placeUnits(row(), key(0), 0, { cruiser: 1 });
  // A cruiser (move 2) cannot reach three systems away: the movement step asks nothing (89.2b).
  expect(topDecision(passAll(activatedWith(base, 'flank-speed', key(3))))?.kind).not.toBe('move-ships');
  const s = passAll(play(activatedWith(base, 'flank-speed', key(3)), 0, use('flank-speed')));
  expect(topDecision(s)).toMatchObject({ kind: 'move-ships', waitingOn: [0] });
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ cruiser: 1 });
});

test('2.8 Flank Speed cancelled by Sabotage adds no move', () => {
  const base = giveActionCards(placeUnits(row(), key(0), 0, { cruiser: 1 }), 1, ['sabotage']);
  const played = play(activatedWith(base, 'flank-speed', key(3)), 0, use('flank-speed'));
  expect(topDecision(played)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [1] });
  const s = passAll(play(played, 1, use('sabotage')));
  expect(discarded(s, 'flank-speed')).toBe(true);
  expect(topDecision(s)?.kind).not.toBe('move-ships');
});
