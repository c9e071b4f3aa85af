// After a tactical action in which planets were gained (89, 25): the Winnu's Reclamation (Mecatol Rex) and their
// mech, the Reclaimer, each placing structures from reinforcements on a planet just gained (85, 63.3, 79.3).
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { mechAbilitiesSuppressed } from '../agenda/laws';
import { registerChoice } from '../kernel/choices';
import { popDecision, pushDecision } from '../kernel/stack';
import { type FlowCtx } from '../kernel/context';
import { placeUnits } from '../units/destroy';
import { countAt, planetArea, systemOfPlanet } from '../units/stacks';
import { canPlaceStructure, type StructureType } from '../units/structures';
import { MECATOL_REX } from './commit';
import { invasionNotes } from './notes';

const STRUCTURES: readonly StructureType[] = ['pds', 'space-dock'];

interface Args {
  readonly seat: Seat;
  readonly system: string;
  readonly planet: string;
}

const placeable = (state: GameState, a: Args): StructureType[] =>
  STRUCTURES.filter((t) => canPlaceStructure(state, a.seat, a.system, a.planet, t));

const isWinnu = (state: GameState, seat: Seat): boolean => state.players[seat]?.faction === 'winnu';

export const AFTER_ACTION_STEPS = {
  /** Queued under the production step, so it resolves once the tactical action's last step is done. */
  'invasion/after-tactical-action': (ctx: FlowCtx, args: { seat: Seat }) => {
    const { seat } = args;
    if (!isWinnu(ctx.state, seat)) return;
    const gained = invasionNotes(ctx.state).gained.filter(
      (p) => ctx.state.board.systems[systemOfPlanet(ctx.state, p) ?? '']?.planets[p]?.owner === seat,
    );
    const asks: { choice: string; args: Args }[] = [];
    for (const planet of gained) {
      const system = systemOfPlanet(ctx.state, planet)!;
      const a = { seat, system, planet };
      if (planet === MECATOL_REX && placeable(ctx.state, a).length > 0)
        asks.push({ choice: 'control/reclamation', args: a });
      if (
        !mechAbilitiesSuppressed(ctx.state) &&
        countAt(ctx.state, planetArea(system, planet), seat, 'mech') > 0 &&
        placeable(ctx.state, a).length > 0
      ) {
        asks.push({ choice: 'control/reclaimer', args: a });
      }
    }
    for (const ask of asks.reverse())
      pushDecision(ctx, { kind: 'choice', choice: ask.choice, args: { ...ask.args }, waitingOn: [seat] });
  },
} as const;

registerChoice('control/reclamation', {
  options(state, decision) {
    const a = decision.args as unknown as Args;
    const what = placeable(state, a);
    return [
      ...(what.length > 0
        ? [{ option: 'place', label: `Reclamation: place ${what.map((t) => `1 ${t}`).join(' and ')} on Mecatol Rex` }]
        : []),
      { option: 'decline', label: 'Do not use Reclamation' },
    ];
  },
  resolve(ctx, decision, option) {
    const a = decision.args as unknown as Args;
    popDecision(ctx.state, decision);
    if (option === 'place') {
      for (const t of placeable(ctx.state, a))
        placeUnits(ctx, planetArea(a.system, a.planet), a.seat, t, 1, 'reclamation');
    }
    return ok(undefined);
  },
  defaultOption: () => 'place',
});

registerChoice('control/reclaimer', {
  options(state, decision) {
    const a = decision.args as unknown as Args;
    return [
      ...placeable(state, a).map((t) => ({ option: t, label: `Reclaimer: place 1 ${t} on ${a.planet}` })),
      { option: 'decline', label: 'Place nothing' },
    ];
  },
  resolve(ctx, decision, option) {
    const a = decision.args as unknown as Args;
    popDecision(ctx.state, decision);
    if (option !== 'decline')
      placeUnits(ctx, planetArea(a.system, a.planet), a.seat, option as StructureType, 1, 'reclaimer');
    return ok(undefined);
  },
  defaultOption: () => 'decline',
});
