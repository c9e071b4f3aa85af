// Hope's End, Imperial Arms Vault (LRR 53 legendary planets): when your turn ends, exhaust the card to put 1 mech
// from your reinforcements onto a planet you control, or to draw 1 action card.
import { planetLabel } from '../tactical/labels';
import { controlledPlanets } from '../economy/planets';
import { defineContent } from '../kernel/content';
import { drawActionCards } from '../phases/status';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { legendaryAbility } from './legendary';

export const IMPERIAL_ARMS_VAULT = legendaryAbility({
  planet: 'hopesend',
  targetOptions: (state, seat) => [
    ...controlledPlanets(state, seat)
      .filter(
        (c) =>
          checkReinforcements(state, seat, [{ area: { system: c.system, planet: c.id }, type: 'mech', count: 1 }]).ok,
      )
      .map((c) => ({ label: `put 1 mech on ${planetLabel(c.id)}`, targets: { planet: c.id } })),
    { label: 'draw 1 action card', targets: { draw: true } },
  ],
  resolve: (ctx, seat, targets) => {
    if (targets.draw === true) {
      drawActionCards(ctx, seat, 1);
      return;
    }
    const c = controlledPlanets(ctx.state, seat).find((x) => x.id === targets.planet);
    // 1.9: the planet or the mech may have gone since it was chosen.
    if (
      !c ||
      !checkReinforcements(ctx.state, seat, [{ area: { system: c.system, planet: c.id }, type: 'mech', count: 1 }]).ok
    )
      return;
    placeUnits(ctx, { system: c.system, planet: c.id }, seat, 'mech', 1, 'imperial-arms-vault');
  },
});

export const HOPES_END_CARD = defineContent({ abilities: [IMPERIAL_ARMS_VAULT] });
