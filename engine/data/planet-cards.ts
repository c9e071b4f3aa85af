// LRR 25 control, 53 legendary planets: planet cards that belong to no system tile. The Council Keleres' I.I.H.Q.
// Modernization gives its owner the Custodia Vigilia planet card and its legendary ability card (Codex III); the card
// is held beside the board (engine/economy/planet-cards.ts). The values are the printed card's.
import type { PlanetDef } from './types';

export const CUSTODIA_VIGILIA = {
  id: 'custodiavigilia',
  name: 'Custodia Vigilia',
  resources: 2,
  influence: 3,
  traits: [],
  specialty: null,
  legendary: {
    name: 'Custodia Vigilia',
    text:
      'While you control Mecatol Rex it has SPACE CANNON 5 and PRODUCTION 3; you gain 2 command tokens when ' +
      "another player gains Mecatol Rex's victory point through Imperial's primary ability.",
  },
  homeOf: null,
} as const satisfies Omit<PlanetDef, 'system'>;

/** Planet cards with no tile, by id. */
export const OFF_BOARD_PLANETS = { [CUSTODIA_VIGILIA.id]: CUSTODIA_VIGILIA } as const;
export type OffBoardPlanetId = keyof typeof OFF_BOARD_PLANETS;

export const isOffBoardPlanet = (id: string): id is OffBoardPlanetId => Object.hasOwn(OFF_BOARD_PLANETS, id);
