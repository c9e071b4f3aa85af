// The Nekro Virus — LRR 90.16–90.22 Valefar Assimilator X and Y: when a faction ability of theirs (Technological
// Singularity, Galactic Threat) would gain another player's technology, the Nekro may put a free assimilator token on
// one of that player's faction technologies instead; while it lies there, the Valefar card has that technology's text.
//
// How the engine keeps it, and why:
// - The copied technology joins the Nekro's technologies, and the token's place is kept in their otherTokens
//   (engine/factions/nekro.effects.ts). "Has its text" then works wherever the engine asks who owns a technology,
//   and 90.22 (its colour and type count toward objectives) follows; faction-technology objectives count only the
//   player's own faction's technologies, so the copy never counts there.
// - 90.21: the Nekro's units take an upgrade of their type whatever its name (engine/combat/unit-stats.ts and
//   engine/tactical/unit-attributes.ts fall back to the unit type). A unit upgrade gained of a type they already
//   have replaces the earlier one; a copied one takes the token of the copy it replaces.
// - 90.18: an eliminated player's copied technology stays in the Nekro's play area: nothing takes it away.
// - 90.19/90.20: when a token leaves the Floating Factory or a war sun upgrade, the space docks in space areas go to
//   a planet the Nekro controls in that system (the first one without a dock of theirs) or back to reinforcements,
//   and war suns go back to reinforcements if no war sun upgrade remains.
import type { GameState, Seat } from '../core/state';
import { gainTechnology, technologyName } from '../economy/research';
import { controlledPlanets } from '../economy/planets';
import { emit, type FlowCtx } from '../kernel/context';
import { removeUnits } from '../units/destroy';
import { addUnits, countAt, planetArea, spaceOf, takeUnits } from '../units/stacks';
import type { UnitType } from '../data/types';
import {
  assimilable,
  assimilated,
  assimilatedName,
  gainableTechnologies,
  upgradedType,
  type Assimilated,
} from './nekro.effects';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** "the X token on Player 2's Super-Dreadnought II". */
export const describeAssimilation = (state: GameState, a: Assimilated): string =>
  `the ${a.token.toUpperCase()} token on ${seatName(state, a.owner)}'s ${technologyName(a.technology)}`;

/** 90.19: space docks in space areas go to a planet the seat controls in that system, or back to reinforcements. */
function groundSpaceDocks(ctx: FlowCtx, seat: Seat): void {
  for (const system of Object.keys(ctx.state.board.systems)) {
    let docks = countAt(ctx.state, spaceOf(system), seat, 'space-dock');
    for (const p of controlledPlanets(ctx.state, seat).filter((c) => c.system === system)) {
      if (docks === 0) break;
      if (countAt(ctx.state, planetArea(system, p.id), seat, 'space-dock') > 0) continue;
      takeUnits(ctx.state, spaceOf(system), seat, 'space-dock', 1);
      addUnits(ctx.state, planetArea(system, p.id), seat, 'space-dock', 1);
      emit(ctx, { type: 'note', text: `90.19: ${seatName(ctx.state, seat)}'s space dock lands on its planet.` });
      docks--;
    }
    removeUnits(ctx, spaceOf(system), seat, 'space-dock', docks, 'ability');
  }
}

/** 90.20: war suns go back to reinforcements when no war sun card (the generic one or an upgrade) remains. */
function returnWarSuns(ctx: FlowCtx, seat: Seat): void {
  const owned = ctx.state.players[seat]?.technologies ?? [];
  if (owned.includes('ws') || owned.some((t) => upgradedType(t) === 'war-sun')) return;
  for (const system of Object.keys(ctx.state.board.systems))
    removeUnits(ctx, spaceOf(system), seat, 'war-sun', countAt(ctx.state, spaceOf(system), seat, 'war-sun'), 'ability');
}

/**
 * 90.21: the seat's unit upgrades of this type other than `keep` leave their play area; a copied one frees its token
 * (the caller places it again when the new upgrade is copied too). Returns the technologies removed.
 */
function replaceUpgrades(ctx: FlowCtx, seat: Seat, type: UnitType, keep: string): string[] {
  const p = ctx.state.players[seat]!;
  const gone = p.technologies.filter((t) => t !== keep && upgradedType(t) === type);
  if (gone.length === 0) return [];
  p.technologies = p.technologies.filter((t) => !gone.includes(t));
  const freed = assimilated(ctx.state, seat).filter((a) => gone.includes(a.technology));
  p.otherTokens = p.otherTokens.filter((n) => !freed.some((a) => assimilatedName(a) === n));
  for (const t of gone)
    emit(ctx, { type: 'note', text: `90.21: ${technologyName(t)} leaves ${seatName(ctx.state, seat)}'s play area.` });
  return gone;
}

/** What removing those upgrades leaves behind (90.19, 90.20). */
function afterRemoval(ctx: FlowCtx, seat: Seat, gone: readonly string[]): void {
  if (gone.includes('ffac2')) groundSpaceDocks(ctx, seat);
  if (gone.some((t) => upgradedType(t) === 'war-sun')) returnWarSuns(ctx, seat);
}

/** Gains a technology through a faction ability, replacing an upgrade of the same unit type (90.21). */
export function gainReplacingUpgrade(ctx: FlowCtx, seat: Seat, technology: string): void {
  const type = upgradedType(technology);
  // Gained first, so that a war sun card just gained keeps the war suns (90.20).
  gainTechnology(ctx, seat, technology);
  if (type) afterRemoval(ctx, seat, replaceUpgrades(ctx, seat, type, technology));
}

/** Valefar Assimilator X or Y: the token goes on the other player's faction technology; the Nekro has its text. */
export function assimilate(ctx: FlowCtx, seat: Seat, a: Assimilated): void {
  const p = ctx.state.players[seat]!;
  emit(ctx, { type: 'ability-used', seat, ability: a.token === 'x' ? 'vax' : 'vay', window: null });
  emit(ctx, {
    type: 'note',
    text: `Valefar Assimilator: ${seatName(ctx.state, seat)} puts ${describeAssimilation(ctx.state, a)}.`,
  });
  const type = upgradedType(a.technology);
  const gone = type ? replaceUpgrades(ctx, seat, type, a.technology) : [];
  p.otherTokens.push(assimilatedName(a));
  gainTechnology(ctx, seat, a.technology);
  afterRemoval(ctx, seat, gone);
}

// ---- What a faction ability of the Nekro may gain ------------------------------------------------------------------

export interface Gain {
  readonly option: string;
  readonly label: string;
}

/**
 * Every gain a faction ability offers from these players: each technology without a faction they own (once, however
 * many own it), then each faction technology an assimilator token could go on. Labels start with `ability`.
 */
export function gainOptions(state: GameState, seat: Seat, from: readonly Seat[], ability: string): Gain[] {
  const out: Gain[] = [];
  for (const owner of from)
    for (const t of gainableTechnologies(state, seat, owner))
      if (!out.some((g) => g.option === t))
        out.push({ option: t, label: `${ability}: gain ${technologyName(t)} from ${seatName(state, owner)}` });
  for (const owner of from)
    for (const a of assimilable(state, seat, owner))
      out.push({
        option: `${a.token}@${a.owner}:${a.technology}`,
        label: `${ability}: Valefar Assimilator ${a.token.toUpperCase()} — put ${describeAssimilation(state, a)}; you have its text`,
      });
  return out;
}

/** Applies an option `gainOptions` offered now (the caller checked it is one). */
export function applyGain(ctx: FlowCtx, seat: Seat, option: string): void {
  const m = /^([xy])@(\d+):(.+)$/.exec(option);
  if (!m) {
    gainReplacingUpgrade(ctx, seat, option);
    return;
  }
  assimilate(ctx, seat, { token: m[1] as 'x' | 'y', owner: Number(m[2]), technology: m[3]! });
}
