// LRR 10 anti-fighter barrage (78.3): in the first round of a space combat both players roll for their units with
// the ability at once; each then destroys one of their own fighters per hit, excess hits having no effect (10.2a);
// Strike Wing Alpha II's 9s and 10s also destroy infantry in the space area.
import type { Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { pushStep, pushStepCall, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { hitsLeft } from './cancelled-hits';
import { type FlowCtx } from '../kernel/context';
import { borrowedBy, combatOver, combatStack, currentCombat, opponentIn, type CombatRecord } from './combat-record';
import { hitsOf, registeredModifier, rollDice, type DiceGroup, type Die } from './dice';
import { pushAssignHits } from './hits';
import { unitStats } from './unit-stats';
import { AFTER_BARRAGE_EXCESS_HITS, ask, BARRAGE_ALSO_DESTROYS, CANNOT_BARRAGE_AGAINST } from '../effects';
import { emit } from '../kernel/context';
import { destroyUnits } from '../units/destroy';
import { countAt, spaceOf } from '../units/stacks';

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/anti-fighter-barrage': NoArgs;
    'combat/anti-fighter-barrage/roll': NoArgs;
    'combat/anti-fighter-barrage/hits': NoArgs;
  }
}

/** 10.1: the anti-fighter barrage dice of a seat's ships in the combat (10.1c: combat modifiers do not apply). */
export function barrageGroups(state: FlowCtx['state'], c: CombatRecord, seat: Seat): DiceGroup[] {
  if (ask(CANNOT_BARRAGE_AGAINST, { state, system: c.system, firer: seat, target: opponentIn(c, seat) })) return [];
  const stack = combatStack(state, c, seat);
  const groups: DiceGroup[] = [];
  for (const t of SHIP_TYPES as readonly UnitType[]) {
    const n = stack?.counts[t] ?? 0;
    const afb = unitStats(state, seat, t).antiFighterBarrage;
    const modifier = registeredModifier(state, seat, 'anti-fighter-barrage', t);
    // The Cavalry: one ship of the type rolls the borrowed barrage instead of its own (if it has one).
    const borrowed = n > 0 ? (borrowedBy(state, c, seat, t)?.barrage ?? null) : null;
    const own = borrowed ? n - 1 : n;
    if (own > 0 && afb) groups.push({ unit: t, hitsOn: afb.hitsOn, dice: afb.dice * own, modifier });
    if (borrowed) groups.push({ unit: t, hitsOn: borrowed.hitsOn, dice: borrowed.dice, modifier });
  }
  return groups;
}

/** The barrage dice a seat just rolled in the combat under way, while rerolls may still change them (74). */
export const barrageDice = (state: FlowCtx['state'], seat: Seat): Die[] =>
  currentCombat(state)?.barrage?.[String(seat)] ?? [];

/** Destroys the opponent's units the seat's barrage dice also destroy, up to those in the space area. */
function alsoDestroys(ctx: FlowCtx, c: CombatRecord, seat: Seat, dice: readonly Die[]): void {
  const opponent = opponentIn(c, seat);
  for (const kill of ask(BARRAGE_ALSO_DESTROYS, { state: ctx.state, seat, system: c.system, dice })) {
    const n = Math.min(kill.count, countAt(ctx.state, spaceOf(c.system), opponent, kill.unit));
    if (n === 0) continue;
    emit(ctx, { type: 'ability-used', seat, ability: kill.ability, window: null });
    destroyUnits(ctx, spaceOf(c.system), opponent, kill.unit, n, { cause: 'anti-fighter-barrage', by: seat });
  }
}

export const COMBAT_AFB_STEPS = [
  /** 78.3: only in the first round; the step happens even without fighters (78.3c, 10.1d). */
  defineStep('combat/anti-fighter-barrage', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.round !== 1 || combatOver(ctx.state, c)) return;
    pushStep(ctx.state, 'combat/anti-fighter-barrage/roll');
    // "When your units roll for a unit ability" (Strike Wing Ambuscade): each seat about to roll barrage dice.
    for (const seat of [c.defender, c.attacker])
      if (barrageGroups(ctx.state, c, seat).length > 0)
        pushStep(ctx.state, 'window/open', {
          window: 'when-unit-ability-rolled',
          subject: { seat, system: c.system, planet: null, roll: 'anti-fighter-barrage' },
        });
    pushStep(ctx.state, 'window/open', {
      window: 'before-anti-fighter-barrage',
      subject: { system: c.system, attacker: c.attacker, defender: c.defender },
    });
  }),
  /** Both players roll at once; the dice are kept until 'after-unit-ability-rolled' has passed (rerolls, 74). */
  defineStep('combat/anti-fighter-barrage/roll', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    const rolled: Record<string, Die[]> = {};
    for (const seat of [c.attacker, c.defender]) {
      rolled[String(seat)] = rollDice(
        ctx,
        { seat, roll: 'anti-fighter-barrage', system: c.system, planet: null },
        barrageGroups(ctx.state, c, seat),
      );
    }
    c.barrage = rolled;
    pushStep(ctx.state, 'combat/anti-fighter-barrage/hits');
    // Abilities that cancel hits before they are assigned (Tellurian), once rerolls are done.
    pushStep(ctx.state, 'window/open', {
      window: 'before-barrage-hits-assigned',
      subject: { system: c.system, attacker: c.attacker, defender: c.defender },
      quiet: true,
    });
    for (const seat of [c.defender, c.attacker]) {
      if ((rolled[String(seat)] ?? []).length === 0) continue;
      pushStep(ctx.state, 'window/open', {
        window: 'after-unit-ability-rolled',
        subject: { seat, target: opponentIn(c, seat), system: c.system, planet: null, roll: 'anti-fighter-barrage' },
      });
    }
  }),
  defineStep('combat/anti-fighter-barrage/hits', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    const rolled = c.barrage ?? {};
    delete c.barrage;
    const hits: Record<string, number> = {};
    for (const seat of [c.attacker, c.defender]) {
      const target = opponentIn(c, seat);
      hits[String(target)] = hitsLeft(
        ctx.state,
        'anti-fighter-barrage',
        target,
        null,
        hitsOf(rolled[String(seat)] ?? []),
      );
    }
    // Effects by which barrage dice also destroy other units (Strike Wing Alpha II: infantry on a 9 or 10).
    for (const seat of [c.attacker, c.defender]) alsoDestroys(ctx, c, seat, rolled[String(seat)] ?? []);
    // 10.2a: hits beyond the opponent's fighters do nothing, unless an effect uses them (Raid Formation); they are
    // counted now and resolved once the fighters are removed. Not when Waylay already lets the hits reach ships.
    for (const seat of [c.attacker, c.defender]) {
      const opponent = opponentIn(c, seat);
      const excess = (hits[String(opponent)] ?? 0) - countAt(ctx.state, spaceOf(c.system), opponent, 'fighter');
      if (excess <= 0 || c.barrageHitsShips?.includes(opponent)) continue;
      for (const call of ask(AFTER_BARRAGE_EXCESS_HITS, { state: ctx.state, seat, system: c.system, opponent, excess }))
        pushStepCall(ctx.state, call);
    }
    // 10.2: fighters are all alike, so these assignments need a decision only when Waylay opens them to ships.
    pushAssignHits(ctx, {
      cause: 'anti-fighter-barrage',
      system: c.system,
      planet: null,
      order: [c.attacker, c.defender],
      hits: Object.fromEntries(
        [c.attacker, c.defender].map((s) => {
          // Waylay: the firer's hits may go to any ship, and those ships may use Sustain Damage against them.
          const anyShip = c.barrageHitsShips?.includes(opponentIn(c, s)) ?? false;
          const eligible: readonly UnitType[] = anyShip ? SHIP_TYPES : ['fighter'];
          return [
            String(s),
            { count: hits[String(s)] ?? 0, restricted: 0, eligible, sustain: anyShip, by: opponentIn(c, s) },
          ];
        }),
      ),
    });
  }),
];
