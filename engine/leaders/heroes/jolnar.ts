// The Jol-Nar hero, Rin, the Master's Legacy (LRR 51.10–51.12, 90 technology): as a component action, each
// technology its owner holds that is not a unit upgrade may be exchanged for a technology of the same colour from
// their technology deck (the generic technologies they do not own; no prerequisites asked); then purged.
// A technology taken this way is gained (90: "after you gain a technology" answers it).
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { TECHNOLOGIES, TECHNOLOGY_IDS, isTechnologyId, type TechnologyId } from '../../data/technologies';
import { gainTechnology, technologyName } from '../../economy/research';
import type { AbilityDef, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';

const swapSchema = z.object({ from: z.string(), to: z.string() });
const targetsSchema = z.object({ swaps: z.array(swapSchema).min(1) });
type Swap = z.infer<typeof swapSchema>;

/** The seat's owned technologies that have a colour (not unit upgrades, not the Nekro's assimilators). */
function swappable(state: GameState, seat: Seat): TechnologyId[] {
  return (state.players[seat]?.technologies ?? []).filter(
    (t): t is TechnologyId =>
      isTechnologyId(t) && TECHNOLOGIES[t].unitUpgrade === null && TECHNOLOGIES[t].color !== null,
  );
}

/** Technologies of the colour in the seat's technology deck: generic ones (no faction) the seat does not own. */
function fromDeck(state: GameState, seat: Seat, colour: string): TechnologyId[] {
  const owned = state.players[seat]?.technologies ?? [];
  return TECHNOLOGY_IDS.filter((t) => {
    const def = TECHNOLOGIES[t];
    return def.faction === null && def.unitUpgrade === null && def.color === colour && !owned.includes(t);
  });
}

function checkSwaps(state: GameState, seat: Seat, targets: Targets): Result<Swap[]> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Say which technologies you exchange, and for which.');
  const own = swappable(state, seat);
  const froms = t.data.swaps.map((s) => s.from);
  const tos = t.data.swaps.map((s) => s.to);
  if (new Set(froms).size !== froms.length || new Set(tos).size !== tos.length)
    return fail('ability/bad-target', '51.10', 'Exchange each technology once, each for a different one.');
  for (const { from, to } of t.data.swaps) {
    if (!own.includes(from as TechnologyId))
      return fail('ability/bad-target', '51.10', 'Exchange only technologies you own that are not unit upgrades.');
    const colour = TECHNOLOGIES[from as TechnologyId].color!;
    if (!fromDeck(state, seat, colour).includes(to as TechnologyId))
      return fail(
        'ability/bad-target',
        '51.10',
        `${technologyName(from)} can become only a ${colour} technology of your deck that you do not own.`,
      );
  }
  return ok(t.data.swaps);
}

/** Rin, the Master's Legacy — ACTION: exchange owned technologies for others of the same colour; then purge. */
export const JOLNAR_HERO: AbilityDef = {
  id: 'jolnarhero',
  name: "Rin, the Master's Legacy",
  source: { kind: 'leader', leader: 'jolnarhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  // One exchange per button (the command may name several at once).
  targetOptions: (state, seat) =>
    swappable(state, seat).flatMap((from) =>
      fromDeck(state, seat, TECHNOLOGIES[from].color!).map((to) => ({
        label: `exchange ${technologyName(from)} for ${technologyName(to)}`,
        targets: { swaps: [{ from, to }] },
      })),
    ),
  check: (state, seat, targets) => {
    const t = checkSwaps(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkSwaps(ctx.state, seat, targets);
    if (!t.ok) return;
    const player = ctx.state.players[seat]!;
    const gone = t.value.map((s) => s.from);
    player.technologies = player.technologies.filter((x) => !gone.includes(x));
    player.exhaustedTechnologies = player.exhaustedTechnologies.filter((x) => !gone.includes(x));
    emit(ctx, {
      type: 'note',
      text: `${player.name} put ${gone.map(technologyName).join(', ')} back into their technology deck.`,
    });
    for (const { to } of t.value) gainTechnology(ctx, seat, to);
  },
};

export const JOLNAR_HERO_LEADERS = defineContent({ abilities: [JOLNAR_HERO] });
