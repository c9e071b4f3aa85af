// npm run bench:odds — times the exact combat odds (engine/odds) on four standard fights and compares them with a
// Monte Carlo of the engine's own combat flow (every decision answered with its default). Figures only: nothing
// here asserts a time. Attacker: the Barony of Letnev throughout; no upgrades.
import { performance } from 'node:perf_hooks';
import type { GameState } from '../engine/core/state';
import type { UnitType } from '../engine/data/types';
import { GROUND_COMBAT_STEP, SPACE_CANNON_DEFENSE_STEP } from '../engine/combat/steps';
import { combatOdds } from '../engine/odds/combat-odds';
import { groundOddsInput, spaceOddsInput } from '../engine/odds/from-state';
import { monteCarlo, type FlowStep } from '../engine/odds/monte-carlo';
import type { OddsInput } from '../engine/odds/types';
import { ACTIVE, combatGame, put } from '../engine/testing/combat-scenario';

type Counts = Partial<Record<UnitType, number>>;

interface Case {
  readonly name: string;
  readonly state: GameState;
  readonly input: OddsInput;
  readonly steps: FlowStep[];
  readonly where: { combat: 'space' | 'ground'; system: string; planet: string | null };
  readonly note?: string;
}

/** Seat 0 is the Letnev attacker; seat 1 the defender with the given faction. */
function game(defender: string, active: '46' | '19'): GameState {
  const s = combatGame({ factions: ['letnev', defender === 'letnev' ? 'sol' : defender, 'hacan'], active });
  s.players[1]!.faction = defender; // two Letnev players are fine for a calculation
  return s;
}

function spaceCase(name: string, defender: string, attackerShips: Counts, defenderShips: Counts, pds = 0): Case {
  const s = game(defender, pds > 0 ? '19' : '46');
  put(s, 0, attackerShips);
  put(s, 1, defenderShips);
  if (pds > 0) {
    put(s, 1, { pds }, { planet: 'wellon' });
    s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  }
  const input = spaceOddsInput(s);
  if (!input) throw new Error(`${name}: no combat`);
  return {
    name,
    state: s,
    input,
    steps: [{ step: 'tactical/space-cannon-offense' }, { step: 'tactical/space-combat' }],
    where: { combat: 'space', system: ACTIVE, planet: null },
  };
}

function groundCase(): Case {
  const s = game('letnev', '19');
  put(s, 0, { dreadnought: 3 });
  put(s, 0, { infantry: 6 }, { planet: 'wellon' }); // committed (49.2)
  put(s, 1, { infantry: 4, mech: 1, pds: 1 }, { planet: 'wellon' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  const input = groundOddsInput(s, ACTIVE, 'wellon');
  if (!input) throw new Error('ground: no combat');
  const note =
    (input.attacker.bombardment ?? []).length === 0
      ? 'bombardment blocked: the PDS has planetary shield (65)'
      : undefined;
  return {
    name: '3 DN bombarding + 6 infantry vs 4 infantry, 1 mech, 1 PDS (Letnev)',
    state: s,
    input,
    note,
    steps: [
      { step: SPACE_CANNON_DEFENSE_STEP, args: { system: ACTIVE, planet: 'wellon' } },
      { step: GROUND_COMBAT_STEP, args: { system: ACTIVE, planet: 'wellon' } },
    ],
    where: { combat: 'ground', system: ACTIVE, planet: 'wellon' },
  };
}

const cases: Case[] = [
  spaceCase('2 DN vs 2 DN (Letnev)', 'letnev', { dreadnought: 2 }, { dreadnought: 2 }),
  spaceCase(
    'FS 2 DN 2 CV 6 FF 2 DD vs WS 2 CR 8 FF + 1 PDS (Sol)',
    'sol',
    { flagship: 1, dreadnought: 2, carrier: 2, fighter: 6, destroyer: 2 },
    { 'war-sun': 1, cruiser: 2, fighter: 8 },
    1,
  ),
  spaceCase(
    '2 WS 4 DN 4 CV 12 FF vs FS 5 DN 3 CR 10 FF 2 DD (L1Z1X)',
    'l1z1x',
    { 'war-sun': 2, dreadnought: 4, carrier: 4, fighter: 12 },
    { flagship: 1, dreadnought: 5, cruiser: 3, fighter: 10, destroyer: 2 },
  ),
  groundCase(),
];

const RUNS = Number(process.env.ODDS_RUNS ?? 4000);
const pct = (x: number) => `${(100 * x).toFixed(2)}%`;

for (const c of cases) {
  combatOdds(c.input); // warm-up
  const times: number[] = [];
  let result = combatOdds(c.input);
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    result = combatOdds(c.input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const t0 = performance.now();
  const mc = monteCarlo(c.state, c.steps, RUNS, c.where, 0, 1);
  const mcMs = performance.now() - t0;
  // Agreement: the largest gap between exact and simulated, in standard errors of the simulation.
  const gaps = (
    [
      ['attackerWins', result.attackerWins, mc.attackerWins],
      ['defenderWins', result.defenderWins, mc.defenderWins],
      ['draw', result.draw, mc.draw],
    ] as const
  ).map(([, p, q]) => Math.abs(p - q) / Math.max(Math.sqrt((p * (1 - p)) / RUNS), 1e-9));
  console.log(`\n${c.name}${c.note ? `\n  note: ${c.note}` : ''}`);
  console.log(
    `  exact:       attacker ${pct(result.attackerWins)}  defender ${pct(result.defenderWins)}  draw ${pct(result.draw)}${result.stalemate > 0 ? `  stalemate ${pct(result.stalemate)}` : ''}  (${result.states} states)`,
  );
  console.log(
    `  time:        median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
  );
  console.log(
    `  monte carlo: attacker ${pct(mc.attackerWins)}  defender ${pct(mc.defenderWins)}  draw ${pct(mc.draw)}  (${RUNS} engine combats, ${(mcMs / RUNS).toFixed(2)} ms each)`,
  );
  console.log(`  agreement:   largest gap ${Math.max(...gaps).toFixed(2)} standard errors`);
  const surv = (r: Partial<Record<UnitType, number>>) =>
    Object.entries(r)
      .map(([t, n]) => `${(n ?? 0).toFixed(2)} ${t}`)
      .join(', ') || 'none';
  console.log(
    `  survivors:   attacker ${surv(result.survivors.attacker)}; defender ${surv(result.survivors.defender)}`,
  );
}
