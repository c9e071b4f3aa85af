// The Yssaril Tribes' faction sheet: Scheming and Crafty (engine/factions/yssaril.ts, yssaril.effects.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { edit, newGame, optionLabels, play, refuse, runStep, topDecision } from '../testing/scenario';
import { options } from '../flow/options';
import { key, line, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { actionCardHandLimit } from '../phases/hand-limit';

/** Seat 0 plays the Yssaril with `hand`; the action deck starts with 2 Sabotage, Direct Hit, Upgrade. */
function yssarilGame(hand: string[]): GameState {
  const s = newGame({ players: 3, factions: ['yssaril', 'hacan', 'letnev'] });
  s.stack = [];
  for (const p of s.players) {
    p.actionCards = [];
    p.technologies = [];
  }
  s.players[0]!.actionCards = [...hand];
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!])); // draw order
  s.decks.action.draw = [
    'sabotage#1',
    'sabotage#2',
    'direct-hit#1',
    'upgrade#1',
    ...s.decks.action.draw.filter((c) => !/^(sabotage#[12]|direct-hit#1|upgrade#1)$/.test(c)),
  ];
  return s;
}

const drawStep = (s: GameState): GameState => runStep(s, 'status/draw-action-cards');

test('Scheming 2: drawing action cards draws 1 more, then the Yssaril discard 1 card of their choice from their hand', () => {
  const s = drawStep(yssarilGame(['bunker#1']));
  // Seat 0 drew 2 (1 + Scheming); the others 1 each.
  expect(s.players[0]!.actionCards).toEqual(['bunker#1', 'sabotage#1', 'sabotage#2']);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'yssaril/scheming', waitingOn: [0] });
  expect(optionLabels(s, 0)).toEqual([
    'Scheming: discard Bunker',
    'Scheming: discard Sabotage',
    'Scheming: discard Sabotage',
  ]);
  const r = apply(s, 0, { type: 'choose', option: 'bunker#1' }, { at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.players[0]!.actionCards).toEqual(['sabotage#1', 'sabotage#2']);
  expect(r.state.decks.action.discard).toContain('bunker#1');
});

test('Scheming 2: a card not in the hand cannot be discarded (nothing changes); the timeout discards the card drawn last', () => {
  const s = drawStep(yssarilGame([]));
  const refused = apply(s, 0, { type: 'choose', option: 'upgrade#1' }, { at: 0 });
  expect(refused.ok).toBe(false);
  expect(s.players[0]!.actionCards).toEqual(['sabotage#1', 'sabotage#2']);
  const t = apply(s, 0, { type: 'timeout' }, { at: 0 });
  if (!t.ok) throw new Error(t.error.message);
  expect(t.state.players[0]!.actionCards).toEqual(['sabotage#1']);
});

test('Crafty 2.4: the Yssaril have no hand limit, not even under Executive Sanctions; others keep theirs', () => {
  const s = yssarilGame([]);
  expect(actionCardHandLimit(s, 0)).toBe(Infinity);
  expect(actionCardHandLimit(s, 1)).toBe(7);
  s.laws.push({ id: 'executive-sanctions', electedTarget: null });
  expect(actionCardHandLimit(s, 0)).toBe(Infinity);
  expect(actionCardHandLimit(s, 1)).toBe(3);
  // Nine cards at the status phase's hand-limit step: nothing to discard.
  s.laws = [];
  s.players[0]!.actionCards = Array.from({ length: 9 }, (_, i) => `sabotage#${i + 1}`);
  const after = runStep(s, 'status/hand-limits');
  expect(topDecision(after)).toBeUndefined();
  expect(after.players[0]!.actionCards).toHaveLength(9);
});

// ---- Stall Tactics and the Blackshade Infiltrator ------------------------------------------------------------------

/** The Yssaril (seat 0, to act) control Wellon (key(0)) and hold 2 cards. */
const stallGame = (): GameState =>
  edit(tacticalGame({ tiles: line('19', '47'), factions: ['yssaril', 'hacan', 'jolnar'] }), (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 0;
    d.players[0]!.actionCards = ['bunker#1', 'sabotage#1'];
  });

test('Stall Tactics 22: a component action that discards 1 action card from the hand; then the Blackshade Infiltrator 30 may deploy', () => {
  const s = stallGame();
  const stall = options(s, 0).filter((o) => o.label.startsWith('Stall Tactics'));
  expect(stall.map((o) => o.label)).toEqual(['Stall Tactics: discard Bunker', 'Stall Tactics: discard Sabotage']);
  const after = play(s, 0, stall[0]!.command);
  expect(after.players[0]!.actionCards).toEqual(['sabotage#1']);
  expect(after.decks.action.discard).toContain('bunker#1');
  expect(optionLabels(after, 0)).toEqual([
    'Blackshade Infiltrator: place 1 mech on Wellon',
    'Blackshade Infiltrator: deploy no mech',
  ]);
  const deployed = play(after, 0, { type: 'choose', option: 'wellon' });
  expect(unitsIn(deployed, key(0), 0, 'wellon')).toMatchObject({ mech: 1 });
});

test('Stall Tactics 22.3: a card not in the hand is refused (nothing changes); no deploy without a mech in reinforcements (30.2)', () => {
  const s = stallGame();
  const before = structuredClone(s);
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'stall-tactics', targets: { card: 'direct-hit#1' } }),
  ).toMatchObject({ rule: '22.3' });
  expect(s).toEqual(before);
  const noMech = edit(stallGame(), (d) => {
    d.board.systems[key(0)]!.planets.wellon!.units['0'] = { counts: { mech: 4 }, damaged: {} };
  });
  const after = play(noMech, 0, { type: 'component-action', ability: 'stall-tactics', targets: { card: 'bunker#1' } });
  expect(optionLabels(after, 0).some((l) => l.startsWith('Blackshade'))).toBe(false);
});
