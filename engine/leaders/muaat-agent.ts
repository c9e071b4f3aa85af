// The Muaat agent, Umbat (LRR 51.3–51.4, 67 producing units, 22 component actions): ACTION — the Muaat exhaust it
// and choose a player, who may produce up to 2 units that each cost 4 or less (paid as usual) in a system holding one
// of their war suns or their flagship. The limits of that production live in engine/production/producers.ts and
// order.ts (source 'muaatagent'). Whom it may choose is judged from public facts: the units on the board.
import { z } from 'zod';
import { hexKeySchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { MUAAT_AGENT } from '../production/producers';
import { offerProduction } from '../production/steps';
import { systemLabel } from '../tactical/labels';
import { countAt, spaceOf } from '../units/stacks';

const pickSchema = z.object({ player: seatSchema });
const whereArgs = z.object({ seat: seatSchema });
const systemSchema = hexKeySchema;
const DECLINE = 'decline';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/muaat-agent-system': z.infer<typeof whereArgs>;
  }
}

/** Systems holding one of the seat's war suns or its flagship. */
export function umbatSystems(state: GameState, seat: Seat): string[] {
  if (state.players[seat]?.eliminated !== false) return [];
  return Object.keys(state.board.systems).filter(
    (key) => countAt(state, spaceOf(key), seat, 'war-sun') + countAt(state, spaceOf(key), seat, 'flagship') > 0,
  );
}

function pickTargets(state: GameState): { label: string; targets: Targets }[] {
  return state.players
    .filter((p) => umbatSystems(state, p.seat).length > 0)
    .map((p) => ({
      label: `${p.name} may produce 2 units with their war sun or flagship`,
      targets: { player: p.seat },
    }));
}

/** Umbat — ACTION: a player may produce up to 2 units costing 4 or less each where their war sun or flagship is. */
export const MUAAT_AGENT_ABILITY: AbilityDef = {
  id: MUAAT_AGENT,
  name: 'Umbat',
  source: { kind: 'leader', leader: 'muaatagent', role: 'agent' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: () => true,
  targetOptions: (state) => pickTargets(state),
  check: (state, _seat, targets) => {
    const t = pickSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Choose the player who may produce.');
    return umbatSystems(state, t.data.player).length > 0
      ? ok(undefined)
      : fail('ability/bad-target', '51.4', 'That player has no war sun and no flagship on the board.');
  },
  resolve: (ctx, _seat, targets) => {
    const { player } = pickSchema.parse(targets);
    if (umbatSystems(ctx.state, player).length > 0)
      pushChoice(ctx, 'leaders/muaat-agent-system', { args: { seat: player }, waitingOn: [player] });
  },
};

/** The chosen player picks the system (or declines); the production decision follows there. */
export const MUAAT_AGENT_CHOICE = defineChoice('leaders/muaat-agent-system', whereArgs, {
  rule: '51.4',
  options(state, decision, seat) {
    if (seat !== decision.args.seat) return [];
    return [
      { option: DECLINE, label: 'Umbat: produce nothing' },
      ...umbatSystems(state, seat).map((key) => ({
        option: key,
        label: `Umbat: produce up to 2 units in ${systemLabel(state, key)}`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const { seat } = decision.args;
    if (option === DECLINE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    const key = systemSchema.safeParse(option);
    if (!key.success || !umbatSystems(ctx.state, seat).includes(key.data))
      return fail('ability/bad-target', '51.4', 'Umbat produces in a system that holds your war sun or flagship.');
    popDecision(ctx.state, decision);
    offerProduction(ctx, { seat, system: key.data, source: MUAAT_AGENT });
    return ok(undefined);
  },
  default: () => DECLINE,
  offersOnlyLegal: true,
});

export const MUAAT_AGENT_LEADERS = defineContent({ abilities: [MUAAT_AGENT_ABILITY], choices: [MUAAT_AGENT_CHOICE] });
