// Exact combat odds (LRR 78 space combat with 77.2 space cannon offense and 10 anti-fighter barrage; 42 ground
// combat with 15 bombardment, 77.6 space cannon defense and Magen Defense Grid Ω), by dynamic programming over
// both sides' states with the engine's default hit assignment. Retreats are not modelled: the combat is fought out.
import { EngineBug } from '../core/result';
import type { UnitType } from '../data/types';
import { hitsDistribution, hitChance, SideModel } from './side-model';
import type { OddsDice, OddsInput, OddsResult } from './types';

/** Mass below this is dropped (far below anything a percentage can show). */
const NEGLIGIBLE = 1e-16;

function diceDistribution(dice: readonly OddsDice[] | undefined): Float64Array {
  const chances: number[] = [];
  for (const d of dice ?? []) for (let k = 0; k < d.dice; k++) chances.push(hitChance(d.hitsOn, d.modifier ?? 0));
  return hitsDistribution(chances);
}

/** One side's reachable states, numbered compactly in the order they can follow each other. */
class Compact {
  readonly states: Int32Array;
  private readonly pos: Int32Array;
  /** Combat-round transitions (hits taken with a fresh self-repairing flagship), by state, restricted and other hits. */
  private readonly table: Int32Array;
  constructor(readonly model: SideModel, states: Int32Array, private readonly maxR: number, private readonly maxX: number) {
    this.states = states;
    this.pos = new Int32Array(model.size).fill(-1);
    states.forEach((s, k) => (this.pos[s] = k));
    this.table = new Int32Array(states.length * (maxR + 1) * (maxX + 1));
    for (let k = 0; k < states.length; k++) {
      for (let r = 0; r <= maxR; r++) {
        for (let x = 0; x <= maxX; x++) this.table[(k * (maxR + 1) + r) * (maxX + 1) + x] = this.of(model.hit(states[k]!, r, x, true));
      }
    }
  }
  /** The state after a combat round's hits. */
  next(k: number, r: number, x: number): number {
    return this.table[(k * (this.maxR + 1) + r) * (this.maxX + 1) + x]!;
  }
  get n(): number {
    return this.states.length;
  }
  at(k: number): number {
    return this.states[k]!;
  }
  of(state: number): number {
    const k = this.pos[state]!;
    if (k < 0) throw new EngineBug('odds: a state outside the reachable set');
    return k;
  }
}

/** (side state, probability) pairs; an empty list means "unchanged". */
type Step = (ia: number, ib: number) => readonly (readonly [number, number])[];
const unchanged: Step = () => [];

/** Joint distribution before the combat rounds, sparse: key = attacker state × defender size + defender state. */
type Joint = Map<number, number>;

/** A one-off step (space cannon, barrage, bombardment) applied to every state at once. */
function applyStep(mass: Joint, NB: number, toA: Step, toB: Step): Joint {
  const out: Joint = new Map();
  for (const [key, m] of mass) {
    const ia = Math.floor(key / NB);
    const ib = key - ia * NB;
    const ta = toA(ia, ib);
    const tb = toB(ia, ib);
    const la = ta.length > 0 ? ta : [[ia, 1] as const];
    const lb = tb.length > 0 ? tb : [[ib, 1] as const];
    for (const [ja, pa] of la) for (const [jb, pb] of lb) out.set(ja * NB + jb, (out.get(ja * NB + jb) ?? 0) + m * pa * pb);
  }
  return out;
}

/** Each outcome h of `dist` mapped through `f`. */
function through(dist: Float64Array, f: (h: number) => number): [number, number][] {
  const out: [number, number][] = [];
  for (let h = 0; h < dist.length; h++) if (dist[h]! > 0) out.push([f(h), dist[h]!]);
  return out;
}

function addInto(into: Partial<Record<UnitType, number>>, units: Partial<Record<UnitType, number>>, m: number): void {
  for (const [t, n] of Object.entries(units)) into[t as UnitType] = (into[t as UnitType] ?? 0) + m * (n ?? 0);
}

export function combatOdds(input: OddsInput): OddsResult {
  const space = input.combat === 'space';
  const mA = new SideModel(input.attacker, space);
  const mD = new SideModel(input.defender, space);
  const cannonAtA = diceDistribution(input.defender.spaceCannon);
  const cannonAtD = diceDistribution(input.attacker.spaceCannon);
  const bombardAtD = diceDistribution(space ? [] : input.attacker.bombardment);
  const NB = mD.size;
  let pre: Joint = new Map([[0, 1]]);
  if (space) {
    // 77.2: space cannon offense, each side's hits assigned by the other (Graviton Laser System: non-fighters first).
    const gA = input.defender.graviton === true;
    const gD = input.attacker.graviton === true;
    pre = applyStep(pre, NB,
      (ia) => through(cannonAtA, (h) => mA.hit(ia, gA ? h : 0, gA ? 0 : h, mA.fsFresh)),
      (_, ib) => through(cannonAtD, (h) => mD.hit(ib, gD ? h : 0, gD ? 0 : h, mD.fsFresh)));
    // 78.3, 10: anti-fighter barrage in the first round, by the units still there.
    pre = applyStep(pre, NB,
      (ia, ib) => (mA.dead(ia) || mD.dead(ib) ? [] : through(mD.barrageDice(ib), (h) => mA.hitFighters(ia, h))),
      (ia, ib) => (mA.dead(ia) || mD.dead(ib) ? [] : through(mA.barrageDice(ia), (h) => mD.hitFighters(ib, h))));
  } else {
    // 15 bombardment (with X-89 Ω), then 77.6 space cannon defense, then Magen Defense Grid Ω.
    const x89 = input.attacker.x89 === true;
    pre = applyStep(pre, NB, unchanged, (_, ib) => through(bombardAtD, (h) => {
      const after = mD.hit(ib, 0, h, false);
      return x89 && mD.infantryLeft(after) < mD.infantryLeft(ib) ? mD.killAllInfantry(after) : after;
    }));
    pre = applyStep(pre, NB, (ia) => through(cannonAtA, (h) => mA.hit(ia, 0, h, false)), unchanged);
    const magenAtA = input.defender.magenDefenseGrid === true;
    const magenAtD = input.attacker.magenDefenseGrid === true;
    pre = applyStep(pre, NB,
      (ia, ib) => (magenAtA && !mA.dead(ia) && !mD.dead(ib) ? [[mA.hit(ia, 0, 1, false), 1]] : []),
      (ia, ib) => (magenAtD && !mA.dead(ia) && !mD.dead(ib) ? [[mD.hit(ib, 0, 1, false), 1]] : []));
  }

  // The states the combat rounds can reach from there, numbered compactly.
  const hA = mA.maxHits();
  const hD = mD.maxHits();
  const startsA = new Set<number>();
  const startsD = new Set<number>();
  for (const key of pre.keys()) {
    const ia = Math.floor(key / NB);
    startsA.add(ia);
    startsD.add(key - ia * NB);
  }
  const A = new Compact(mA, mA.reachable(startsA, hD.restricted, hD.total), hD.restricted, hD.total);
  const D = new Compact(mD, mD.reachable(startsD, hA.restricted, hA.total), hA.restricted, hA.total);
  const nB = D.n;
  const mass = new Float64Array(A.n * nB);
  for (const [key, m] of pre) {
    const ia = Math.floor(key / NB);
    mass[A.of(ia) * nB + D.of(key - ia * NB)] = m;
  }

  // Combat rounds (78.5–78.8 / 42.1–42.3): states only ever move forward, so one pass in index order suffices;
  // rounds in which nothing changes are summed as a geometric series.
  let attackerWins = 0;
  let defenderWins = 0;
  let draw = 0;
  let stalemate = 0;
  let states = 0;
  const survivors = { attacker: {} as Partial<Record<UnitType, number>>, defender: {} as Partial<Record<UnitType, number>> };
  const scratchA = new Float64Array(A.n);
  const scratchB = new Float64Array(nB);
  const touchedA = new Int32Array(A.n);
  const touchedB = new Int32Array(nB);
  for (let idx = 0; idx < mass.length; idx++) {
    const m = mass[idx]!;
    if (m < NEGLIGIBLE) continue;
    states++;
    const ka = Math.floor(idx / nB);
    const kb = idx - ka * nB;
    const ia = A.at(ka);
    const ib = D.at(kb);
    const aGone = mA.dead(ia);
    const dGone = mD.dead(ib);
    if (aGone || dGone) {
      if (aGone && dGone) draw += m;
      else if (dGone) attackerWins += m;
      else defenderWins += m;
      addInto(survivors.attacker, mA.survivors(ia), m);
      addInto(survivors.defender, mD.survivors(ib), m);
      continue;
    }
    const fromD = mD.combatDice(ib);
    let nA = 0;
    for (let k = 0; k < fromD.p.length; k++) {
      const j = A.next(ka, fromD.r[k]!, fromD.x[k]!);
      if (scratchA[j] === 0) touchedA[nA++] = j;
      scratchA[j] = scratchA[j]! + fromD.p[k]!;
    }
    const fromA = mA.combatDice(ia);
    let nD = 0;
    for (let k = 0; k < fromA.p.length; k++) {
      const j = D.next(kb, fromA.r[k]!, fromA.x[k]!);
      if (scratchB[j] === 0) touchedB[nD++] = j;
      scratchB[j] = scratchB[j]! + fromA.p[k]!;
    }
    const still = scratchA[ka]! * scratchB[kb]!;
    if (still > 1 - 1e-12) {
      // FAQ: neither side can win; the attacker must retreat (or is destroyed) — reported apart.
      stalemate += m;
      if (!space) addInto(survivors.attacker, mA.survivors(ia), m);
      addInto(survivors.defender, mD.survivors(ib), m);
    } else {
      // The term back into this state lands on mass[idx], which has been read and is never read again.
      const w = m / (1 - still);
      for (let a = 0; a < nA; a++) {
        const ja = touchedA[a]!;
        const pa = w * scratchA[ja]!;
        if (pa < NEGLIGIBLE) continue;
        const row = ja * nB;
        for (let b = 0; b < nD; b++) {
          const jb = touchedB[b]!;
          mass[row + jb] = mass[row + jb]! + pa * scratchB[jb]!;
        }
      }
    }
    for (let a = 0; a < nA; a++) scratchA[touchedA[a]!] = 0;
    for (let b = 0; b < nD; b++) scratchB[touchedB[b]!] = 0;
  }
  return { attackerWins, defenderWins, draw, stalemate, survivors, states };
}
