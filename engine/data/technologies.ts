// LRR 90 technology (90.6 unit upgrades, 90.7 colours, 90.8 prerequisites, 90.16 Valefar Assimilator): every
// technology card. Unit upgrades have no colour (90.7b) and name the unit they grant; faction unit upgrades name the
// generic upgrade they stand in for. Prerequisites count symbols by colour ('BB' on the card = { blue: 2 }).
// Codex I replaced five cards with Ω versions (Magen Defense Grid, X-89 Bacterial Weapon, Yin Spinner, Wormhole
// Generator, Magmus Reactor); those versions are used here, marked expansion 'codex1'.
import type { TechColor, TechnologyDef } from './types';

export const TECHNOLOGIES = {
  amd: {
    id: 'amd', name: 'Antimass Deflectors', expansion: 'base', color: 'blue', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "Your ships may move into and through asteroid fields. Other players' SPACE CANNON rolls against your units get -1.",
  },
  gd: {
    id: 'gd', name: 'Gravity Drive', expansion: 'base', color: 'blue', prerequisites: { blue: 1 }, faction: null, unitUpgrade: null,
    text: "After you activate a system, 1 of your ships gets +1 move for this tactical action.",
  },
  fl: {
    id: 'fl', name: 'Fleet Logistics', expansion: 'base', color: 'blue', prerequisites: { blue: 2 }, faction: null, unitUpgrade: null,
    text: "On each of your action phase turns you may take 2 actions instead of 1.",
  },
  lwd: {
    id: 'lwd', name: 'Light/Wave Deflector', expansion: 'base', color: 'blue', prerequisites: { blue: 3 }, faction: null, unitUpgrade: null,
    text: "Your ships may move through systems that contain other players' ships.",
  },
  det: {
    id: 'det', name: 'Dark Energy Tap', expansion: 'pok', color: 'blue', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "After a tactical action in a system with a frontier token where you have a ship, explore that token. Your ships may retreat into adjacent systems without other players' units even if you have no units or planets there.",
  },
  sr: {
    id: 'sr', name: 'Sling Relay', expansion: 'pok', color: 'blue', prerequisites: { blue: 1 }, faction: null, unitUpgrade: null,
    text: "ACTION: exhaust to produce 1 ship in a system that contains one of your space docks.",
  },
  nm: {
    id: 'nm', name: 'Neural Motivator', expansion: 'base', color: 'green', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "In the status phase, draw 2 action cards instead of 1.",
  },
  dxa: {
    id: 'dxa', name: 'Dacxive Animators', expansion: 'base', color: 'green', prerequisites: { green: 1 }, faction: null, unitUpgrade: null,
    text: "After you win a ground combat, you may place 1 infantry from your reinforcements on that planet.",
  },
  hm: {
    id: 'hm', name: 'Hyper Metabolism', expansion: 'base', color: 'green', prerequisites: { green: 2 }, faction: null, unitUpgrade: null,
    text: "In the status phase, gain 3 command tokens instead of 2.",
  },
  x89: {
    id: 'x89', name: 'X-89 Bacterial Weapon Ω', expansion: 'codex1', color: 'green', prerequisites: { green: 3 }, faction: null, unitUpgrade: null,
    text: "After your units use BOMBARDMENT against a planet and destroy at least 1 of the opponent's infantry, you may destroy all of the opponent's infantry there. (Codex I version.)",
  },
  pa: {
    id: 'pa', name: 'Psychoarchaeology', expansion: 'pok', color: 'green', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "Use technology specialties of planets you control without exhausting them, even when exhausted. In the action phase, exhaust a planet you control that has a technology specialty to gain 1 trade good.",
  },
  bs: {
    id: 'bs', name: 'Bio-Stims', expansion: 'pok', color: 'green', prerequisites: { green: 1 }, faction: null, unitUpgrade: null,
    text: "At the end of your turn you may exhaust this card to ready 1 of your planets with a technology specialty or 1 of your other technologies.",
  },
  ps: {
    id: 'ps', name: 'Plasma Scoring', expansion: 'base', color: 'red', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "When your units use BOMBARDMENT or SPACE CANNON, 1 of those units rolls 1 extra die.",
  },
  md: {
    id: 'md', name: 'Magen Defense Grid Ω', expansion: 'codex1', color: 'red', prerequisites: { red: 1 }, faction: null, unitUpgrade: null,
    text: "At the start of a ground combat on a planet with 1 or more of your structures, you may produce 1 hit against 1 of the opponent's ground forces. (Codex I version.)",
  },
  da: {
    id: 'da', name: 'Duranium Armor', expansion: 'base', color: 'red', prerequisites: { red: 2 }, faction: null, unitUpgrade: null,
    text: "In each combat round, after assigning hits, repair 1 of your damaged units that did not use SUSTAIN DAMAGE this round.",
  },
  asc: {
    id: 'asc', name: 'Assault Cannon', expansion: 'base', color: 'red', prerequisites: { red: 3 }, faction: null, unitUpgrade: null,
    text: "At the start of a space combat in a system where you have 3 or more non-fighter ships, the opponent destroys 1 of their non-fighter ships.",
  },
  aida: {
    id: 'aida', name: 'AI Development Algorithm', expansion: 'pok', color: 'red', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "Exhaust to ignore 1 prerequisite when researching a unit upgrade, or, when your units use PRODUCTION, exhaust to lower the total cost by the number of unit upgrades you own.",
  },
  sar: {
    id: 'sar', name: 'Self-Assembly Routines', expansion: 'pok', color: 'red', prerequisites: { red: 1 }, faction: null, unitUpgrade: null,
    text: "After your units use PRODUCTION, you may exhaust this card to place 1 mech from your reinforcements on a planet you control in that system. When one of your mechs is destroyed, gain 1 trade good.",
  },
  st: {
    id: 'st', name: 'Sarween Tools', expansion: 'base', color: 'yellow', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "When your units use PRODUCTION, the total cost of the units produced is reduced by 1.",
  },
  gls: {
    id: 'gls', name: 'Graviton Laser System', expansion: 'base', color: 'yellow', prerequisites: { yellow: 1 }, faction: null, unitUpgrade: null,
    text: "Exhaust before your units use SPACE CANNON: their hits must be assigned to non-fighter ships if possible.",
  },
  td: {
    id: 'td', name: 'Transit Diodes', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: null, unitUpgrade: null,
    text: "At the start of your action phase turn you may exhaust this card to move up to 4 of your ground forces from anywhere on the board to planets you control.",
  },
  ie: {
    id: 'ie', name: 'Integrated Economy', expansion: 'base', color: 'yellow', prerequisites: { yellow: 3 }, faction: null, unitUpgrade: null,
    text: "After you gain control of a planet, you may produce units on it with a total cost up to that planet's resources.",
  },
  sdn: {
    id: 'sdn', name: 'Scanlink Drone Network', expansion: 'pok', color: 'yellow', prerequisites: {}, faction: null, unitUpgrade: null,
    text: "When you activate a system, you may explore 1 planet in it that contains 1 or more of your units.",
  },
  pi: {
    id: 'pi', name: 'Predictive Intelligence', expansion: 'pok', color: 'yellow', prerequisites: { yellow: 1 }, faction: null, unitUpgrade: null,
    text: "At the end of your turn you may exhaust this card to redistribute your command tokens. When you vote, you may cast 3 more votes; if your outcome then loses, exhaust this card.",
  },
  ws: {
    id: 'ws', name: 'War Sun', expansion: 'base', color: null, prerequisites: { red: 3, yellow: 1 }, faction: null, unitUpgrade: 'warsun',
    text: "Lets you produce war suns (cost 12, combat 3 x3, move 2, capacity 6, SUSTAIN DAMAGE, BOMBARDMENT 3 x3); other players' units in a war sun's system lose PLANETARY SHIELD.",
  },
  sd2: {
    id: 'sd2', name: 'Space Dock II', expansion: 'base', color: null, prerequisites: { yellow: 2 }, faction: null, unitUpgrade: 'spacedock2',
    text: "Upgrades space docks: PRODUCTION equals the planet's resources + 4; up to 3 fighters in the system ignore capacity.",
  },
  lw2: {
    id: 'lw2', name: 'Letani Warrior II', expansion: 'base', color: null, prerequisites: { green: 2 }, faction: 'arborec', unitUpgrade: 'arborec_infantry2', replaces: 'inf2',
    text: "Upgrades Letani Warriors (Arborec infantry): combat 7, PRODUCTION 2, and they may return from destruction on a 6+.",
  },
  swa2: {
    id: 'swa2', name: 'Strike Wing Alpha II', expansion: 'pok', color: null, prerequisites: { red: 2 }, faction: 'argent', unitUpgrade: 'argent_destroyer2', replaces: 'dd2',
    text: "Upgrades Strike Wing Alpha (Argent destroyers): combat 7, ANTI-FIGHTER BARRAGE 6 x3, and its barrage rolls of 9\u201310 also destroy enemy infantry in space.",
  },
  l4: {
    id: 'l4', name: 'L4 Disruptors', expansion: 'base', color: 'yellow', prerequisites: { yellow: 1 }, faction: 'letnev', unitUpgrade: null,
    text: "During your invasions, units cannot use SPACE CANNON against your units.",
  },
  cm: {
    id: 'cm', name: 'Chaos Mapping', expansion: 'base', color: 'blue', prerequisites: { blue: 1 }, faction: 'saar', unitUpgrade: null,
    text: "Other players cannot activate asteroid fields that contain your ships. At the start of your action phase turn you may produce 1 unit in a system where you have a unit with PRODUCTION.",
  },
  pws2: {
    id: 'pws2', name: 'Prototype War Sun II', expansion: 'base', color: null, prerequisites: { red: 3, yellow: 1 }, faction: 'muaat', unitUpgrade: 'muaat_warsun2', replaces: 'ws',
    text: "Upgrades the Muaat prototype war sun: cost 10, move 3 (other values unchanged).",
  },
  qdn: {
    id: 'qdn', name: 'Quantum Datahub Node', expansion: 'base', color: 'yellow', prerequisites: { yellow: 3 }, faction: 'hacan', unitUpgrade: null,
    text: "At the end of the strategy phase you may spend 1 strategy token and give another player 3 trade goods to swap 1 of your strategy cards with 1 of theirs.",
  },
  as: {
    id: 'as', name: 'Aetherstream', expansion: 'pok', color: 'blue', prerequisites: { blue: 2 }, faction: 'empyrean', unitUpgrade: null,
    text: "After you or a neighbor activates a system adjacent to an anomaly, you may give all of that player's ships +1 move for this tactical action.",
  },
  ac2: {
    id: 'ac2', name: 'Advanced Carrier II', expansion: 'base', color: null, prerequisites: { blue: 2 }, faction: 'sol', unitUpgrade: 'sol_carrier2', replaces: 'cv2',
    text: "Upgrades Sol's advanced carriers: move 2, capacity 8, SUSTAIN DAMAGE.",
  },
  sdn2: {
    id: 'sdn2', name: 'Super Dreadnought II', expansion: 'base', color: null, prerequisites: { blue: 2, yellow: 1 }, faction: 'l1z1x', unitUpgrade: 'l1z1x_dreadnought2', replaces: 'dn2',
    text: "Upgrades L1Z1X super dreadnoughts: combat 4, move 2, BOMBARDMENT 4, immune to Direct Hit.",
  },
  cl2: {
    id: 'cl2', name: 'Crimson Legionnaire II', expansion: 'pok', color: null, prerequisites: { green: 2 }, faction: 'mahact', unitUpgrade: 'mahact_infantry2', replaces: 'inf2',
    text: "Upgrades Mahact infantry: combat 7; when destroyed they give a commodity effect and return at the start of your next turn.",
  },
  mc: {
    id: 'mc', name: 'Mirror Computing', expansion: 'base', color: 'yellow', prerequisites: { yellow: 3 }, faction: 'mentak', unitUpgrade: null,
    text: "Each trade good you spend counts as 2 resources or 2 influence.",
  },
  hcf2: {
    id: 'hcf2', name: 'Hybrid Crystal Fighter II', expansion: 'base', color: null, prerequisites: { green: 1, blue: 1 }, faction: 'naalu', unitUpgrade: 'naalu_fighter2', replaces: 'ff2',
    text: "Upgrades Naalu fighters: combat 7, move 2, no transport needed; excess fighters count as half a ship against the fleet pool.",
  },
  pfa: {
    id: 'pfa', name: 'Pre-Fab Arcologies', expansion: 'pok', color: 'green', prerequisites: { green: 3 }, faction: 'naaz', unitUpgrade: null,
    text: "After you explore a planet, ready it.",
  },
  vax: {
    id: 'vax', name: 'Valefar Assimilator X', expansion: 'base', color: null, prerequisites: {}, faction: 'nekro', unitUpgrade: null,
    text: "When a faction ability would let you gain another player's technology, you may instead put the X token on one of their faction technologies; this card then has that technology's text.",
  },
  m2: {
    id: 'm2', name: 'Memoria II', expansion: 'pok', color: null, prerequisites: { green: 1, blue: 1, yellow: 1 }, faction: 'nomad', unitUpgrade: 'nomad_flagship2',
    text: "Upgrades the Nomad flagship: combat 5 x2, move 2, capacity 6, ANTI-FIGHTER BARRAGE 5 x3.",
  },
  exo2: {
    id: 'exo2', name: 'Exotrireme II', expansion: 'base', color: null, prerequisites: { blue: 2, yellow: 1 }, faction: 'sardakk', unitUpgrade: 'sardakk_dreadnought2', replaces: 'dn2',
    text: "Upgrades Sardakk exotriremes: move 2, immune to Direct Hit, and may be destroyed after a space combat round to destroy up to 2 ships.",
  },
  se2: {
    id: 'se2', name: 'Saturn Engine II', expansion: 'pok', color: null, prerequisites: { green: 1, yellow: 1, red: 1 }, faction: 'titans', unitUpgrade: 'titans_cruiser2', replaces: 'cr2',
    text: "Upgrades Titans cruisers: combat 6, move 3, capacity 2, SUSTAIN DAMAGE.",
  },
  cr2: {
    id: 'cr2', name: 'Cruiser II', expansion: 'base', color: null, prerequisites: { green: 1, yellow: 1, red: 1 }, faction: null, unitUpgrade: 'cruiser2',
    text: "Upgrades cruisers: combat 6, move 3, capacity 1.",
  },
  scc: {
    id: 'scc', name: 'Spatial Conduit Cylinders', expansion: 'base', color: 'blue', prerequisites: { blue: 2 }, faction: 'jolnar', unitUpgrade: null,
    text: "After you activate a system with your units, you may exhaust this card: during this activation that system is adjacent to every other system with your units.",
  },
  dt2: {
    id: 'dt2', name: 'Dimensional Tear II', expansion: 'pok', color: null, prerequisites: { yellow: 2 }, faction: 'cabal', unitUpgrade: 'cabal_spacedock2', replaces: 'sd2',
    text: "Upgrades the Cabal dimensional tears: PRODUCTION 7 and up to 12 fighters ignore capacity.",
  },
  lgf: {
    id: 'lgf', name: 'Lazax Gate Folding', expansion: 'base', color: 'blue', prerequisites: { blue: 2 }, faction: 'winnu', unitUpgrade: null,
    text: "During your tactical actions, if you do not control Mecatol Rex, its system counts as having an alpha and a beta wormhole. ACTION: if you control Mecatol Rex, exhaust to place 1 infantry there.",
  },
  it: {
    id: 'it', name: 'Instinct Training', expansion: 'base', color: 'green', prerequisites: { green: 1 }, faction: 'xxcha', unitUpgrade: null,
    text: "When another player plays an action card, you may exhaust this card and spend 1 strategy token to cancel it.",
  },
  mi: {
    id: 'mi', name: 'Mageon Implants', expansion: 'base', color: 'green', prerequisites: { green: 3 }, faction: 'yssaril', unitUpgrade: null,
    text: "ACTION: exhaust to look at another player's action cards and take 1 of them.",
  },
  bio: {
    id: 'bio', name: 'Bioplasmosis', expansion: 'base', color: 'green', prerequisites: { green: 2 }, faction: 'arborec', unitUpgrade: null,
    text: "At the end of the status phase you may move any of your infantry from planets you control to planets you control in the same or adjacent systems.",
  },
  ah: {
    id: 'ah', name: 'Aerie Hololattice', expansion: 'pok', color: 'yellow', prerequisites: { yellow: 1 }, faction: 'argent', unitUpgrade: null,
    text: "Other players' ships cannot move through systems that contain your structures. Each planet with your structures has PRODUCTION 1.",
  },
  nes: {
    id: 'nes', name: 'Non-Euclidean Shielding', expansion: 'base', color: 'red', prerequisites: { red: 2 }, faction: 'letnev', unitUpgrade: null,
    text: "When one of your units uses SUSTAIN DAMAGE, it cancels 2 hits instead of 1.",
  },
  ffac2: {
    id: 'ffac2', name: 'Floating Factory II', expansion: 'base', color: null, prerequisites: { yellow: 2 }, faction: 'saar', unitUpgrade: 'saar_spacedock2', replaces: 'sd2',
    text: "Upgrades the Saar floating factories: move 2, capacity 5, PRODUCTION 7.",
  },
  mr: {
    id: 'mr', name: 'Magmus Reactor Ω', expansion: 'codex1', color: 'red', prerequisites: { red: 2 }, faction: 'muaat', unitUpgrade: null,
    text: "Your ships may move into supernovas. Each supernova containing your units has PRODUCTION 5 for you. (Codex I version.)",
  },
  pm: {
    id: 'pm', name: 'Production Biomes', expansion: 'base', color: 'green', prerequisites: { green: 2 }, faction: 'hacan', unitUpgrade: null,
    text: "ACTION: exhaust and spend 1 strategy token to gain 4 trade goods; 1 other player of your choice gains 2 trade goods.",
  },
  vw: {
    id: 'vw', name: 'Voidwatch', expansion: 'pok', color: 'green', prerequisites: { green: 1 }, faction: 'empyrean', unitUpgrade: null,
    text: "After a player moves ships into a system with your units, they must give you 1 promissory note from their hand if they can.",
  },
  so2: {
    id: 'so2', name: 'Spec Ops II', expansion: 'base', color: null, prerequisites: { green: 2 }, faction: 'sol', unitUpgrade: 'sol_infantry2', replaces: 'inf2',
    text: "Upgrades Sol's Spec Ops: combat 6, and they may return from destruction on a 5+.",
  },
  wg: {
    id: 'wg', name: 'Wormhole Generator Ω', expansion: 'codex1', color: 'blue', prerequisites: { blue: 2 }, faction: 'ghost', unitUpgrade: null,
    text: "ACTION: exhaust to place or move a Creuss wormhole token into a system with a planet you control or a non-home system without other players' ships. (Codex I version.)",
  },
  ds: {
    id: 'ds', name: 'Dimensional Splicer', expansion: 'base', color: 'red', prerequisites: { red: 1 }, faction: 'ghost', unitUpgrade: null,
    text: "At the start of a space combat in a system with a wormhole and your ships, you may produce 1 hit against 1 of the opponent's ships.",
  },
  is: {
    id: 'is', name: 'Inheritance Systems', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'l1z1x', unitUpgrade: null,
    text: "When you research a technology, you may exhaust this card and spend 2 resources to ignore all of its prerequisites.",
  },
  gr: {
    id: 'gr', name: 'Genetic Recombination', expansion: 'pok', color: 'green', prerequisites: { green: 1 }, faction: 'mahact', unitUpgrade: null,
    text: "Before a player votes, you may exhaust this card: they must cast at least 1 vote for an outcome you choose or return 1 fleet pool token to their reinforcements.",
  },
  so: {
    id: 'so', name: 'Salvage Operations', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'mentak', unitUpgrade: null,
    text: "After you win or lose a space combat, gain 1 trade good; if you won, you may also produce 1 ship there of a type that was destroyed in that combat.",
  },
  ng: {
    id: 'ng', name: 'Neuroglaive', expansion: 'base', color: 'green', prerequisites: { green: 3 }, faction: 'naalu', unitUpgrade: null,
    text: "After another player activates a system containing your ships, they return 1 fleet pool token to their reinforcements.",
  },
  sc: {
    id: 'sc', name: 'Supercharge', expansion: 'pok', color: 'red', prerequisites: { red: 1 }, faction: 'naaz', unitUpgrade: null,
    text: "At the start of a combat round you may exhaust this card: your units get +1 on every combat roll this round.",
  },
  vay: {
    id: 'vay', name: 'Valefar Assimilator Y', expansion: 'base', color: null, prerequisites: {}, faction: 'nekro', unitUpgrade: null,
    text: "When a faction ability would let you gain another player's technology, you may instead put the Y token on one of their faction technologies; this card then has that technology's text.",
  },
  tcs: {
    id: 'tcs', name: 'Temporal Command Suite', expansion: 'pok', color: 'yellow', prerequisites: { yellow: 1 }, faction: 'nomad', unitUpgrade: null,
    text: "After any agent is exhausted, you may exhaust this card to ready it; if it belongs to another player, you may make a transaction with them.",
  },
  vpw: {
    id: 'vpw', name: 'Valkyrie Particle Weave', expansion: 'base', color: 'red', prerequisites: { red: 2 }, faction: 'sardakk', unitUpgrade: null,
    text: "In a ground combat round, if the opponent produced at least 1 hit, you produce 1 additional hit.",
  },
  ht2: {
    id: 'ht2', name: 'Hel-Titan II', expansion: 'pok', color: null, prerequisites: { yellow: 1, red: 1 }, faction: 'titans', unitUpgrade: 'titans_pds2', replaces: 'pds2',
    text: "Upgrades Hel-Titans (Titans PDS): combat 6, SPACE CANNON 5 that reaches adjacent systems.",
  },
  ers: {
    id: 'ers', name: 'E-Res Siphons', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'jolnar', unitUpgrade: null,
    text: "After another player activates a system containing your ships, gain 4 trade goods.",
  },
  dn2: {
    id: 'dn2', name: 'Dreadnought II', expansion: 'base', color: null, prerequisites: { blue: 2, yellow: 1 }, faction: null, unitUpgrade: 'dreadnought2',
    text: "Upgrades dreadnoughts: move 2 and immune to Direct Hit.",
  },
  dd2: {
    id: 'dd2', name: 'Destroyer II', expansion: 'base', color: null, prerequisites: { red: 2 }, faction: null, unitUpgrade: 'destroyer2',
    text: "Upgrades destroyers: combat 8, ANTI-FIGHTER BARRAGE 6 x3.",
  },
  pds2: {
    id: 'pds2', name: 'PDS II', expansion: 'base', color: null, prerequisites: { red: 1, yellow: 1 }, faction: null, unitUpgrade: 'pds2',
    text: "Upgrades PDS: SPACE CANNON 5 that reaches adjacent systems.",
  },
  cv2: {
    id: 'cv2', name: 'Carrier II', expansion: 'base', color: null, prerequisites: { blue: 2 }, faction: null, unitUpgrade: 'carrier2',
    text: "Upgrades carriers: move 2, capacity 6.",
  },
  ff2: {
    id: 'ff2', name: 'Fighter II', expansion: 'base', color: null, prerequisites: { green: 1, blue: 1 }, faction: null, unitUpgrade: 'fighter2',
    text: "Upgrades fighters: combat 8, move 2, no transport needed; excess fighters count against the fleet pool.",
  },
  inf2: {
    id: 'inf2', name: 'Infantry II', expansion: 'base', color: null, prerequisites: { green: 2 }, faction: null, unitUpgrade: 'infantry2',
    text: "Upgrades infantry: combat 7, and they may return from destruction on a 6+.",
  },
  vtx: {
    id: 'vtx', name: 'Vortex', expansion: 'pok', color: 'red', prerequisites: { red: 1 }, faction: 'cabal', unitUpgrade: null,
    text: "ACTION: exhaust to pick a non-structure unit of another player in a system adjacent to your space dock, and capture 1 unit of that type from their reinforcements.",
  },
  htp: {
    id: 'htp', name: 'Hegemonic Trade Policy', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'winnu', unitUpgrade: null,
    text: "When your units use PRODUCTION, you may exhaust this card to swap the resource and influence values of 1 of your planets until the end of your turn.",
  },
  nf: {
    id: 'nf', name: 'Nullification Field', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'xxcha', unitUpgrade: null,
    text: "After another player activates a system containing your ships, you may exhaust this card and spend 1 strategy token to end their turn.",
  },
  yso: {
    id: 'yso', name: 'Yin Spinner Ω', expansion: 'codex1', color: 'green', prerequisites: { green: 2 }, faction: 'yin', unitUpgrade: null,
    text: "After you produce units, place up to 2 infantry from your reinforcements on planets you control or in space areas with your ships. (Codex I version.)",
  },
  ic: {
    id: 'ic', name: 'Impulse Core', expansion: 'base', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'yin', unitUpgrade: null,
    text: "At the start of a space combat, you may destroy 1 of your cruisers or destroyers there to produce 1 hit that the opponent must assign to a non-fighter ship if possible.",
  },
  tp: {
    id: 'tp', name: 'Transparasteel Plating', expansion: 'base', color: 'green', prerequisites: { green: 1 }, faction: 'yssaril', unitUpgrade: null,
    text: "During your action phase turns, players who have passed cannot play action cards.",
  },
  iihq: {
    id: 'iihq', name: 'I.I.H.Q. Modernization', expansion: 'codex3', color: 'yellow', prerequisites: { yellow: 1 }, faction: 'keleres', unitUpgrade: null,
    text: "You are neighbors with everyone who has units or planets in or next to the Mecatol Rex system. Gain the Custodia Vigilia planet card (while you control Mecatol Rex it has SPACE CANNON 5 and PRODUCTION 3; gain 2 command tokens when another player scores the custodians point through Imperial). These cannot be lost or assimilated.",
  },
  asn: {
    id: 'asn', name: 'Agency Supply Network', expansion: 'codex3', color: 'yellow', prerequisites: { yellow: 2 }, faction: 'keleres', unitUpgrade: null,
    text: "When you resolve one of your PRODUCTION abilities, you may resolve another one in any system (that one does not trigger this).",
  },
} as const satisfies Record<string, TechnologyDef>;

export type TechnologyId = keyof typeof TECHNOLOGIES;
export const TECHNOLOGY_IDS = Object.keys(TECHNOLOGIES) as TechnologyId[];

export function isTechnologyId(s: string): s is TechnologyId {
  return Object.hasOwn(TECHNOLOGIES, s);
}

export function technology(id: string): TechnologyDef | undefined {
  return isTechnologyId(id) ? TECHNOLOGIES[id] : undefined;
}

/** 90.7: the technologies of one colour (unit upgrades have none). */
export function technologiesOfColor(color: TechColor): TechnologyId[] {
  return TECHNOLOGY_IDS.filter((id) => TECHNOLOGIES[id].color === color);
}

/** 90.8: how many prerequisite symbols of `color` the technology shows. */
export function prerequisiteCount(id: TechnologyId, color: TechColor): number {
  const prerequisites: TechnologyDef['prerequisites'] = TECHNOLOGIES[id].prerequisites;
  return prerequisites[color] ?? 0;
}
