// One side of a combat for the odds calculator, with the engine's default hit assignment (engine/combat/hits.ts):
// sustain damage first (87; a self-repairing flagship's first), then the cheapest units (fighters before other
// ships); hits that must go to non-fighter ships go there first. Also Assault Cannon, Duranium Armor (87.3 repair)
// and 16.3c capacity after combat; the faction units that change the maths (Sardakk, Jol-Nar, Winnu, Mentak and Yin
// flagships, Mentak mech, Argent mech). A side's state is (sustain damage used, non-fighter losses, fighter losses);
// losses only ever grow, and sustain damage used shrinks only by Duranium Armor's repairs.
import type { UnitType } from '../data/types';
import { casualtyRank, type UnitStats } from '../combat/unit-stats';
import { hitChance, hitsDistribution, jointDistribution, jolnarDie, type HitDist } from './dice-distributions';
import type { OddsSide } from './types';

interface Position {
  readonly type: UnitType;
  readonly stats: UnitStats;
  readonly modifier: number;
}

/** Ground forces that can wait in a space area, in the order the engine removes them beyond capacity (16.3a). */
const GROUND_IN_SPACE = ['infantry', 'mech'] as const;

export class SideModel {
  /** Units with sustain damage, apart from a self-repairing flagship (those damaged at the start included). */
  readonly S: number;
  readonly NF: number;
  readonly FF: number;
  readonly size: number;
  /** Hits cancelled per sustain damage (87.6). */
  readonly s: number;
  /** Index in the non-fighter loss order of a flagship that repairs every round (Letnev), or -1. */
  readonly fsPos: number;
  readonly fsFresh: boolean;
  /** The state the side starts in: units damaged already count as sustain damage used (87.2). */
  readonly start: number;
  /** Duranium Armor. */
  readonly da: boolean;
  /** Units whose combat hits must go to non-fighter ships while the L1Z1X flagship is in the combat. */
  private readonly restrictsWith: number;
  /**
   * Loss-order positions of faction units that change the combat maths (-1 when absent): the Sardakk flagship (+1 to
   * the other ships), the Jol-Nar flagship (2 more hits on a 9–10), the Winnu flagship (a die per enemy non-fighter
   * ship), the Mentak flagship or mech (the opponent cannot sustain damage), the Yin flagship (its loss clears space).
   */
  private readonly sardakkPos: number;
  private readonly jolnarPos: number;
  readonly winnuPos: number;
  readonly mentakPos: number;
  readonly yinPos: number;
  private readonly winnuCache = new Map<number, HitDist>();
  private readonly nf: Position[];
  private readonly fighter: Position | null;
  /** Combat dice by group (the units alive), filled as the solver asks. */
  private readonly diceCache: (HitDist | null)[];
  private readonly survivorCache = new Map<number, Partial<Record<UnitType, number>>>();
  private readonly uOf: Int32Array;
  private readonly nfOf: Int32Array;
  private readonly ffOf: Int32Array;
  /** Units with sustain damage (self-repairing flagship aside) among the first k non-fighter losses, by k. */
  private readonly scDead: Int32Array;
  private readonly sustaining: (p: Position) => boolean;
  /** Units with sustain damage undamaged at the start, in the order the engine uses it: most expensive first. */
  private readonly sustainOrder: UnitType[];
  private readonly damagedAtStart: Map<UnitType, number>;
  private readonly u0: number;

  constructor(
    readonly side: OddsSide,
    private readonly space: boolean,
  ) {
    const nf: Position[] = [];
    let fighters = 0;
    let fighter: Position | null = null;
    let sustain = 0;
    let damagedSustain = 0;
    let fsFresh = false;
    const selfRepairing = (p: Position) => space && p.stats.unit === 'letnev_flagship';
    const sustaining = (p: Position) => p.stats.sustainDamage && !selfRepairing(p);
    const fresh: Position[] = [];
    const damagedAtStart = new Map<UnitType, number>();
    for (const u of side.units) {
      if (u.count <= 0) continue;
      const pos = { type: u.type, stats: u.stats, modifier: u.modifier ?? 0 };
      if (space && u.type === 'fighter') {
        fighters += u.count;
        fighter = pos;
        continue;
      }
      for (let i = 0; i < u.count; i++) nf.push(pos);
      const damaged = Math.min(u.count, u.damaged ?? 0);
      if (selfRepairing(pos)) fsFresh = u.count - damaged > 0;
      else if (sustaining(pos)) {
        sustain += u.count;
        damagedSustain += damaged;
        damagedAtStart.set(u.type, (damagedAtStart.get(u.type) ?? 0) + damaged);
        for (let i = damaged; i < u.count; i++) fresh.push(pos);
      }
    }
    nf.sort((a, b) => casualtyRank(a.stats) - casualtyRank(b.stats));
    this.nf = nf;
    this.fighter = fighter;
    this.S = sustain;
    this.NF = nf.length;
    this.FF = fighters;
    // Filled up front so the cache stays a dense array whatever order the solver fills it in.
    this.diceCache = new Array<HitDist | null>((this.NF + 1) * (this.FF + 1)).fill(null);
    this.s = side.sustainCancels ?? 1;
    this.fsPos = space ? nf.findIndex((p) => p.stats.unit === 'letnev_flagship') : -1;
    this.fsFresh = fsFresh;
    this.da = side.duraniumArmor === true;
    this.sustaining = sustaining;
    this.sustainOrder = fresh.sort((a, b) => casualtyRank(b.stats) - casualtyRank(a.stats)).map((p) => p.type);
    this.damagedAtStart = damagedAtStart;
    this.u0 = damagedSustain;
    this.size = (this.S + 1) * (this.NF + 1) * (this.FF + 1);
    this.restrictsWith = space ? nf.findIndex((p) => p.stats.unit === 'l1z1x_flagship') : -1;
    const posOf = (id: string) => nf.findIndex((p) => p.stats.unit === id);
    this.sardakkPos = space ? posOf('sardakk_flagship') : -1;
    this.jolnarPos = space ? posOf('jolnar_flagship') : -1;
    this.winnuPos = space ? posOf('winnu_flagship') : -1;
    // Ground: the Mentak mech's ability lasts while any of them is alive — the last one in the loss order.
    const lastMentakMech = nf.map((p) => p.stats.unit).lastIndexOf('mentak_mech');
    this.mentakPos = space ? posOf('mentak_flagship') : side.mechAbilitiesSuppressed ? -1 : lastMentakMech;
    this.yinPos = space ? posOf('yin_flagship') : -1;
    this.scDead = new Int32Array(this.NF + 1);
    for (let k = 0; k < this.NF; k++) this.scDead[k + 1] = this.scDead[k]! + (sustaining(nf[k]!) ? 1 : 0);
    this.uOf = new Int32Array(this.size);
    this.nfOf = new Int32Array(this.size);
    this.ffOf = new Int32Array(this.size);
    for (let u = 0; u <= this.S; u++) {
      for (let n = 0; n <= this.NF; n++) {
        for (let f = 0; f <= this.FF; f++) {
          const i = this.index(u, n, f);
          this.uOf[i] = u;
          this.nfOf[i] = n;
          this.ffOf[i] = f;
        }
      }
    }
    this.start = this.index(this.u0, 0, 0);
  }

  /**
   * Losses (nf, ff) major and sustain damage used (u) minor: without Duranium Armor every change moves to a higher
   * index; Duranium Armor's repairs move back only within the same losses (the solver's "group").
   */
  index(u: number, nf: number, ff: number): number {
    return (nf * (this.FF + 1) + ff) * (this.S + 1) + u;
  }

  /** The losses a state stands for: states of one group differ only in sustain damage used. */
  group(i: number): number {
    return Math.floor(i / (this.S + 1));
  }

  decode(i: number): [number, number, number] {
    return [this.uOf[i]!, this.nfOf[i]!, this.ffOf[i]!];
  }

  dead(i: number): boolean {
    return this.nfOf[i] === this.NF && this.ffOf[i] === this.FF;
  }

  /** The Mentak flagship (space) or mech (ground) is alive in state i: the opponent cannot use sustain damage. */
  deniesSustain(i: number): boolean {
    return this.mentakPos >= 0 && this.nfOf[i]! <= this.mentakPos;
  }

  /** The Yin flagship was lost in state i: every ship in the system was destroyed with it. */
  yinLost(i: number): boolean {
    return this.yinPos >= 0 && this.nfOf[i]! > this.yinPos;
  }

  /** The state with every unit lost. */
  get wiped(): number {
    return this.index(this.S, this.NF, this.FF);
  }

  /**
   * The state after taking hits: `r` must go to non-fighter ships if possible, `x` anywhere. `fresh` = a
   * self-repairing flagship is undamaged now (it repairs at the start of every round). `noSustain`: sustain damage
   * is denied (the opponent's Mentak flagship or mech).
   */
  hit(i: number, r: number, x: number, fresh: boolean, noSustain = false): number {
    if (noSustain) return this.hitWithoutSustain(i, r, x);
    let u = this.uOf[i]!;
    let nf = this.nfOf[i]!;
    let ff = this.ffOf[i]!;
    if (fresh && this.fsPos >= 0 && nf <= this.fsPos && r + x > 0) {
      const a = Math.min(this.s, r + x);
      const t = Math.min(r, a);
      r -= t;
      x -= a - t;
    }
    if (r > 0) {
      const k = Math.min(this.S - u, Math.ceil(r / this.s));
      r -= Math.min(r, k * this.s);
      u += k;
      const d = Math.min(r, this.NF - nf);
      nf += d;
      x += r - d;
    }
    if (x > 0) {
      const k = Math.min(this.S - u, Math.ceil(x / this.s));
      x -= Math.min(x, k * this.s);
      u += k;
      let d = Math.min(x, this.FF - ff);
      ff += d;
      x -= d;
      d = Math.min(x, this.NF - nf);
      nf += d;
    }
    return this.index(u, nf, ff);
  }

  /**
   * Hits without sustain damage: units die in the loss order (non-fighters first for `r`). A unit with sustain damage
   * that dies undamaged counts as having used it, as the states count every dead one (exact with one such type).
   */
  private hitWithoutSustain(i: number, r: number, x: number): number {
    let u = this.uOf[i]!;
    const nf = this.nfOf[i]!;
    const ff = this.ffOf[i]!;
    let nfKill = Math.min(r, this.NF - nf);
    x += r - nfKill;
    const ffKill = Math.min(x, this.FF - ff);
    x -= ffKill;
    nfKill += Math.min(x, this.NF - nf - nfKill);
    for (let k = nf; k < nf + nfKill; k++) {
      if (this.sustaining(this.nf[k]!) && u - this.scDead[k]! <= 0 && u < this.S) u++;
    }
    return this.index(u, nf + nfKill, ff + ffKill);
  }

  /** A combat round's hits, then Duranium Armor. */
  roundHit(i: number, r: number, x: number, noSustain = false): number {
    return this.repairAfter(i, this.hit(i, r, x, true, noSustain));
  }

  /**
   * Duranium Armor after a round's hits (`before` → `after`): 1 damaged unit that did not use sustain damage this
   * round is repaired. A unit damaged before the round qualifies unless the round's deaths took it: the engine counts
   * units destroyed as those that sustained this round first, so the deaths beyond this round's sustains take damaged
   * units from before. (Counted over all types together: exact when one type of unit has sustain damage.)
   */
  repairAfter(before: number, after: number): number {
    if (!this.da) return after;
    const ub = this.uOf[before]!;
    const nb = this.nfOf[before]!;
    const ua = this.uOf[after]!;
    const na = this.nfOf[after]!;
    const damagedBefore = ub - this.scDead[nb]!;
    const died = this.scDead[na]! - this.scDead[nb]!;
    if (damagedBefore - Math.max(0, died - (ua - ub)) <= 0) return after;
    return this.index(ua - 1, na, this.ffOf[after]!);
  }

  /**
   * Assault Cannon: the cheapest non-fighter ship is destroyed without sustain damage (87.5); a damaged one of its
   * type goes first. Only space cannon offense can have damaged units before it, most expensive first (hits.ts).
   */
  assaultLoss(i: number): number {
    const [u, nf, ff] = this.decode(i);
    if (nf >= this.NF) return i;
    const pos = this.nf[nf]!;
    let used = 0;
    if (this.sustaining(pos) && u < this.S) {
      // No unit has died yet (deaths come only once every sustain damage is used): count this type's damaged ones.
      const sustainedSince = this.sustainOrder.slice(0, u - this.u0).filter((t) => t === pos.type).length;
      if ((this.damagedAtStart.get(pos.type) ?? 0) + sustainedSince === 0) used = 1;
    }
    return this.index(u + used, nf + 1, ff);
  }

  /** Non-fighter ships alive in state i (Assault Cannon needs 3). */
  nonFighters(i: number): number {
    return this.NF - this.nfOf[i]!;
  }

  /** 10.2: anti-fighter barrage hits destroy fighters only; sustain damage cannot cancel them (87.4a). */
  hitFighters(i: number, h: number): number {
    const [u, nf, ff] = this.decode(i);
    return this.index(u, nf, Math.min(this.FF, ff + h));
  }

  /** X-89 Ω: every infantry dies (infantry are the cheapest ground forces, so the first in the loss order). */
  killAllInfantry(i: number): number {
    const [u, nf, ff] = this.decode(i);
    let last = nf;
    while (last < this.NF && this.nf[last]!.type === 'infantry') last++;
    return this.index(u, last, ff);
  }

  infantryLeft(i: number): number {
    const [, nf] = this.decode(i);
    return this.nf.slice(nf).filter((p) => p.type === 'infantry').length;
  }

  /**
   * 78.5 / 42.1: the combat hits the units alive in state i produce, split for the L1Z1X flagship's rule;
   * `enemyNonFighters`: the opponent's non-fighter ships now (the Winnu flagship's dice).
   */
  combatDice(i: number, enemyNonFighters = 0): HitDist {
    const nf = this.nfOf[i]!;
    const ff = this.ffOf[i]!;
    const key = nf * (this.FF + 1) + ff;
    const winnu = this.winnuPos >= nf;
    const cached = winnu ? this.winnuCache.get(key * 1024 + enemyNonFighters) : this.diceCache[key];
    if (cached) return cached;
    const restricting = this.restrictsWith >= 0 && nf <= this.restrictsWith;
    const sardakk = this.sardakkPos >= nf ? 1 : 0;
    const restricted: number[] = [];
    const other: number[] = [];
    const multi: Float64Array[] = [];
    for (let k = nf; k < this.NF; k++) {
      const pos = this.nf[k]!;
      const c = pos.stats.combat;
      if (!c) continue;
      const modifier = pos.modifier + (k === this.sardakkPos ? 0 : sardakk);
      const dice = k === this.winnuPos ? enemyNonFighters : c.dice;
      if (k === this.jolnarPos) {
        for (let d = 0; d < dice; d++) multi.push(jolnarDie(c.hitsOn, modifier));
        continue;
      }
      const into = restricting && (pos.type === 'flagship' || pos.type === 'dreadnought') ? restricted : other;
      for (let d = 0; d < dice; d++) into.push(hitChance(c.hitsOn, modifier));
    }
    const fc = this.fighter?.stats.combat;
    if (fc)
      for (let k = ff; k < this.FF; k++)
        for (let d = 0; d < fc.dice; d++) other.push(hitChance(fc.hitsOn, this.fighter!.modifier + sardakk));
    const dist = jointDistribution(restricted, other, multi);
    if (winnu) this.winnuCache.set(key * 1024 + enemyNonFighters, dist);
    else this.diceCache[key] = dist;
    return dist;
  }

  /** 10.1: anti-fighter barrage dice of the units alive in state i (10.1c: combat modifiers do not apply). */
  barrageDice(i: number): Float64Array {
    const [, nf] = this.decode(i);
    const chances: number[] = [];
    for (let k = nf; k < this.NF; k++) {
      const afb = this.nf[k]!.stats.antiFighterBarrage;
      if (afb) for (let d = 0; d < afb.dice; d++) chances.push(hitChance(afb.hitsOn));
    }
    return hitsDistribution(chances);
  }

  /**
   * Units left in state i. In space, 16.3c then removes fighters and ground forces beyond capacity as the engine's
   * default does: fighters first (unless they move by themselves — Fighter II, counted against the fleet pool
   * instead), then infantry, then mechs. Ground forces in the space area are reported with the ships.
   */
  survivors(i: number): Partial<Record<UnitType, number>> {
    let out = this.survivorCache.get(i);
    if (!out) {
      out = this.survivorsOf(i);
      this.survivorCache.set(i, out);
    }
    return out;
  }

  private survivorsOf(i: number): Partial<Record<UnitType, number>> {
    const [, nf, ff] = this.decode(i);
    const out: Partial<Record<UnitType, number>> = {};
    let capacity = 0;
    // Ground forces that fought as ships (the Alastor) are ground forces in the space area again after the combat.
    const ground: Partial<Record<(typeof GROUND_IN_SPACE)[number], number>> = { ...this.side.groundForcesInSpace };
    for (let k = nf; k < this.NF; k++) {
      const t = this.nf[k]!.type;
      if (this.space && (t === 'infantry' || t === 'mech')) ground[t] = (ground[t] ?? 0) + 1;
      else out[t] = (out[t] ?? 0) + 1;
      capacity += this.nf[k]!.stats.capacity ?? 0;
    }
    // The Argent mech: no capacity needed while a ship with capacity survives.
    const freeMechs = this.side.mechsNeedNoCapacity === true && capacity > 0;
    const counted = (t: (typeof GROUND_IN_SPACE)[number]) => (freeMechs && t === 'mech' ? 0 : (ground[t] ?? 0));
    const groundTotal = GROUND_IN_SPACE.reduce((n, t) => n + counted(t), 0);
    let fighters = this.FF - ff;
    const selfMoving = !!this.fighter?.stats.move;
    const needing = groundTotal + (selfMoving ? 0 : Math.max(0, fighters - (this.side.hangar ?? 0)));
    let excess = Math.max(0, needing - capacity);
    if (!selfMoving) {
      const removed = Math.min(excess, Math.max(0, fighters - (this.side.hangar ?? 0)));
      fighters -= removed;
      excess -= removed;
    }
    if (fighters > 0) out.fighter = fighters;
    for (const t of GROUND_IN_SPACE) {
      const n = ground[t] ?? 0;
      const removed = Math.min(excess, counted(t));
      excess -= removed;
      if (n - removed > 0) out[t] = n - removed;
    }
    return out;
  }

  /** The most hits this side's units can produce at once: restricted ones, all, and anti-fighter barrage. */
  maxHits(enemyNonFighters = 0): { restricted: number; total: number; barrage: number } {
    const d = this.combatDice(0, enemyNonFighters);
    let restricted = 0;
    let total = 0;
    for (let k = 0; k < d.p.length; k++) {
      restricted = Math.max(restricted, d.r[k]!);
      total = Math.max(total, d.r[k]! + d.x[k]!);
    }
    return { restricted, total, barrage: this.barrageDice(0).length - 1 };
  }

  /**
   * Every state reachable from `starts` by combat rounds of at most `maxR` restricted and `maxX` other hits, in
   * increasing order.
   */
  reachable(starts: Iterable<number>, maxR: number, maxX: number, sustainDeniable = false): Int32Array {
    const seen = new Uint8Array(this.size);
    const queue: number[] = [];
    for (const s of starts) {
      if (!seen[s]) {
        seen[s] = 1;
        queue.push(s);
      }
    }
    while (queue.length > 0) {
      const i = queue.pop()!;
      for (const noSustain of sustainDeniable ? [false, true] : [false]) {
        for (let r = 0; r <= maxR; r++) {
          for (let x = 0; x <= maxX; x++) {
            const j = this.roundHit(i, r, x, noSustain);
            if (!seen[j]) {
              seen[j] = 1;
              queue.push(j);
            }
          }
        }
      }
    }
    const out: number[] = [];
    for (let i = 0; i < this.size; i++) if (seen[i]) out.push(i);
    return Int32Array.from(out);
  }
}
