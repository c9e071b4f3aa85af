// Exact combat odds (LRR 78 space combat with 77.2 space cannon offense, Assault Cannon and 10 anti-fighter barrage;
// 42 ground combat with 15 bombardment, 77.6 space cannon defense and Magen Defense Grid Ω; Duranium Armor in both;
// the faction units of engine/odds/side-model.ts, and the Yin flagship, whose loss ends the combat in a draw),
// by dynamic programming over both sides' states with the engine's default hit assignment. Retreats are not
// modelled: the combat is fought out.
import { EngineBug } from '../core/result';
import type { UnitType } from '../data/types';
import { hitsDistribution, hitChance, type HitDist } from './dice-distributions';
import { SideModel } from './side-model';
import type { OddsDice, OddsInput, OddsResult } from './types';

/** Mass below this is dropped (far below anything a percentage can show). */
const NEGLIGIBLE = 1e-16;

/** Sweeps of one group of states before what is left is taken for a stalemate (Duranium Armor only). */
const MAX_SWEEPS = 10_000;

function diceDistribution(dice: readonly OddsDice[] | undefined): Float64Array {
  const chances: number[] = [];
  for (const d of dice ?? []) for (let k = 0; k < d.dice; k++) chances.push(hitChance(d.hitsOn, d.modifier ?? 0));
  return hitsDistribution(chances);
}

/** One side's reachable states, numbered compactly in the order they can follow each other. */
class Compact {
  readonly states: Int32Array;
  private readonly pos: Int32Array;
  /** Combat-round transitions (hits taken with a fresh self-repairing flagship, then repairs), by state and hits. */
  private readonly table: Int32Array;
  /** The same without sustain damage (the opponent's Mentak flagship or mech alive), when that can happen. */
  private readonly denied: Int32Array | null;
  constructor(
    readonly model: SideModel,
    states: Int32Array,
    private readonly maxR: number,
    private readonly maxX: number,
    deniable: boolean,
  ) {
    this.states = states;
    this.pos = new Int32Array(model.size).fill(-1);
    states.forEach((s, k) => (this.pos[s] = k));
    const build = (noSustain: boolean) => {
      const table = new Int32Array(states.length * (maxR + 1) * (maxX + 1));
      for (let k = 0; k < states.length; k++) {
        for (let r = 0; r <= maxR; r++) {
          for (let x = 0; x <= maxX; x++)
            table[(k * (maxR + 1) + r) * (maxX + 1) + x] = this.of(model.roundHit(states[k]!, r, x, noSustain));
        }
      }
      return table;
    };
    this.table = build(false);
    this.denied = deniable ? build(true) : null;
  }
  /** Compact numbers at which each group of states (same losses) begins, with the end as the last entry. */
  groupStarts(): number[] {
    const out: number[] = [];
    let last = -1;
    this.states.forEach((st, k) => {
      const g = this.model.group(st);
      if (g !== last) out.push(k);
      last = g;
    });
    out.push(this.states.length);
    return out;
  }
  /** The states after a combat round's hits (and Duranium Armor's repair): entry k × stride + r × width + x. */
  rows(noSustain: boolean): Int32Array {
    return noSustain && this.denied ? this.denied : this.table;
  }
  get width(): number {
    return this.maxX + 1;
  }
  get stride(): number {
    return (this.maxR + 1) * (this.maxX + 1);
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
    for (const [ja, pa] of la)
      for (const [jb, pb] of lb) out.set(ja * NB + jb, (out.get(ja * NB + jb) ?? 0) + m * pa * pb);
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

/** The Yin flagship lost before the combat rounds (space cannon, Assault Cannon): both sides lose every ship. */
function yinWipes(mass: Joint, NB: number, mA: SideModel, mD: SideModel): Joint {
  if (mA.yinPos < 0 && mD.yinPos < 0) return mass;
  const out: Joint = new Map();
  for (const [key, m] of mass) {
    const ia = Math.floor(key / NB);
    const ib = key - ia * NB;
    const to = mA.yinLost(ia) || mD.yinLost(ib) ? mA.wiped * NB + mD.wiped : key;
    out.set(to, (out.get(to) ?? 0) + m);
  }
  return out;
}

/**
 * One side's next states after a combat round from one joint state, with their chances (compact numbers), and the
 * chance to stay and the lowest state reached. Small methods on purpose: the solver's hot loops are compiled early.
 */
class Outcomes {
  readonly touched: Int32Array;
  readonly prob: Float64Array;
  n = 0;
  still = 0;
  low = 0;
  private readonly scratch: Float64Array;
  constructor(size: number) {
    this.touched = new Int32Array(size);
    this.prob = new Float64Array(size);
    this.scratch = new Float64Array(size);
  }
  /** The states `side` moves to from compact state k under the opponent's dice `dist`. */
  collect(side: Compact, k: number, dist: HitDist, noSustain: boolean): void {
    const table = side.rows(noSustain);
    const base = k * side.stride;
    const width = side.width;
    const { r, x, p } = dist;
    const scratch = this.scratch;
    const touched = this.touched;
    let n = 0;
    let low = k;
    for (let e = 0; e < p.length; e++) {
      const j = table[base + r[e]! * width + x[e]!]!;
      if (scratch[j] === 0) {
        touched[n++] = j;
        if (j < low) low = j;
      }
      scratch[j] = scratch[j]! + p[e]!;
    }
    this.still = scratch[k]!;
    for (let e = 0; e < n; e++) {
      this.prob[e] = scratch[touched[e]!]!;
      scratch[touched[e]!] = 0;
    }
    this.n = n;
    this.low = low;
  }
}

/** Mass `w` spread over the product of both sides' next states (`nB` = the defender's state count). */
function spread(mass: Float64Array, nB: number, w: number, a: Outcomes, b: Outcomes): void {
  const { touched: tA, prob: pA, n: nA } = a;
  const { touched: tB, prob: pB, n: nD } = b;
  for (let i = 0; i < nA; i++) {
    const pa = w * pA[i]!;
    if (pa < NEGLIGIBLE) continue;
    const row = tA[i]! * nB;
    for (let j = 0; j < nD; j++) {
      const t = row + tB[j]!;
      mass[t] = mass[t]! + pa * pB[j]!;
    }
  }
}

/** The same with a Yin flagship in the combat: where it is lost, every ship is destroyed — a draw, returned. */
function spreadWithYin(
  mass: Float64Array,
  nB: number,
  w: number,
  a: Outcomes,
  b: Outcomes,
  lostA: (k: number) => boolean,
  lostD: (k: number) => boolean,
): number {
  let drawn = 0;
  for (let i = 0; i < a.n; i++) {
    const pa = w * a.prob[i]!;
    if (pa < NEGLIGIBLE) continue;
    const row = a.touched[i]! * nB;
    const yinA = lostA(a.touched[i]!);
    for (let j = 0; j < b.n; j++) {
      if (yinA || lostD(b.touched[j]!)) drawn += pa * b.prob[j]!;
      else mass[row + b.touched[j]!] = mass[row + b.touched[j]!]! + pa * b.prob[j]!;
    }
  }
  return drawn;
}

export function combatOdds(input: OddsInput): OddsResult {
  const space = input.combat === 'space';
  const mA = new SideModel(input.attacker, space);
  const mD = new SideModel(input.defender, space);
  const cannonAtA = diceDistribution(input.defender.spaceCannon);
  const cannonAtD = diceDistribution(input.attacker.spaceCannon);
  const bombardAtD = diceDistribution(space ? [] : input.attacker.bombardment);
  const NB = mD.size;
  let pre: Joint = new Map([[mA.start * NB + mD.start, 1]]);
  if (space) {
    // 77.2: space cannon offense, each side's hits assigned by the other (Graviton Laser System: non-fighters first).
    const gA = input.defender.graviton === true;
    const gD = input.attacker.graviton === true;
    pre = applyStep(
      pre,
      NB,
      (ia, ib) => through(cannonAtA, (h) => mA.hit(ia, gA ? h : 0, gA ? 0 : h, mA.fsFresh, mD.deniesSustain(ib))),
      (ia, ib) => through(cannonAtD, (h) => mD.hit(ib, gD ? h : 0, gD ? 0 : h, mD.fsFresh, mA.deniesSustain(ia))),
    );
    pre = yinWipes(pre, NB, mA, mD);
    // Assault Cannon at the start of the combat: both players' conditions are checked before either loses a ship.
    const acA = input.attacker.assaultCannon === true;
    const acD = input.defender.assaultCannon === true;
    if (acA || acD) {
      pre = applyStep(
        pre,
        NB,
        (ia, ib) => (acD && !mA.dead(ia) && !mD.dead(ib) && mD.nonFighters(ib) >= 3 ? [[mA.assaultLoss(ia), 1]] : []),
        (ia, ib) => (acA && !mA.dead(ia) && !mD.dead(ib) && mA.nonFighters(ia) >= 3 ? [[mD.assaultLoss(ib), 1]] : []),
      );
      pre = yinWipes(pre, NB, mA, mD);
    }
    // 78.3, 10: anti-fighter barrage in the first round, by the units still there.
    pre = applyStep(
      pre,
      NB,
      (ia, ib) => (mA.dead(ia) || mD.dead(ib) ? [] : through(mD.barrageDice(ib), (h) => mA.hitFighters(ia, h))),
      (ia, ib) => (mA.dead(ia) || mD.dead(ib) ? [] : through(mA.barrageDice(ia), (h) => mD.hitFighters(ib, h))),
    );
  } else {
    // 15 bombardment (with X-89 Ω), then 77.6 space cannon defense, then Magen Defense Grid Ω.
    const x89 = input.attacker.x89 === true;
    pre = applyStep(pre, NB, unchanged, (ia, ib) =>
      through(bombardAtD, (h) => {
        const after = mD.hit(ib, 0, h, false, mA.deniesSustain(ia));
        return x89 && mD.infantryLeft(after) < mD.infantryLeft(ib) ? mD.killAllInfantry(after) : after;
      }),
    );
    pre = applyStep(
      pre,
      NB,
      (ia, ib) => through(cannonAtA, (h) => mA.hit(ia, 0, h, false, mD.deniesSustain(ib))),
      unchanged,
    );
    const magenAtA = input.defender.magenDefenseGrid === true;
    const magenAtD = input.attacker.magenDefenseGrid === true;
    pre = applyStep(
      pre,
      NB,
      (ia, ib) =>
        magenAtA && !mA.dead(ia) && !mD.dead(ib) ? [[mA.hit(ia, 0, 1, false, mD.deniesSustain(ib)), 1]] : [],
      (ia, ib) =>
        magenAtD && !mA.dead(ia) && !mD.dead(ib) ? [[mD.hit(ib, 0, 1, false, mA.deniesSustain(ia)), 1]] : [],
    );
  }

  // The states the combat rounds can reach from there, numbered compactly.
  const hA = mA.maxHits(mD.NF);
  const hD = mD.maxHits(mA.NF);
  const deniableA = mD.mentakPos >= 0;
  const deniableD = mA.mentakPos >= 0;
  const yin = mA.yinPos >= 0 || mD.yinPos >= 0;
  const startsA = new Set<number>();
  const startsD = new Set<number>();
  for (const key of pre.keys()) {
    const ia = Math.floor(key / NB);
    startsA.add(ia);
    startsD.add(key - ia * NB);
  }
  const A = new Compact(
    mA,
    mA.reachable(startsA, hD.restricted, hD.total, deniableA),
    hD.restricted,
    hD.total,
    deniableA,
  );
  const D = new Compact(
    mD,
    mD.reachable(startsD, hA.restricted, hA.total, deniableD),
    hA.restricted,
    hA.total,
    deniableD,
  );
  const nB = D.n;
  const mass = new Float64Array(A.n * nB);
  for (const [key, m] of pre) {
    const ia = Math.floor(key / NB);
    mass[A.of(ia) * nB + D.of(key - ia * NB)] = m;
  }

  // Combat rounds (78.5–78.8 / 42.1–42.3). Losses only grow, so the joint states are taken in index order, the
  // attacker's states grouped by losses; rounds in which nothing changes are summed as a geometric series. Duranium
  // Armor can send mass back to a state of the same group already taken: the group is swept again until it is empty.
  let attackerWins = 0;
  let defenderWins = 0;
  let draw = 0;
  let stalemate = 0;
  let states = 0;
  const survivors = {
    attacker: {} as Partial<Record<UnitType, number>>,
    defender: {} as Partial<Record<UnitType, number>>,
  };
  const nextA = new Outcomes(A.n);
  const nextD = new Outcomes(nB);
  const groupsA = A.groupStarts();
  // Faction-unit checks decided once per calculation, so fights without those units pay nothing for them per state.
  const winnuA = mA.winnuPos >= 0;
  const winnuD = mD.winnuPos >= 0;
  /** FAQ: neither side can win; the attacker must retreat (or is destroyed) — reported apart. */
  const stalled = (m: number, ia: number, ib: number) => {
    stalemate += m;
    if (!space) addInto(survivors.attacker, mA.survivors(ia), m);
    addInto(survivors.defender, mD.survivors(ib), m);
  };
  for (let g = 0; g + 1 < groupsA.length; g++) {
    const from = groupsA[g]! * nB;
    const to = groupsA[g + 1]! * nB;
    let left = 0;
    for (let sweep = 0; ; sweep++) {
      let back = false;
      for (let idx = from; idx < to; idx++) {
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
          mass[idx] = 0;
          if (aGone && dGone) draw += m;
          else if (dGone) attackerWins += m;
          else defenderWins += m;
          addInto(survivors.attacker, mA.survivors(ia), m);
          addInto(survivors.defender, mD.survivors(ib), m);
          continue;
        }
        // Each side's next states and their chances (the rolls are independent), compacted for the product below.
        const fromD = winnuD ? mD.combatDice(ib, mA.nonFighters(ia)) : mD.combatDice(ib);
        nextA.collect(A, ka, fromD, deniableA && mD.deniesSustain(ib));
        const fromA = winnuA ? mA.combatDice(ia, mD.nonFighters(ib)) : mA.combatDice(ia);
        nextD.collect(D, kb, fromA, deniableD && mA.deniesSustain(ia));
        const still = nextA.still * nextD.still;
        if (still > 1 - 1e-12) {
          mass[idx] = 0;
          stalled(m, ia, ib);
          continue;
        }
        if (nextA.low < ka || nextD.low < kb) back = true;
        const w = m / (1 - still);
        if (yin)
          draw += spreadWithYin(
            mass,
            nB,
            w,
            nextA,
            nextD,
            (a) => mA.yinLost(A.at(a)),
            (b) => mD.yinLost(D.at(b)),
          );
        else spread(mass, nB, w, nextA, nextD);
        // The mass read, and the term back into this state itself (the geometric series' own), are done with.
        mass[idx] = 0;
      }
      if (!back) break;
      let now = 0;
      for (let idx = from; idx < to; idx++) now += mass[idx]!;
      // Mass that never leaves the group (Duranium Armor repairing as fast as the other side hits) is a stalemate
      // too; so is whatever is left after many sweeps that hardly changed it.
      if (now < NEGLIGIBLE || sweep >= MAX_SWEEPS || (sweep > 0 && now > left * (1 - 1e-9))) {
        for (let idx = from; idx < to; idx++) {
          const m = mass[idx]!;
          if (m === 0) continue;
          mass[idx] = 0;
          if (m < NEGLIGIBLE) continue;
          const ka = Math.floor(idx / nB);
          stalled(m, A.at(ka), D.at(idx - ka * nB));
        }
        break;
      }
      left = now;
    }
  }
  return { attackerWins, defenderWins, draw, stalemate, survivors, states };
}
