import { expect, test } from 'vitest';
import { put } from '../testing/combat-scenario';
import { planMovement } from '../tactical/movement';
import { optionLabels } from '../testing/scenario';
import { withRelics } from '../testing/relic-scenario';
import {
  edit,
  key,
  move,
  passWindows,
  play,
  tacticalGame,
  topDecision,
  unitsIn,
  withCommandToken,
} from '../testing/tactical-scenario';

/** Seat 0 has a cruiser in 0,0, which holds its command token, and activates the empty 1,0 next to it. */
const game = (relics: readonly string[] = ['dominus-orb']) =>
  edit(
    withCommandToken(withRelics(tacticalGame({ tiles: { [key(0)]: '47', [key(1)]: '48' } }), 0, relics), key(0), 0),
    (d) => {
      put(d, 0, { cruiser: 1 }, { system: key(0) });
    },
  );
const activated = (s = game()) => play(s, 0, { type: 'tactical-action', system: key(1) });
const cruiser = [{ from: key(0), ships: { cruiser: 1 } }];

test('58.4c Dominus Orb: purged before moving, ships leave a system holding their command token', () => {
  const s0 = activated();
  expect(topDecision(s0)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [0] });
  expect(optionLabels(s0, 0)).toContain(
    'Dominus Orb: purge it: this movement may take units from systems holding your command tokens',
  );
  const s1 = passWindows(play(s0, 0, { type: 'use-ability', ability: 'dominus-orb', targets: {} }));
  expect(s1.players[0]!.relics).toEqual([]);
  expect(s1.decks.relic.discard).toEqual(['dominus-orb']);
  const { state } = move(s1, cruiser);
  expect(unitsIn(state, key(1), 0)).toEqual({ cruiser: 1 });
  expect(unitsIn(state, key(0), 0)).toEqual({});
});

test('58.4c Dominus Orb not purged: ships in a system holding their command token cannot move, nothing changes', () => {
  const s = passWindows(activated());
  // No ship can move, so the movement step asks nothing; the plan itself is refused with the rule.
  expect(topDecision(s)?.kind).not.toBe('move-ships');
  const held = edit(s, (d) => {
    d.tactical = { system: key(1), movedFrom: [], notes: {} };
  });
  expect(planMovement(held, 0, cruiser)).toMatchObject({
    ok: false,
    error: { code: 'movement/command-token', rule: '58.4c' },
  });
  expect(unitsIn(s, key(0), 0)).toEqual({ cruiser: 1 });
  expect(s.players[0]!.relics).toEqual(['dominus-orb']);
  // Another player's turn: the holder is not asked.
  const other = withRelics(game([]), 1, ['dominus-orb']);
  expect(topDecision(activated(other))?.kind).not.toBe('window');
});
