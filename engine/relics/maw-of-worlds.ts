// Maw of Worlds (LRR 73 relics, 70 purge, 8 agenda phase, 90.5 gaining technology): at the start of the agenda phase
// its holder may purge it and exhaust every planet they control to gain any 1 technology — gained, not researched,
// so no prerequisite applies.
import { fail, ok } from '../core/result';
import { TECHNOLOGIES, TECHNOLOGY_IDS } from '../data/technologies';
import { exhaustPlanets, readyPlanets } from '../economy/planets';
import { checkResearchable, gainTechnology } from '../economy/research';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

export const MAW_OF_WORLDS: AbilityDef = {
  id: 'maw-of-worlds',
  name: 'Maw of Worlds',
  source: { kind: 'relic', relic: 'maw-of-worlds' },
  window: 'start-of-agenda-phase',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: (state, seat) =>
    TECHNOLOGY_IDS.filter((t) => checkResearchable(state, seat, t).ok).map((t) => ({
      label: `gain ${TECHNOLOGIES[t].name}`,
      targets: { technology: t },
    })),
  check: (state, seat, targets) => {
    const r = checkResearchable(state, seat, String(targets.technology));
    return r.ok ? ok(undefined) : fail('ability/bad-target', r.error.rule, r.error.message);
  },
  resolve: (ctx, seat, targets) => {
    const planets = readyPlanets(ctx.state, seat).map((c) => c.id);
    exhaustPlanets(ctx.state, seat, planets);
    emit(ctx, { type: 'planets-exhausted', seat, planets });
    // 1.9: resolve as much as possible; the technology may have been gained meanwhile.
    if (checkResearchable(ctx.state, seat, String(targets.technology)).ok)
      gainTechnology(ctx, seat, String(targets.technology));
  },
};

export const MAW_OF_WORLDS_CARD = defineContent({ abilities: [MAW_OF_WORLDS] });
