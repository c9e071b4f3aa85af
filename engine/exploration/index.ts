// Every exploration card and attachment that works, resolved when a planet or frontier token is explored
// (engine/exploration/explore.ts); cards grouped by deck (cultural.ts, hazardous.ts, industrial.ts, frontier.ts),
// attachments read through planetFacts (engine/economy/planets.ts). Listed once here as content modules
// (engine/kernel/content.ts).
import { defineContent } from '../kernel/content';
import { CARD_CHOICE } from './card-choice';
import { GAIN_TOKEN_CHOICE } from './command-tokens';
import { DECK_CHOICE, EXPLORE_STEP, EXTRA_CARDS_CHOICE, KEEP_ONE_CHOICE } from './explore';
import { SCANLINK } from './scanlink-drone-network';
import { ENIGMATIC_DEVICE_CARD } from './enigmatic-device';
import { TERRAFORM_CARD } from './terraform';

export const EXPLORATION_CONTENT = [
  defineContent({
    steps: [EXPLORE_STEP],
    choices: [DECK_CHOICE, CARD_CHOICE, GAIN_TOKEN_CHOICE, KEEP_ONE_CHOICE, EXTRA_CARDS_CHOICE],
  }),
  defineContent({ abilities: [SCANLINK] }),
  ENIGMATIC_DEVICE_CARD,
  TERRAFORM_CARD,
] as const;

export { exploreFrontier, explorePlanet } from './explore';
export { explorationCardsAccountedFor, purgeExplorationCards } from './deck';
