// The Yssaril Tribes' spies: Mageon Implants, Transparasteel Plating, Spy Net (engine/factions/yssaril-spies.ts,
// yssaril.effects.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { view } from '../view';
import { transactionsState } from '../transactions/notes';
import {
  edit,
  newGame,
  optionLabels,
  pickStrategyCards,
  play,
  refuse,
  runStep,
  topDecision,
} from '../testing/scenario';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Seat 0 (`first`) takes the first turn; seat 1 plays the Yssaril. Hands: seat 0 none, 1 Bunker+Sabotage, 2 Upgrade. */
function game(first: string, change?: (d: GameState) => void): GameState {
  const s = edit(newGame({ players: 3, factions: [first, 'yssaril', 'letnev'] }), (d) => {
    d.players.forEach((p) => (p.actionCards = []));
    change?.(d);
  });
  // Hands are dealt once the action phase begins (no strategy-phase window asks about them); then seat 0's turn
  // begins as the flow begins it.
  return runStep(
    edit(pickStrategyCards(s, CARDS), (d) => {
      d.players[1]!.actionCards = ['bunker#1', 'sabotage#1'];
      d.players[2]!.actionCards = ['upgrade#1'];
      if (d.players[0]!.technologies.includes('tp')) d.players[2]!.passed = true;
    }),
    'action/start-of-turn',
    { seat: 0 },
  );
}

// ---- Mageon Implants ---------------------------------------------------------------------------------------------

const mageonGame = () =>
  game('hacan', (d) => {
    // Seat 0 plays the Yssaril here: swap seats 0 and 1's factions.
    d.players[0]!.faction = 'yssaril';
    d.players[1]!.faction = 'hacan';
    d.players[0]!.technologies.push('mi');
  });

test('Mageon Implants 22: exhaust as an action to look through another hand and take 1 card; only the looker sees it (2.2)', () => {
  const s = mageonGame();
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Mageon'))).toEqual([
    "Mageon Implants: look through Player 2's action cards and take 1",
    "Mageon Implants: look through Player 3's action cards and take 1",
  ]);
  const looking = play(s, 0, { type: 'component-action', ability: 'mageon-implants', targets: { player: 1 } });
  expect(looking.players[0]!.exhaustedTechnologies).toContain('mi');
  expect(topDecision(looking)).toMatchObject({ choice: 'yssaril/take-action-card', waitingOn: [0] });
  expect(optionLabels(looking, 0)).toEqual(['Mageon Implants: take Bunker', 'Mageon Implants: take Sabotage']);
  // The others see a decision naming players only, never a card.
  expect(JSON.stringify(view(looking, 2).decisions)).not.toMatch(/bunker|sabotage/);
  expect(options(looking, 2)).toEqual([]);
  const took = play(looking, 0, { type: 'choose', option: 'sabotage#1' });
  expect(took.players[0]!.actionCards).toEqual(['sabotage#1']);
  expect(took.players[1]!.actionCards).toEqual(['bunker#1']);
});

test('Mageon Implants 1.11: refused when exhausted, and 2: on an empty hand or a card not in it (nothing changes)', () => {
  const s = mageonGame();
  const before = structuredClone(s);
  const emptied = edit(s, (d) => (d.players[2]!.actionCards = []));
  expect(
    refuse(emptied, 0, { type: 'component-action', ability: 'mageon-implants', targets: { player: 2 } }),
  ).toMatchObject({ rule: '2' });
  const exhausted = edit(s, (d) => d.players[0]!.exhaustedTechnologies.push('mi'));
  expect(optionLabels(exhausted, 0).some((l) => l.startsWith('Mageon'))).toBe(false);
  expect(
    refuse(exhausted, 0, { type: 'component-action', ability: 'mageon-implants', targets: { player: 1 } }),
  ).toMatchObject({ rule: '1.11' });
  const looking = play(s, 0, { type: 'component-action', ability: 'mageon-implants', targets: { player: 1 } });
  const snapshot = structuredClone(looking);
  expect(refuse(looking, 0, { type: 'choose', option: 'upgrade#1' })).toMatchObject({ rule: '2' });
  expect(looking).toEqual(snapshot);
  expect(s).toEqual(before);
});

// ---- Transparasteel Plating ----------------------------------------------------------------------------------------

test('Transparasteel Plating 2: during the holder’s turn, players who have passed cannot play action cards', () => {
  const s = edit(mageonGame(), (d) => {
    d.players[0]!.technologies.push('tp');
    d.players[0]!.actionCards = ['economic-initiative#1'];
    d.players[2]!.passed = true;
    d.players[2]!.actionCards = ['sabotage#2'];
  });
  const cast = (state: GameState) =>
    play(state, 0, { type: 'component-action', ability: 'economic-initiative', targets: {} });
  const sabotage = { type: 'use-ability', ability: 'sabotage', targets: {} } as const;
  // Seat 2 has passed: Sabotage is neither offered nor accepted, and the refusal changes nothing.
  const played = cast(s);
  expect(options(played, 2).some((o) => o.label.startsWith('Sabotage'))).toBe(false);
  const before = structuredClone(played);
  expect(refuse(played, 2, sabotage).message).toMatch(/Transparasteel Plating/);
  expect(played).toEqual(before);
  // Without the technology, the passed player may still answer with Sabotage.
  const without = cast(edit(s, (d) => (d.players[0]!.technologies = ['mi'])));
  expect(options(without, 2).some((o) => o.label.startsWith('Sabotage'))).toBe(true);
});

// ---- Spy Net -------------------------------------------------------------------------------------------------------

/** Seat 0 (Hacan) holds the Yssaril's (seat 1) Spy Net as its first turn begins. */
const spyNetGame = () =>
  game('hacan', (d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'spynet@1');
    d.players[0]!.promissoryNotes.push('spynet@1');
    transactionsState(d).received.push(0);
  });

test('Spy Net 69: when the holder’s turn begins, they take 1 of the Yssaril’s action cards, then the note returns', () => {
  const s = spyNetGame();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-turn', waitingOn: [0] });
  expect(optionLabels(s, 0)).toContain("Spy Net: Player 2's Spy Net: look through their action cards and take 1");
  const looking = play(s, 0, { type: 'use-ability', ability: 'spy-net', targets: { owner: 1 } });
  expect(looking.players[1]!.promissoryNotes).toContain('spynet@1');
  expect(looking.players[0]!.promissoryNotes).not.toContain('spynet@1');
  expect(optionLabels(looking, 0)).toEqual(['Spy Net: take Bunker', 'Spy Net: take Sabotage']);
  const took = play(looking, 0, { type: 'choose', option: 'bunker#1' });
  expect(took.players[0]!.actionCards).toEqual(['bunker#1']);
  expect(took.players[1]!.actionCards).toEqual(['sabotage#1']);
});

test('Spy Net 69.2: the Yssaril cannot play their own Spy Net; not offered on an empty Yssaril hand (nothing changes)', () => {
  const s = spyNetGame();
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'use-ability', ability: 'spy-net', targets: { owner: 0 } })).toMatchObject({
    rule: '69.2',
  });
  expect(s).toEqual(before);
  const empty = spyNetGame();
  const emptied = edit(empty, (d) => (d.players[1]!.actionCards = []));
  expect(optionLabels(emptied, 0).some((l) => l.startsWith('Spy Net'))).toBe(false);
});
