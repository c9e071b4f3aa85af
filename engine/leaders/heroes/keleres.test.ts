import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { apply } from '../../flow/apply';
import { leaderSlots } from '../../kernel/leader-sheet';
import { ACTIVE, answer, combatGame, decisionOf, put, runFrom } from '../../testing/combat-scenario';
import { edit, optionLabels, play, refuse } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const HARKA = { type: 'component-action', ability: 'keleresheroharka', targets: {} } as const;

/** Only the Mentak home is free (the Xxcha and the Argent Flight play): Harka Leeds is on the sheet. */
const harkaGame = (): GameState => heroGame('keleres', ['xxcha', 'argent']);

test('51.10 Keleres hero Harka Leeds is on the sheet with the Mentak home, locked until 3 scored objectives', () => {
  const s = harkaGame();
  expect(leaderSlots(s, 0)?.hero).toBe('keleresheroharka');
  expect(refuse(s, 0, HARKA)).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.12, 3.2 Keleres hero Harka Leeds: reveals until 3 component-action cards, draws them, shuffles the rest back; purged', () => {
  const s = edit(scoreThree(harkaGame()), (d) => {
    d.players[0]!.actionCards = [];
    // Sabotage (played "when another player plays an action card") has no component action.
    d.decks.action.draw = [
      'sabotage#1',
      'plague#1',
      'sabotage#2',
      'unstable-planet#1',
      'uprising#1',
      'frontline-deployment#1',
    ];
  });
  const r = play(s, 0, HARKA);
  expect(r.players[0]!.actionCards).toEqual(['plague#1', 'unstable-planet#1', 'uprising#1']);
  expect([...r.decks.action.draw].sort()).toEqual(['frontline-deployment#1', 'sabotage#1', 'sabotage#2']);
  expect(r.players[0]!.leaders.hero).toBe('purged');
  // Used once: purged, it is refused and nothing changes.
  const before = structuredClone(r);
  expect(refuse(r, 0, HARKA).code).toMatch(/^(ability|flow)\//);
  expect(r).toEqual(before);
});

test('51.12 Keleres hero Harka Leeds: an empty deck takes the discard pile; with too few cards it draws those found', () => {
  const s = edit(scoreThree(harkaGame()), (d) => {
    d.players[0]!.actionCards = [];
    d.decks.action.draw = ['plague#1'];
    d.decks.action.discard = ['sabotage#1', 'uprising#1'];
  });
  const r = play(s, 0, HARKA);
  expect(r.players[0]!.actionCards.sort()).toEqual(['plague#1', 'uprising#1']);
  expect(r.decks.action.draw).toEqual(['sabotage#1']);
  expect(r.decks.action.discard).toEqual([]);
});

// ---- Kuuasi Aun Jalatai ------------------------------------------------------------------------------------------

const KUUASI = (targets: Record<string, number>) =>
  ({ type: 'use-ability', ability: 'keleresherokuuasi', targets }) as const;

/** Sol (seat 0) attacks the Keleres (seat 1) in their Argent-copy home, 93; Kuuasi Aun Jalatai is unlocked. */
function kuuasiGame(unlocked = true): GameState {
  const s = combatGame({ factions: ['sol', 'keleres', 'hacan'], active: '93' });
  for (const p of Object.values(s.board.systems[ACTIVE]!.planets)) p.owner = 1;
  put(put(s, 0, { cruiser: 2 }), 1, { carrier: 1 });
  s.players[1]!.leaders.hero = unlocked ? 'unlocked' : 'locked';
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  return s;
}

test('51.10 Keleres hero Kuuasi Aun Jalatai is on the sheet with the Argent home; locked, it is not offered', () => {
  const s = kuuasiGame(false);
  expect(leaderSlots(s, 1)?.hero).toBe('keleresherokuuasi');
  const r = runFrom(s, 'tactical/space-combat');
  expect(optionLabels(r.state, 1).some((l) => l.startsWith('Kuuasi'))).toBe(false);
});

test('51.12, 78 Keleres hero Kuuasi Aun Jalatai: flagship and 2 cruisers join the space combat round; purged', () => {
  let r = runFrom(kuuasiGame(), 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat-round' });
  expect(optionLabels(r.state, 1)).toContain(
    'Kuuasi Aun Jalatai: place 1 flagship, 2 cruisers in Ylir/Avar/Valk (Keleres) (93)',
  );
  r = answer(r, 1, KUUASI({ flagship: 1, cruiser: 2, destroyer: 0 }));
  expect(r.state.board.systems[ACTIVE]!.space['1']!.counts).toEqual({ carrier: 1, flagship: 1, cruiser: 2 });
  expect(r.state.players[1]!.leaders.hero).toBe('purged');
});

test('51.10 Keleres hero Kuuasi Aun Jalatai: 3 ships, or a combat with no Keleres planet, is refused and changes nothing', () => {
  const r = runFrom(kuuasiGame(), 'tactical/space-combat');
  const before = structuredClone(r.state);
  const three = apply(r.state, 1, KUUASI({ flagship: 1, cruiser: 2, destroyer: 1 }), { at: 0 });
  expect(three.ok || three.error).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(r.state).toEqual(before);
  const away = kuuasiGame();
  for (const p of Object.values(away.board.systems[ACTIVE]!.planets)) p.owner = null;
  const a = runFrom(away, 'tactical/space-combat');
  expect(optionLabels(a.state, 1).some((l) => l.startsWith('Kuuasi'))).toBe(false);
  const b = structuredClone(a.state);
  expect(apply(a.state, 1, KUUASI({ flagship: 1, cruiser: 0, destroyer: 0 }), { at: 0 }).ok).toBe(false);
  expect(a.state).toEqual(b);
});
