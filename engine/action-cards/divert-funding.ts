// Divert Funding (LRR 2 action cards, 22 component actions, 90 technology, 90.12 prerequisites): put back a
// technology you own that is neither a unit upgrade nor a faction technology, then research a different one.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { TECHNOLOGIES, isTechnologyId } from '../data/technologies';
import {
  checkResearch,
  research,
  researchChoices,
  researchSchema,
  technologyName,
  type Research,
} from '../economy/research';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

const targetsSchema = researchSchema.extend({ returned: z.string().min(1).max(32) });

/** Owned technologies the card may put back: no unit upgrades, no faction technologies. */
const returnable = (state: GameState, seat: Seat): string[] =>
  (state.players[seat]?.technologies ?? []).filter(
    (t) => isTechnologyId(t) && TECHNOLOGIES[t].unitUpgrade === null && TECHNOLOGIES[t].faction === null,
  );

/**
 * The state as it reads once `returned` is back in the deck: the research that follows ("then", 1.17) is judged
 * without it, since its prerequisites no longer count. A shallow view: nothing is written through it.
 */
function without(state: GameState, seat: Seat, returned: string): GameState {
  return {
    ...state,
    players: state.players.map((p) =>
      p.seat === seat ? { ...p, technologies: p.technologies.filter((t) => t !== returned) } : p,
    ),
  };
}

function checkTargets(state: GameState, seat: Seat, targets: Targets): Result<Research & { returned: string }> {
  const parsed = targetsSchema.safeParse(targets);
  if (!parsed.success)
    return fail('input/bad-targets', 'input', 'Name the technology to put back and the one to research.');
  const t = parsed.data;
  if (!returnable(state, seat).includes(t.returned))
    return fail(
      'ability/bad-target',
      '2.6a',
      'Put back a technology you own that is neither a unit upgrade nor a faction technology.',
    );
  if (t.technology === t.returned)
    return fail('ability/bad-target', '2.6a', 'Research a different technology from the one you put back.');
  const checked = checkResearch(without(state, seat, t.returned), seat, t);
  return checked.ok ? ok(t) : checked;
}

export const DIVERT_FUNDING: AbilityDef = {
  id: 'divert-funding',
  name: 'Divert Funding',
  source: { kind: 'action-card', card: 'divert-funding' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    returnable(state, seat).flatMap((returned) =>
      researchChoices(without(state, seat, returned), seat)
        .filter((r) => r.technology !== returned)
        .map((r) => ({
          label: `put back ${technologyName(returned)}, research ${technologyName(r.technology)}`,
          targets: { ...r, returned },
        })),
    ),
  check: (state, seat, targets) => {
    const t = checkTargets(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkTargets(ctx.state, seat, targets);
    if (!t.ok) return;
    const player = ctx.state.players[seat]!;
    player.technologies = player.technologies.filter((x) => x !== t.value.returned);
    player.exhaustedTechnologies = player.exhaustedTechnologies.filter((x) => x !== t.value.returned);
    emit(ctx, { type: 'note', text: `${player.name} put ${technologyName(t.value.returned)} back into their deck.` });
    const { returned: _returned, ...r } = t.value;
    research(ctx, seat, r);
  },
};

export const DIVERT_FUNDING_CARD = defineContent({ abilities: [DIVERT_FUNDING] });
