// The Winnu, faction sheet: Lazax Gate Folding (6, 101, 22), Hegemonic Trade Policy and Acquiescence. Blood Ties and
// Reclamation are tested in engine/invasion, their units in engine/combat and engine/invasion, their leaders in
// engine/leaders.
import { expect, test } from 'vitest';
import { options } from '../flow/options';
import { apply } from '../flow/apply';
import { spentValues } from '../economy/planets';
import { AROUND } from '../testing/combat-scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import {
  addSystem,
  answer,
  decisionOf,
  give,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  spaceOf,
  type Run,
} from '../testing/invasion-scenario';

const planetValuesNow = (s: GameState) => spentValues(s, 'meharxull');
import type { Command } from '../core/commands';
import { control, planetState, primary, systemKeyOf, turnWith } from '../phases/cards/cards.fixture';
import { optionLabels, topDecision } from '../testing/scenario';
import type { GameState } from '../core/state';
import {
  activate,
  edit,
  key,
  line,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  unitsIn,
} from '../testing/tactical-scenario';

// ---- Lazax Gate Folding -------------------------------------------------------------------------------------------

/** Mecatol Rex at key(0), Lodor (alpha wormhole) three systems away; the Winnu (seat 0) have a carrier in Lodor. */
function gateGame(lgf = true, holdMecatol = false): GameState {
  // The Winnu choose starting technologies at setup: the seat becomes theirs once the game is under way.
  let s = tacticalGame({ tiles: line('18', '47', '48', '26'), factions: ['hacan', 'jolnar', 'letnev'] });
  s = placeUnits(s, key(3), 0, { carrier: 1 });
  return edit(s, (d) => {
    d.players[0]!.faction = 'winnu';
    if (lgf) d.players[0]!.technologies.push('lgf');
    if (holdMecatol) d.board.systems[key(0)]!.planets.mr!.owner = 0;
  });
}

const toMecatol: Command = { type: 'move-ships', moves: [{ from: key(3), ships: { carrier: 1 } }] };

test('Lazax Gate Folding (Winnu) 101 / 6 while they do not control Mecatol Rex, it has alpha and beta wormholes for them', () => {
  const s = activate(gateGame(), key(0));
  const after = play(s, 0, toMecatol);
  expect(unitsIn(after, key(0), 0)).toEqual({ carrier: 1 });
});

test('Lazax Gate Folding (Winnu) 58 without it, or while they control Mecatol Rex, the carrier cannot reach it', () => {
  // A destroyer next to Mecatol Rex keeps the movement step open.
  const withDestroyer = (s: GameState) => activate(placeUnits(s, key(1), 0, { destroyer: 1 }), key(0));
  for (const s of [withDestroyer(gateGame(false)), withDestroyer(gateGame(true, true))]) {
    const copy = structuredClone(s);
    expect(refuse(s, 0, toMecatol).rule).toMatch(/^58/);
    expect(s).toEqual(copy);
  }
});

test('Lazax Gate Folding (Winnu) 22 while they control Mecatol Rex, exhausting it puts 1 infantry there', () => {
  const s = gateGame(true, true);
  const action = options(s, 0).find((o) => o.label.startsWith('Lazax Gate Folding'))!;
  expect(action.label).toBe('Lazax Gate Folding: exhaust it so that 1 infantry of yours arrives on Mecatol Rex');
  const after = play(s, 0, action.command);
  expect(unitsIn(after, key(0), 0, 'mr')).toEqual({ infantry: 1 });
  expect(after.players[0]!.exhaustedTechnologies).toContain('lgf');
});

test('Lazax Gate Folding (Winnu) 90 its action needs Mecatol Rex under their control; the refusal changes nothing', () => {
  const s = gateGame(true, false);
  expect(options(s, 0).some((o) => o.label.startsWith('Lazax Gate Folding'))).toBe(false);
  const copy = structuredClone(s);
  expect(refuse(s, 0, { type: 'component-action', ability: 'lazax-gate-folding', targets: {} }).rule).toBe('90');
  expect(s).toEqual(copy);
});

// ---- Hegemonic Trade Policy ---------------------------------------------------------------------------------------

/**
 * The Winnu (seat 0) have a space dock on Starpoint (the active system) and control Mehar Xull (1 resource,
 * 3 influence) next door, and no trade goods: a cruiser (2) needs Mehar Xull's influence as resources.
 */
function tradePolicyGame(htp = true): Run {
  const s = put(
    withStrategyCards(invasionGame({ factions: ['winnu', 'jolnar', 'xxcha'] })),
    0,
    { 'space-dock': 1 },
    { planet: 'starpoint' },
  );
  own(s, 0, 'starpoint', true);
  addSystem(s, AROUND[0]!, '24');
  own(s, 0, 'meharxull', false, AROUND[0]!);
  if (htp) give(s, 0, 'htp');
  return runProduction(s);
}

const cruiserFromMehar: Command = {
  type: 'produce',
  units: [{ unit: 'cruiser', count: 1 }],
  payment: { ...NO_PAYMENT, resources: ['meharxull'] },
};

test('Hegemonic Trade Policy (Winnu) 75 / 68 as their units produce, 1 planet swaps its values for that production', () => {
  let r = tradePolicyGame();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'when-producing-units', waitingOn: [0] });
  const use = options(r.state, 0).find((o) => o.label.startsWith('Hegemonic Trade Policy'))!;
  expect(use.label).toBe('Hegemonic Trade Policy: Mehar Xull counts 3 resources and 1 influence for this production');
  r = passWindows(answer(r, 0, use.command));
  expect(r.state.players[0]!.exhaustedTechnologies).toContain('htp');
  r = answer(r, 0, cruiserFromMehar);
  expect(spaceOf(r.state, 0)!.counts).toEqual({ cruiser: 1 });
  // Only for that production: Mehar Xull is worth 1 resource again.
  expect(planetValuesNow(r.state)).toEqual({ resources: 1, influence: 3 });
});

test('Hegemonic Trade Policy (Winnu) 75.2 without it, Mehar Xull alone cannot pay for a cruiser; refusal changes nothing', () => {
  const r = passWindows(tradePolicyGame(false));
  const copy = structuredClone(r.state);
  const res = apply(r.state, 0, cruiserFromMehar, { at: 0 });
  expect(res.ok).toBe(false);
  expect(r.state).toEqual(copy);
  // Naming a planet they do not control is refused too.
  const w = tradePolicyGame();
  const bad = apply(
    w.state,
    0,
    { type: 'use-ability', ability: 'hegemonic-trade-policy', targets: { planet: 'newalbion' } },
    { at: 0 },
  );
  expect(bad.ok ? null : bad.error.rule).toBe('1.9');
});

// ---- Acquiescence ------------------------------------------------------------------------------------------------

/** Seat 0 (the Winnu) performs Imperial's primary; seat 1 holds their Acquiescence and has `tokens` strategy tokens. */
function acquiescenceGame(tokens = 0): GameState {
  const s = turnWith('imperial', 3, (d) => {
    d.players[0]!.faction = 'winnu';
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'acq@0');
    d.players[1]!.promissoryNotes.push('acq@0');
    d.players[1]!.pools.strategy = tokens;
  });
  return primary(s, 'imperial', { objective: null });
}

const followFree: Command = { type: 'follow-secondary', choices: {}, acquiescence: true };

test('Acquiescence (Winnu note) 69 / 20.5 on the Winnu’s strategic action, its holder follows without a token; it returns', () => {
  let s = acquiescenceGame();
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', card: 'imperial' });
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Imperial secondary'))).toEqual([
    'Imperial secondary: draw a secret objective, playing Acquiescence (no command token)',
  ]);
  const secrets = s.players[1]!.secretObjectives.length;
  s = play(s, 1, followFree);
  expect(s.players[1]!.pools.strategy).toBe(0);
  expect(s.players[1]!.secretObjectives).toHaveLength(secrets + 1);
  expect(s.players[1]!.promissoryNotes).not.toContain('acq@0');
  expect(s.players[0]!.promissoryNotes).toContain('acq@0');
  expect(s.abilityUses.filter((k) => k.startsWith('secondary-token-waived'))).toEqual([]);
});

test('Acquiescence (Winnu note) 69 with a strategy token, both ways are offered and the token is kept when it is played', () => {
  let s = acquiescenceGame(2);
  expect(optionLabels(s, 1).filter((l) => l.startsWith('Imperial secondary'))).toEqual([
    'Imperial secondary: draw a secret objective',
    'Imperial secondary: draw a secret objective, playing Acquiescence (no command token)',
  ]);
  s = play(s, 1, followFree);
  expect(s.players[1]!.pools.strategy).toBe(2);
});

test('Acquiescence (Winnu note) 69.1 a player who does not hold it is refused and nothing changes', () => {
  const s = acquiescenceGame();
  const before = structuredClone(s);
  expect(refuse(s, 2, followFree)).toMatchObject({ code: 'ability/not-held', rule: '69.1' });
  expect(s).toEqual(before);
  // Without it, seat 2 is offered only the secondary that costs a token.
  expect(optionLabels(s, 2).filter((l) => l.startsWith('Imperial secondary'))).toEqual([
    'Imperial secondary: draw a secret objective',
  ]);
});

test('Acquiescence (Winnu note) 69 on another player’s strategic action it cannot be played; nothing changes', () => {
  const s = edit(acquiescenceGame(), (d) => {
    d.players[0]!.faction = 'hacan';
  });
  expect(optionLabels(s, 1).filter((l) => l.includes('Acquiescence'))).toEqual([]);
  const before = structuredClone(s);
  expect(refuse(s, 1, followFree)).toMatchObject({ code: 'ability/not-now', rule: '69' });
  expect(s).toEqual(before);
});

test('Acquiescence (Winnu note) 24.3 following Construction with it, no token is spent and none is placed', () => {
  const start = turnWith('construction', 6, (d) => {
    d.players[0]!.faction = 'winnu';
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'acq@0');
    d.players[1]!.promissoryNotes.push('acq@0');
    control(d, 0, ['gral']);
  });
  let s = primary(start, 'construction', { first: { unit: 'pds', planet: 'gral' } });
  const tokens = s.players[1]!.pools.strategy;
  s = play(s, 1, { type: 'follow-secondary', choices: { unit: 'pds', planet: 'arretze' }, acquiescence: true });
  expect(s.players[1]!.pools.strategy).toBe(tokens);
  expect(s.board.systems[systemKeyOf(s, 'arretze')]!.commandTokens).toEqual([]);
  expect(planetState(s, 'arretze').units['1']?.counts.pds).toBe(1);
  expect(s.players[0]!.promissoryNotes).toContain('acq@0');
});
