// LRR 96 units and 97 unit upgrades (attributes: 26 cost, 18 combat, 57 move, 16 capacity; abilities: 87 sustain
// damage, 10 anti-fighter barrage, 15 bombardment, 77 space cannon, 65 planetary shield, 68 production): every unit —
// the generic units and their upgrades, then the faction units (flagships, mechs, and faction unit upgrades).
// Ids are the reference ids. `requires` is the technology whose card carries the unit; war suns need 'ws'.
// 26.2: fighters and infantry cost 1 for 2 units (costFor: 2). Left out: the reference's "factionless" flagship
// and mech placeholders and the two "Cavalry" entries, which are the Nomad's promissory note, not units.
import type { UnitDef } from './types';

export const UNITS = {
  cruiser: {
    id: 'cruiser', type: 'cruiser', name: 'Cruiser I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 7, dice: 1 }, move: 2, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  cruiser2: {
    id: 'cruiser2', type: 'cruiser', name: 'Cruiser II', expansion: 'base', faction: null, requires: 'cr2', upgradesFrom: 'cruiser',
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: 3, capacity: 1, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  carrier: {
    id: 'carrier', type: 'carrier', name: 'Carrier I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: 3, costFor: 1, combat: { hitsOn: 9, dice: 1 }, move: 1, capacity: 4, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  carrier2: {
    id: 'carrier2', type: 'carrier', name: 'Carrier II', expansion: 'base', faction: null, requires: 'cv2', upgradesFrom: 'carrier',
    cost: 3, costFor: 1, combat: { hitsOn: 9, dice: 1 }, move: 2, capacity: 6, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  destroyer: {
    id: 'destroyer', type: 'destroyer', name: 'Destroyer I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: 1, costFor: 1, combat: { hitsOn: 9, dice: 1 }, move: 2, capacity: null, sustainDamage: false, antiFighterBarrage: { hitsOn: 9, dice: 2 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  destroyer2: {
    id: 'destroyer2', type: 'destroyer', name: 'Destroyer II', expansion: 'base', faction: null, requires: 'dd2', upgradesFrom: 'destroyer',
    cost: 1, costFor: 1, combat: { hitsOn: 8, dice: 1 }, move: 2, capacity: null, sustainDamage: false, antiFighterBarrage: { hitsOn: 6, dice: 3 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  dreadnought: {
    id: 'dreadnought', type: 'dreadnought', name: 'Dreadnought I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: 4, costFor: 1, combat: { hitsOn: 5, dice: 1 }, move: 1, capacity: 1, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 5, dice: 1 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  dreadnought2: {
    id: 'dreadnought2', type: 'dreadnought', name: 'Dreadnought II', expansion: 'base', faction: null, requires: 'dn2', upgradesFrom: 'dreadnought',
    cost: 4, costFor: 1, combat: { hitsOn: 5, dice: 1 }, move: 2, capacity: 1, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 5, dice: 1 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Cannot be destroyed by \"Direct Hit\" action cards.",
  },
  fighter: {
    id: 'fighter', type: 'fighter', name: 'Fighter I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: 1, costFor: 2, combat: { hitsOn: 9, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  fighter2: {
    id: 'fighter2', type: 'fighter', name: 'Fighter II', expansion: 'base', faction: null, requires: 'ff2', upgradesFrom: 'fighter',
    cost: 1, costFor: 2, combat: { hitsOn: 8, dice: 1 }, move: 2, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Moves without being transported. Fighters beyond your ships' capacity count against your fleet pool.",
  },
  infantry: {
    id: 'infantry', type: 'infantry', name: 'Infantry I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: 1, costFor: 2, combat: { hitsOn: 8, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  infantry2: {
    id: 'infantry2', type: 'infantry', name: 'Infantry II', expansion: 'base', faction: null, requires: 'inf2', upgradesFrom: 'infantry',
    cost: 1, costFor: 2, combat: { hitsOn: 7, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When destroyed, roll 1 die: on 6 or more set it aside; at the start of your next turn place it on a planet you control in your home system.",
  },
  pds: {
    id: 'pds', type: 'pds', name: 'PDS I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: null, costFor: 1, combat: null, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: { hitsOn: 6, dice: 1, deepSpace: false }, planetaryShield: true, production: null,
    abilityText: null,
  },
  pds2: {
    id: 'pds2', type: 'pds', name: 'PDS II', expansion: 'base', faction: null, requires: 'pds2', upgradesFrom: 'pds',
    cost: null, costFor: 1, combat: null, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: { hitsOn: 5, dice: 1, deepSpace: true }, planetaryShield: true, production: null,
    abilityText: null,
  },
  spacedock: {
    id: 'spacedock', type: 'space-dock', name: 'Space Dock I', expansion: 'base', faction: null, requires: null, upgradesFrom: null,
    cost: null, costFor: 1, combat: null, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 'resources+2', fighterHangar: 3,
    abilityText: "PRODUCTION equals this planet's resources + 2. Up to 3 fighters in this system do not count against capacity.",
  },
  spacedock2: {
    id: 'spacedock2', type: 'space-dock', name: 'Space Dock II', expansion: 'base', faction: null, requires: 'sd2', upgradesFrom: 'spacedock',
    cost: null, costFor: 1, combat: null, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 'resources+4', fighterHangar: 3,
    abilityText: "PRODUCTION equals this planet's resources + 4. Up to 3 fighters in this system do not count against capacity.",
  },
  warsun: {
    id: 'warsun', type: 'war-sun', name: 'War Sun', expansion: 'base', faction: null, requires: 'ws', upgradesFrom: null,
    cost: 12, costFor: 1, combat: { hitsOn: 3, dice: 3 }, move: 2, capacity: 6, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 3, dice: 3 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players' units in this system lose PLANETARY SHIELD.",
  },
  arborec_flagship: {
    id: 'arborec_flagship', type: 'flagship', name: 'Duha Menaimon', expansion: 'base', faction: 'arborec', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 5, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After you activate this ship's system, you may produce up to 5 units in it.",
  },
  arborec_infantry: {
    id: 'arborec_infantry', type: 'infantry', name: 'Letani Warrior I', expansion: 'base', faction: 'arborec', requires: null, upgradesFrom: null,
    cost: 1, costFor: 2, combat: { hitsOn: 8, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 1,
    abilityText: null,
  },
  arborec_infantry2: {
    id: 'arborec_infantry2', type: 'infantry', name: 'Letani Warrior II', expansion: 'base', faction: 'arborec', requires: 'lw2', upgradesFrom: 'arborec_infantry',
    cost: 1, costFor: 2, combat: { hitsOn: 7, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 2,
    abilityText: "When destroyed, roll 1 die: on 6 or more set it aside; at the start of your next turn place it on a planet you control in your home system.",
  },
  arborec_mech: {
    id: 'arborec_mech', type: 'mech', name: 'Letani Behemoth', expansion: 'pok', faction: 'arborec', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: true, production: 2,
    abilityText: "DEPLOY: when you would use MITOSIS, you may instead replace 1 of your infantry with 1 mech from your reinforcements.",
  },
  argent_destroyer: {
    id: 'argent_destroyer', type: 'destroyer', name: 'Strike Wing Alpha I', expansion: 'pok', faction: 'argent', requires: null, upgradesFrom: null,
    cost: 1, costFor: 1, combat: { hitsOn: 8, dice: 1 }, move: 2, capacity: 1, sustainDamage: false, antiFighterBarrage: { hitsOn: 9, dice: 2 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  argent_destroyer2: {
    id: 'argent_destroyer2', type: 'destroyer', name: 'Strike Wing Alpha II', expansion: 'pok', faction: 'argent', requires: 'swa2', upgradesFrom: 'argent_destroyer',
    cost: 1, costFor: 1, combat: { hitsOn: 7, dice: 1 }, move: 2, capacity: 1, sustainDamage: false, antiFighterBarrage: { hitsOn: 6, dice: 3 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "During ANTI-FIGHTER BARRAGE, each roll of 9 or 10 also destroys 1 of the opponent's infantry in the active system's space area.",
  },
  argent_flagship: {
    id: 'argent_flagship', type: 'flagship', name: 'Quetzecoatl', expansion: 'pok', faction: 'argent', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players cannot use SPACE CANNON against your ships in this system.",
  },
  argent_mech: {
    id: 'argent_mech', type: 'mech', name: 'Aerie Sentinel', expansion: 'pok', faction: 'argent', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Does not count against capacity while transported, or while in a space area with your ships that have capacity.",
  },
  cabal_flagship: {
    id: 'cabal_flagship', type: 'flagship', name: 'The Terror Between', expansion: 'pok', faction: 'cabal', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 5, dice: 1 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Every other non-structure unit destroyed in this system, your own included, is captured by you.",
  },
  cabal_mech: {
    id: 'cabal_mech', type: 'mech', name: 'Reanimator', expansion: 'pok', faction: 'cabal', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Your infantry destroyed on this planet are captured by you (placed on your faction sheet).",
  },
  cabal_spacedock: {
    id: 'cabal_spacedock', type: 'space-dock', name: 'Dimensional Tear I', expansion: 'pok', faction: 'cabal', requires: null, upgradesFrom: null,
    cost: null, costFor: 1, combat: null, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 5, fighterHangar: 6,
    abilityText: "Its system is a gravity rift that your ships cross without rolling. Up to 6 fighters in this system do not count against capacity.",
  },
  cabal_spacedock2: {
    id: 'cabal_spacedock2', type: 'space-dock', name: 'Dimensional Tear II', expansion: 'pok', faction: 'cabal', requires: 'dt2', upgradesFrom: 'cabal_spacedock',
    cost: null, costFor: 1, combat: null, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 7, fighterHangar: 12,
    abilityText: "Its system is a gravity rift that your ships cross without rolling. Up to 12 fighters in this system do not count against capacity.",
  },
  empyrean_flagship: {
    id: 'empyrean_flagship', type: 'flagship', name: 'Dynamo', expansion: 'pok', faction: 'empyrean', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After any unit in this or an adjacent system uses SUSTAIN DAMAGE, you may spend 2 influence to repair it.",
  },
  empyrean_mech: {
    id: 'empyrean_mech', type: 'mech', name: 'Watcher', expansion: 'pok', faction: 'empyrean', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Remove this unit from a system that contains or is adjacent to another player's units to cancel an action card that player plays.",
  },
  ghost_flagship: {
    id: 'ghost_flagship', type: 'flagship', name: 'Hil Colish', expansion: 'base', faction: 'ghost', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 1 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Its system contains a delta wormhole. During movement it may move before or after your other ships.",
  },
  ghost_mech: {
    id: 'ghost_mech', type: 'mech', name: 'Icarus Drive', expansion: 'pok', faction: 'ghost', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After any player activates a system, you may remove this unit from the board to place or move a Creuss wormhole token into that system.",
  },
  hacan_flagship: {
    id: 'hacan_flagship', type: 'flagship', name: 'Wrath of Kenara', expansion: 'base', faction: 'hacan', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After you roll a die in a space combat in this system, you may spend 1 trade good to add 1 to that result.",
  },
  hacan_mech: {
    id: 'hacan_mech', type: 'mech', name: 'Pride of Kenara', expansion: 'pok', faction: 'hacan', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "This planet's card may be traded in a transaction; if it is, move your units on it to another planet you control.",
  },
  jolnar_flagship: {
    id: 'jolnar_flagship', type: 'flagship', name: 'J.N.S. Hylarim', expansion: 'base', faction: 'jolnar', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 6, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Each combat roll of 9 or 10 for this ship, before modifiers, produces 2 additional hits.",
  },
  jolnar_mech: {
    id: 'jolnar_mech', type: 'mech', name: 'Shield Paling', expansion: 'pok', faction: 'jolnar', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "FRAGILE does not affect your infantry on this planet.",
  },
  l1z1x_dreadnought: {
    id: 'l1z1x_dreadnought', type: 'dreadnought', name: 'Super Dreadnought I', expansion: 'base', faction: 'l1z1x', requires: null, upgradesFrom: null,
    cost: 4, costFor: 1, combat: { hitsOn: 5, dice: 1 }, move: 1, capacity: 2, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 5, dice: 1 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  l1z1x_dreadnought2: {
    id: 'l1z1x_dreadnought2', type: 'dreadnought', name: 'Super Dreadnought II', expansion: 'base', faction: 'l1z1x', requires: 'sdn2', upgradesFrom: 'l1z1x_dreadnought',
    cost: 4, costFor: 1, combat: { hitsOn: 4, dice: 1 }, move: 2, capacity: 2, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 4, dice: 1 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Cannot be destroyed by \"Direct Hit\" action cards.",
  },
  l1z1x_flagship: {
    id: 'l1z1x_flagship', type: 'flagship', name: '[0.0.1]', expansion: 'base', faction: 'l1z1x', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 6, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "In space combat, hits produced by this ship and your dreadnoughts in its system must be assigned to non-fighter ships if possible.",
  },
  l1z1x_mech: {
    id: 'l1z1x_mech', type: 'mech', name: 'Annihilator', expansion: 'pok', faction: 'l1z1x', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 8, dice: 1 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When it is not in a ground combat, it may use BOMBARDMENT against planets in its system as if it were a ship.",
  },
  letnev_flagship: {
    id: 'letnev_flagship', type: 'flagship', name: 'Arc Secundus', expansion: 'base', faction: 'letnev', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 5, dice: 3 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players' units in this system lose PLANETARY SHIELD. Repair this ship at the start of each space combat round.",
  },
  letnev_mech: {
    id: 'letnev_mech', type: 'mech', name: 'Dunlain Reaper', expansion: 'pok', faction: 'letnev', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: at the start of a ground combat round, you may spend 2 resources to replace 1 of your infantry in that combat with 1 mech.",
  },
  mahact_flagship: {
    id: 'mahact_flagship', type: 'flagship', name: 'Arvicon Rex', expansion: 'pok', faction: 'mahact', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "+2 to this ship's combat rolls against an opponent whose command token is not in your fleet pool.",
  },
  mahact_infantry: {
    id: 'mahact_infantry', type: 'infantry', name: 'Crimson Legionnaire I', expansion: 'pok', faction: 'mahact', requires: null, upgradesFrom: null,
    cost: 1, costFor: 2, combat: { hitsOn: 8, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When destroyed, gain 1 commodity or convert 1 of your commodities to a trade good.",
  },
  mahact_infantry2: {
    id: 'mahact_infantry2', type: 'infantry', name: 'Crimson Legionnaire II', expansion: 'pok', faction: 'mahact', requires: 'cl2', upgradesFrom: 'mahact_infantry',
    cost: 1, costFor: 2, combat: { hitsOn: 7, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When destroyed, gain 1 commodity or convert 1 commodity to a trade good; then set it aside and at the start of your next turn place it on a planet you control in your home system.",
  },
  mahact_mech: {
    id: 'mahact_mech', type: 'mech', name: 'Starlancer', expansion: 'pok', faction: 'mahact', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After a player whose command token is in your fleet pool activates this system, you may spend that token to end their turn; they gain the token.",
  },
  mentak_flagship: {
    id: 'mentak_flagship', type: 'flagship', name: 'Fourth Moon', expansion: 'base', faction: 'mentak', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players' ships in this system cannot use SUSTAIN DAMAGE.",
  },
  mentak_mech: {
    id: 'mentak_mech', type: 'mech', name: 'Moll Terminus', expansion: 'pok', faction: 'mentak', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players' ground forces on this planet cannot use SUSTAIN DAMAGE.",
  },
  muaat_flagship: {
    id: 'muaat_flagship', type: 'flagship', name: 'The Inferno', expansion: 'base', faction: 'muaat', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "ACTION: spend 1 token from your strategy pool to place 1 cruiser in this ship's system.",
  },
  muaat_warsun: {
    id: 'muaat_warsun', type: 'war-sun', name: 'Prototype War Sun I', expansion: 'base', faction: 'muaat', requires: null, upgradesFrom: null,
    cost: 12, costFor: 1, combat: { hitsOn: 3, dice: 3 }, move: 1, capacity: 6, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 3, dice: 3 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players' units in this system lose PLANETARY SHIELD.",
  },
  muaat_warsun2: {
    id: 'muaat_warsun2', type: 'war-sun', name: 'Prototype War Sun II', expansion: 'base', faction: 'muaat', requires: 'pws2', upgradesFrom: 'muaat_warsun',
    cost: 10, costFor: 1, combat: { hitsOn: 3, dice: 3 }, move: 3, capacity: 6, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 3, dice: 3 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players' units in this system lose PLANETARY SHIELD.",
  },
  muaat_mech: {
    id: 'muaat_mech', type: 'mech', name: 'Ember Colossus', expansion: 'pok', faction: 'muaat', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When you use STAR FORGE in or adjacent to this unit's system, you may also place 1 infantry from your reinforcements with this unit.",
  },
  naalu_fighter: {
    id: 'naalu_fighter', type: 'fighter', name: 'Hybrid Crystal Fighter I', expansion: 'base', faction: 'naalu', requires: null, upgradesFrom: null,
    cost: 1, costFor: 2, combat: { hitsOn: 8, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  naalu_fighter2: {
    id: 'naalu_fighter2', type: 'fighter', name: 'Hybrid Crystal Fighter II', expansion: 'base', faction: 'naalu', requires: 'hcf2', upgradesFrom: 'naalu_fighter',
    cost: 1, costFor: 2, combat: { hitsOn: 7, dice: 1 }, move: 2, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Moves without being transported. Each fighter beyond your ships' capacity counts as half a ship against your fleet pool.",
  },
  naalu_flagship: {
    id: 'naalu_flagship', type: 'flagship', name: 'Matriarch', expansion: 'base', faction: 'naalu', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 9, dice: 2 }, move: 1, capacity: 6, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "During an invasion in this system, fighters may be committed to planets as ground forces; they return to the space area after combat.",
  },
  naalu_mech: {
    id: 'naalu_mech', type: 'mech', name: 'Iconoclast', expansion: 'pok', faction: 'naalu', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "+2 to its combat rolls against an opponent who has at least 1 relic fragment.",
  },
  naalu_mech_omega: {
    id: 'naalu_mech_omega', type: 'mech', name: 'Iconoclast Omega', expansion: 'codex3', faction: 'naalu', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players cannot use ANTI-FIGHTER BARRAGE against your units in this system.",
  },
  naaz_flagship: {
    id: 'naaz_flagship', type: 'flagship', name: 'Visz El Vir', expansion: 'pok', faction: 'naaz', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 9, dice: 2 }, move: 1, capacity: 4, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Your mechs in this system roll 1 additional die in combat.",
  },
  naaz_mech: {
    id: 'naaz_mech', type: 'mech', name: 'Eidolon', expansion: 'pok', faction: 'naaz', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 2 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "If it is in the active system's space area at the start of a space combat, flip it to its ship side (Z-Grav Eidolon).",
  },
  naaz_mech_space: {
    id: 'naaz_mech_space', type: 'mech', name: 'Z-Grav Eidolon', expansion: 'pok', faction: 'naaz', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 8, dice: 2 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Ship side of the Eidolon: while in the active system's space area it is also a ship; flip it back at the end of that space combat.",
  },
  nekro_flagship: {
    id: 'nekro_flagship', type: 'flagship', name: 'The Alastor', expansion: 'base', faction: 'nekro', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 9, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "At the start of a space combat, any of your ground forces in this system may take part as if they were ships.",
  },
  nekro_mech: {
    id: 'nekro_mech', type: 'mech', name: 'Mordred', expansion: 'pok', faction: 'nekro', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "+2 to its combat rolls against an opponent who has an X or Y assimilator token on any of their technologies.",
  },
  nomad_flagship: {
    id: 'nomad_flagship', type: 'flagship', name: 'Memoria I', expansion: 'pok', faction: 'nomad', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: { hitsOn: 8, dice: 3 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Counts as adjacent to every system that contains 1 or more of your mechs.",
  },
  nomad_flagship2: {
    id: 'nomad_flagship2', type: 'flagship', name: 'Memoria II', expansion: 'pok', faction: 'nomad', requires: 'm2', upgradesFrom: 'nomad_flagship',
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 2, capacity: 6, sustainDamage: true, antiFighterBarrage: { hitsOn: 5, dice: 3 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Counts as adjacent to every system that contains 1 or more of your mechs.",
  },
  nomad_mech: {
    id: 'nomad_mech', type: 'mech', name: 'Quantum Manipulator', expansion: 'pok', faction: 'nomad', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "While in a space area during combat, it may use SUSTAIN DAMAGE to cancel a hit produced against your ships in this system.",
  },
  saar_flagship: {
    id: 'saar_flagship', type: 'flagship', name: 'Son of Ragh', expansion: 'base', faction: 'saar', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: { hitsOn: 6, dice: 4 },
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  saar_spacedock: {
    id: 'saar_spacedock', type: 'space-dock', name: 'Floating Factory I', expansion: 'base', faction: 'saar', requires: null, upgradesFrom: null,
    cost: null, costFor: 1, combat: null, move: 1, capacity: 4, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 5,
    abilityText: "Placed in the space area, not on a planet; it moves and retreats like a ship and is destroyed when blockaded.",
  },
  saar_spacedock2: {
    id: 'saar_spacedock2', type: 'space-dock', name: 'Floating Factory II', expansion: 'base', faction: 'saar', requires: 'ffac2', upgradesFrom: 'saar_spacedock',
    cost: null, costFor: 1, combat: null, move: 2, capacity: 5, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: 7,
    abilityText: "Placed in the space area, not on a planet; it moves and retreats like a ship and is destroyed when blockaded.",
  },
  saar_mech: {
    id: 'saar_mech', type: 'mech', name: 'Scavenger Zeta', expansion: 'pok', faction: 'saar', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: after you gain control of a planet, you may spend 1 trade good to place 1 mech on it.",
  },
  sardakk_dreadnought: {
    id: 'sardakk_dreadnought', type: 'dreadnought', name: 'Exotrireme I', expansion: 'base', faction: 'sardakk', requires: null, upgradesFrom: null,
    cost: 4, costFor: 1, combat: { hitsOn: 5, dice: 1 }, move: 1, capacity: 1, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 4, dice: 2 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  sardakk_dreadnought2: {
    id: 'sardakk_dreadnought2', type: 'dreadnought', name: 'Exotrireme II', expansion: 'base', faction: 'sardakk', requires: 'exo2', upgradesFrom: 'sardakk_dreadnought',
    cost: 4, costFor: 1, combat: { hitsOn: 5, dice: 1 }, move: 2, capacity: 1, sustainDamage: true, antiFighterBarrage: null,
    bombardment: { hitsOn: 4, dice: 2 }, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Cannot be destroyed by \"Direct Hit\" action cards. After a round of space combat, you may destroy it to destroy up to 2 ships in its system.",
  },
  sardakk_flagship: {
    id: 'sardakk_flagship', type: 'flagship', name: "C'morran N'orr", expansion: 'base', faction: 'sardakk', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 6, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "+1 to the combat rolls of your other ships in this system.",
  },
  sardakk_mech: {
    id: 'sardakk_mech', type: 'mech', name: 'Valkyrie Exoskeleton', expansion: 'pok', faction: 'sardakk', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After it uses SUSTAIN DAMAGE in a ground combat, it produces 1 hit against the opponent's ground forces on this planet.",
  },
  sol_carrier: {
    id: 'sol_carrier', type: 'carrier', name: 'Advanced Carrier I', expansion: 'base', faction: 'sol', requires: null, upgradesFrom: null,
    cost: 3, costFor: 1, combat: { hitsOn: 9, dice: 1 }, move: 1, capacity: 6, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  sol_carrier2: {
    id: 'sol_carrier2', type: 'carrier', name: 'Advanced Carrier II', expansion: 'base', faction: 'sol', requires: 'ac2', upgradesFrom: 'sol_carrier',
    cost: 3, costFor: 1, combat: { hitsOn: 9, dice: 1 }, move: 2, capacity: 8, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  sol_flagship: {
    id: 'sol_flagship', type: 'flagship', name: 'Genesis', expansion: 'base', faction: 'sol', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 1, capacity: 12, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "At the end of the status phase, place 1 infantry from your reinforcements in this system's space area.",
  },
  sol_infantry: {
    id: 'sol_infantry', type: 'infantry', name: 'Spec Ops I', expansion: 'base', faction: 'sol', requires: null, upgradesFrom: null,
    cost: 1, costFor: 2, combat: { hitsOn: 7, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  sol_infantry2: {
    id: 'sol_infantry2', type: 'infantry', name: 'Spec Ops II', expansion: 'base', faction: 'sol', requires: 'so2', upgradesFrom: 'sol_infantry',
    cost: 1, costFor: 2, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When destroyed, roll 1 die: on 5 or more set it aside; at the start of your next turn place it on a planet you control in your home system.",
  },
  sol_mech: {
    id: 'sol_mech', type: 'mech', name: 'ZS Thunderbolt M2', expansion: 'pok', faction: 'sol', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: after you use ORBITAL DROP, you may spend 3 resources to place 1 mech on that planet.",
  },
  titans_cruiser: {
    id: 'titans_cruiser', type: 'cruiser', name: 'Saturn Engine I', expansion: 'pok', faction: 'titans', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 7, dice: 1 }, move: 2, capacity: 1, sustainDamage: false, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  titans_cruiser2: {
    id: 'titans_cruiser2', type: 'cruiser', name: 'Saturn Engine II', expansion: 'pok', faction: 'titans', requires: 'se2', upgradesFrom: 'titans_cruiser',
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: 3, capacity: 2, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: null,
  },
  titans_flagship: {
    id: 'titans_flagship', type: 'flagship', name: 'Ouranos', expansion: 'pok', faction: 'titans', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: after you activate a system that contains 1 or more of your PDS, you may replace 1 of them with this ship.",
  },
  titans_mech: {
    id: 'titans_mech', type: 'mech', name: 'Hecatoncheires', expansion: 'pok', faction: 'titans', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: when you would place a PDS on a planet, you may place 1 mech and 1 infantry there instead.",
  },
  titans_pds: {
    id: 'titans_pds', type: 'pds', name: 'Hel-Titan I', expansion: 'pok', faction: 'titans', requires: null, upgradesFrom: null,
    cost: null, costFor: 1, combat: { hitsOn: 7, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: { hitsOn: 6, dice: 1, deepSpace: false }, planetaryShield: true, production: 1,
    abilityText: "Is both a structure and a ground force; cannot be transported.",
  },
  titans_pds2: {
    id: 'titans_pds2', type: 'pds', name: 'Hel-Titan II', expansion: 'pok', faction: 'titans', requires: 'ht2', upgradesFrom: 'titans_pds',
    cost: null, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: { hitsOn: 5, dice: 1, deepSpace: true }, planetaryShield: true, production: 1,
    abilityText: "Is both a structure and a ground force; cannot be transported. Its SPACE CANNON may also target ships in adjacent systems.",
  },
  winnu_flagship: {
    id: 'winnu_flagship', type: 'flagship', name: 'Salai Sai Corian', expansion: 'base', faction: 'winnu', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 0 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Rolls 1 combat die for each non-fighter ship the opponent has in this system.",
  },
  winnu_mech: {
    id: 'winnu_mech', type: 'mech', name: 'Reclaimer', expansion: 'pok', faction: 'winnu', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "After a tactical action in which you gained control of this planet, you may place 1 PDS or 1 space dock from your reinforcements on it.",
  },
  xxcha_flagship: {
    id: 'xxcha_flagship', type: 'flagship', name: 'Loncara Ssodu', expansion: 'base', faction: 'xxcha', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: { hitsOn: 5, dice: 3, deepSpace: true }, planetaryShield: false, production: null,
    abilityText: "Its SPACE CANNON may also target ships in adjacent systems.",
  },
  xxcha_mech: {
    id: 'xxcha_mech', type: 'mech', name: 'Indomitus', expansion: 'pok', faction: 'xxcha', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: { hitsOn: 8, dice: 1, deepSpace: true }, planetaryShield: false, production: null,
    abilityText: "Its SPACE CANNON may also target ships in adjacent systems.",
  },
  yin_flagship: {
    id: 'yin_flagship', type: 'flagship', name: 'Van Hauge', expansion: 'base', faction: 'yin', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 9, dice: 2 }, move: 1, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "When this ship is destroyed, destroy all ships in its system.",
  },
  yin_mech: {
    id: 'yin_mech', type: 'mech', name: "Moyin's Ashes", expansion: 'pok', faction: 'yin', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: when you use INDOCTRINATION, you may spend 1 more influence to replace the opponent's unit with 1 mech instead of 1 infantry.",
  },
  yssaril_flagship: {
    id: 'yssaril_flagship', type: 'flagship', name: "Y'sia Y'ssrila", expansion: 'base', faction: 'yssaril', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 5, dice: 2 }, move: 2, capacity: 3, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "May move through systems that contain other players' ships.",
  },
  yssaril_mech: {
    id: 'yssaril_mech', type: 'mech', name: 'Blackshade Infiltrator', expansion: 'pok', faction: 'yssaril', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "DEPLOY: after you use STALL TACTICS, you may place 1 mech on a planet you control.",
  },
  keleres_flagship: {
    id: 'keleres_flagship', type: 'flagship', name: 'Artemiris', expansion: 'codex3', faction: 'keleres', requires: null, upgradesFrom: null,
    cost: 8, costFor: 1, combat: { hitsOn: 7, dice: 2 }, move: 1, capacity: 6, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players must spend 2 influence to activate this ship's system.",
  },
  keleres_mech: {
    id: 'keleres_mech', type: 'mech', name: 'Omniopiares', expansion: 'codex3', faction: 'keleres', requires: null, upgradesFrom: null,
    cost: 2, costFor: 1, combat: { hitsOn: 6, dice: 1 }, move: null, capacity: null, sustainDamage: true, antiFighterBarrage: null,
    bombardment: null, spaceCannon: null, planetaryShield: false, production: null,
    abilityText: "Other players must spend 1 influence to commit ground forces to this planet.",
  },
} as const satisfies Record<string, UnitDef>;

export type UnitId = keyof typeof UNITS;
export const UNIT_IDS = Object.keys(UNITS) as UnitId[];

export function isUnitId(s: string): s is UnitId {
  return Object.hasOwn(UNITS, s);
}

export function unit(id: string): UnitDef | undefined {
  return isUnitId(id) ? UNITS[id] : undefined;
}

/** The upgraded version of a unit (e.g. 'carrier' → 'carrier2'), if there is one. */
export function upgradeOf(id: UnitId): UnitId | undefined {
  return UNIT_IDS.find((u) => UNITS[u].upgradesFrom === id);
}

/** The unit a technology card carries (unit upgrades, the war sun, faction unit upgrades). */
export function unitGrantedBy(technology: string): UnitId | undefined {
  return UNIT_IDS.find((u) => UNITS[u].requires === technology);
}
