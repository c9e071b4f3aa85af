// Faction abilities printed on the faction sheets of the 17 base, 7 PoK and Council Keleres factions (LRR I abilities,
// 22 component actions for the 'action' ones). Ids are the reference ids; texts are our own wording of each effect.
import type { Expansion } from './types';
import type { LeaderFaction, LeaderWindow } from './leaders';

/**
 * passive: a standing rule (its window, if any, only says when it applies: 'setup' or a scope such as
 * 'during-tactical-action'); triggered: optional or forced effect at its window; action: a component action.
 * A few triggered abilities also carry a standing rule (Mitosis, Galactic Threat, Propagation, Zeal, Edict);
 * their text states both.
 */
export const FACTION_ABILITY_KINDS = ['passive', 'triggered', 'action'] as const;
export type FactionAbilityKind = (typeof FACTION_ABILITY_KINDS)[number];

export interface FactionAbilityDef {
  readonly id: string;
  readonly faction: LeaderFaction;
  readonly name: string;
  readonly expansion: Expansion;
  readonly kind: FactionAbilityKind;
  readonly window: LeaderWindow | null;
  readonly text: string;
}

export const FACTION_ABILITIES = {
  // ---- Base game
  mitosis: { id: 'mitosis', faction: 'arborec', name: 'Mitosis', expansion: 'base', kind: 'triggered', window: 'status-phase-start',
    text: 'Your space docks cannot produce infantry. At the start of the status phase, place 1 infantry from your reinforcements on any planet you control.' },
  creuss_gate: { id: 'creuss_gate', faction: 'ghost', name: 'Creuss Gate', expansion: 'base', kind: 'passive', window: 'setup',
    text: 'When the board is built, the Creuss Gate (tile 17) goes where your home system would go; it is not a home system. Your home system (tile 51) is kept in your play area.' },
  quantum_entanglement: { id: 'quantum_entanglement', faction: 'ghost', name: 'Quantum Entanglement', expansion: 'base', kind: 'passive', window: null,
    text: 'For you, every system with an alpha or beta wormhole is adjacent to every other such system. No game effect can stop you using this.' },
  slipstream: { id: 'slipstream', faction: 'ghost', name: 'Slipstream', expansion: 'base', kind: 'passive', window: 'during-tactical-action',
    text: 'In your tactical actions, each of your ships that starts its movement in your home system or in a system with an alpha or beta wormhole gets +1 move.' },
  arbiters: { id: 'arbiters', faction: 'hacan', name: 'Arbiters', expansion: 'base', kind: 'passive', window: null,
    text: 'Action cards may be exchanged as part of your transactions.' },
  guild_ships: { id: 'guild_ships', faction: 'hacan', name: 'Guild Ships', expansion: 'base', kind: 'passive', window: null,
    text: 'You may make transactions with players who are not your neighbors.' },
  master_of_trade: { id: 'master_of_trade', faction: 'hacan', name: 'Masters of Trade', expansion: 'base', kind: 'passive', window: null,
    text: 'You resolve the secondary ability of the Trade strategy card without spending a command token.' },
  analytical: { id: 'analytical', faction: 'jolnar', name: 'Analytical', expansion: 'base', kind: 'triggered', window: 'when-researching',
    text: 'When you research a technology that is not a unit upgrade, you may ignore 1 of its prerequisites.' },
  brilliant: { id: 'brilliant', faction: 'jolnar', name: 'Brilliant', expansion: 'base', kind: 'triggered', window: 'when-spending-token-for-secondary',
    text: "When you spend a command token to resolve the Technology strategy card's secondary ability, you may resolve its primary ability instead." },
  fragile: { id: 'fragile', faction: 'jolnar', name: 'Fragile', expansion: 'base', kind: 'passive', window: null,
    text: 'Your units get -1 on every combat roll.' },
  assimilate: { id: 'assimilate', faction: 'l1z1x', name: 'Assimilate', expansion: 'base', kind: 'triggered', window: 'when-planet-gained',
    text: "When you gain control of a planet, each other player's PDS and space dock on it is replaced by a matching unit from your reinforcements instead of being destroyed." },
  harrow: { id: 'harrow', faction: 'l1z1x', name: 'Harrow', expansion: 'base', kind: 'triggered', window: 'end-of-combat-round',
    text: "At the end of each ground combat round, your ships in the active system may use Bombardment against your opponent's ground forces on that planet." },
  armada: { id: 'armada', faction: 'letnev', name: 'Armada', expansion: 'base', kind: 'passive', window: null,
    text: 'In each system you may have non-fighter ships up to 2 more than the number of tokens in your fleet pool.' },
  munitions: { id: 'munitions', faction: 'letnev', name: 'Munitions Reserves', expansion: 'base', kind: 'triggered', window: 'start-of-combat-round',
    text: 'At the start of each space combat round, you may spend 2 trade goods; if you do, you may reroll any number of your dice in that round.' },
  ambush: { id: 'ambush', faction: 'mentak', name: 'Ambush', expansion: 'base', kind: 'triggered', window: 'start-of-combat',
    text: "At the start of a space combat, you may roll 1 die for each of up to 2 of your cruisers or destroyers in the system; each roll equal to or higher than that ship's combat value is a hit your opponent must assign to 1 of their ships." },
  pillage: { id: 'pillage', faction: 'mentak', name: 'Pillage', expansion: 'base', kind: 'triggered', window: 'after-trade-goods-gained',
    text: 'After one of your neighbors gains trade goods or resolves a transaction, if they then have 3 or more trade goods, you may take 1 of their trade goods or commodities.' },
  gashlai_physiology: { id: 'gashlai_physiology', faction: 'muaat', name: 'Gashlai Physiology', expansion: 'base', kind: 'passive', window: null,
    text: 'Your ships may move through supernovas.' },
  star_forge: { id: 'star_forge', faction: 'muaat', name: 'Star Forge', expansion: 'base', kind: 'action', window: 'action',
    text: 'Spend 1 token from your strategy pool to place 2 fighters or 1 destroyer from your reinforcements in a system containing at least 1 of your war suns.' },
  foresight: { id: 'foresight', faction: 'naalu', name: 'Foresight', expansion: 'base', kind: 'triggered', window: 'after-ships-move',
    text: "After another player moves ships into a system containing your ships, you may place 1 token from your strategy pool in an adjacent system with no other player's ships and move your ships from the active system into it." },
  telepathic: { id: 'telepathic', faction: 'naalu', name: 'Telepathic', expansion: 'base', kind: 'triggered', window: 'strategy-phase-end',
    text: 'At the end of the strategy phase, put the Naalu "0" token on your strategy card: you are first in initiative order.' },
  galactic_threat: { id: 'galactic_threat', faction: 'nekro', name: 'Galactic Threat', expansion: 'base', kind: 'triggered', window: 'after-agenda-revealed',
    text: 'You cannot vote on agendas. Once per agenda phase, after an agenda is revealed, you may predict its outcome aloud; if you are right, gain 1 technology owned by a player who voted for that outcome.' },
  propagation: { id: 'propagation', faction: 'nekro', name: 'Propagation', expansion: 'base', kind: 'triggered', window: 'when-researching',
    text: 'You cannot research technology. Whenever you would research, gain 3 command tokens instead.' },
  technological_singularity: { id: 'technological_singularity', faction: 'nekro', name: 'Technological Singularity', expansion: 'base', kind: 'triggered', window: 'after-unit-destroyed',
    text: "Once per combat, after one of your opponent's units is destroyed, you may gain 1 technology that player owns." },
  nomadic: { id: 'nomadic', faction: 'saar', name: 'Nomadic', expansion: 'base', kind: 'passive', window: null,
    text: 'You may score objectives even when you do not control the planets in your home system.' },
  scavenge: { id: 'scavenge', faction: 'saar', name: 'Scavenge', expansion: 'base', kind: 'triggered', window: 'after-planet-gained',
    text: 'After you gain control of a planet, gain 1 trade good.' },
  unrelenting: { id: 'unrelenting', faction: 'sardakk', name: 'Unrelenting', expansion: 'base', kind: 'passive', window: null,
    text: 'Your units get +1 on every combat roll.' },
  orbital_drop: { id: 'orbital_drop', faction: 'sol', name: 'Orbital Drop', expansion: 'base', kind: 'action', window: 'action',
    text: 'Spend 1 token from your strategy pool to place 2 infantry from your reinforcements on 1 planet you control.' },
  versatile: { id: 'versatile', faction: 'sol', name: 'Versatile', expansion: 'base', kind: 'triggered', window: 'when-gaining-command-tokens',
    text: 'When you gain command tokens in the status phase, gain 1 more.' },
  blood_ties: { id: 'blood_ties', faction: 'winnu', name: 'Blood Ties', expansion: 'base', kind: 'passive', window: null,
    text: 'You do not spend influence to remove the custodians token from Mecatol Rex.' },
  reclamation: { id: 'reclamation', faction: 'winnu', name: 'Reclamation', expansion: 'base', kind: 'triggered', window: 'end-of-tactical-action',
    text: 'After you resolve a tactical action in which you gained control of Mecatol Rex, you may place 1 PDS and 1 space dock from your reinforcements on Mecatol Rex.' },
  peace_accords: { id: 'peace_accords', faction: 'xxcha', name: 'Peace Accords', expansion: 'base', kind: 'triggered', window: 'after-strategy-card-ability-resolved',
    text: 'After you resolve the primary or secondary ability of the Diplomacy strategy card, you may gain control of 1 planet other than Mecatol Rex that has no units on it and is in a system adjacent to a planet you control.' },
  quash: { id: 'quash', faction: 'xxcha', name: 'Quash', expansion: 'base', kind: 'triggered', window: 'when-agenda-revealed',
    text: 'When an agenda is revealed, you may spend 1 token from your strategy pool to discard it and reveal the top agenda of the deck; players vote on that one instead.' },
  devotion: { id: 'devotion', faction: 'yin', name: 'Devotion', expansion: 'base', kind: 'triggered', window: 'end-of-combat-round',
    text: "After each space combat round, you may destroy 1 of your cruisers or destroyers in the active system to produce 1 hit, which you assign to 1 of your opponent's ships there." },
  indoctrination: { id: 'indoctrination', faction: 'yin', name: 'Indoctrination', expansion: 'base', kind: 'triggered', window: 'start-of-combat',
    text: "At the start of a ground combat, you may spend 2 influence to replace 1 of your opponent's participating infantry with 1 infantry from your reinforcements." },
  crafty: { id: 'crafty', faction: 'yssaril', name: 'Crafty', expansion: 'base', kind: 'passive', window: null,
    text: 'You have no hand limit for action cards. No game effect can stop you using this.' },
  scheming: { id: 'scheming', faction: 'yssaril', name: 'Scheming', expansion: 'base', kind: 'triggered', window: 'when-drawing-action-cards',
    text: 'When you draw any action cards, draw 1 more; then choose 1 action card from your hand and discard it.' },
  stall_tactics: { id: 'stall_tactics', faction: 'yssaril', name: 'Stall Tactics', expansion: 'base', kind: 'action', window: 'action',
    text: 'Discard 1 action card from your hand (an action that lets you wait without passing).' },

  // ---- Prophecy of Kings
  raid_formation: { id: 'raid_formation', faction: 'argent', name: 'Raid Formation', expansion: 'pok', kind: 'triggered', window: 'anti-fighter-barrage',
    text: "When your units use Anti-Fighter Barrage, for each hit beyond the number of your opponent's fighters, choose 1 of their ships that has Sustain Damage: it becomes damaged." },
  zeal: { id: 'zeal', faction: 'argent', name: 'Zeal', expansion: 'pok', kind: 'triggered', window: 'when-casting-votes',
    text: 'You always vote first in the agenda phase. When you cast at least 1 vote, cast 1 extra vote for each player in the game, yourself included.' },
  amalgamation: { id: 'amalgamation', faction: 'cabal', name: 'Amalgamation', expansion: 'pok', kind: 'triggered', window: 'when-producing-units',
    text: "When you produce a unit, you may return 1 captured unit of the same type (to its owner's reinforcements) to produce it without spending resources." },
  devour: { id: 'devour', faction: 'cabal', name: 'Devour', expansion: 'pok', kind: 'passive', window: null,
    text: "Your opponents' units other than structures that are destroyed in combat against you are captured by you." },
  riftmeld: { id: 'riftmeld', faction: 'cabal', name: 'Riftmeld', expansion: 'pok', kind: 'triggered', window: 'when-researching',
    text: "When you research a unit upgrade technology, you may return 1 captured unit of that unit type to ignore all of the technology's prerequisites." },
  aetherpassage: { id: 'aetherpassage', faction: 'empyrean', name: 'Aetherpassage', expansion: 'pok', kind: 'triggered', window: 'after-system-activated',
    text: 'After any player activates a system, you may allow that player to move ships through systems that contain your ships.' },
  dark_whispers: { id: 'dark_whispers', faction: 'empyrean', name: 'Dark Whispers', expansion: 'pok', kind: 'passive', window: 'setup',
    text: 'At setup, also take the second Empyrean faction promissory note: you have 2 faction promissory notes.' },
  voidborn: { id: 'voidborn', faction: 'empyrean', name: 'Voidborn', expansion: 'pok', kind: 'passive', window: null,
    text: "Nebulae do not affect your ships' movement." },
  edict: { id: 'edict', faction: 'mahact', name: 'Edict', expansion: 'pok', kind: 'triggered', window: 'when-combat-won',
    text: "When you win a combat, put 1 command token from your opponent's reinforcements in your fleet pool, unless it already holds one of theirs. Other players' tokens in your fleet pool raise your fleet limit but cannot be moved to another pool." },
  hubris: { id: 'hubris', faction: 'mahact', name: 'Hubris', expansion: 'pok', kind: 'passive', window: 'setup',
    text: 'At setup, purge your "Alliance" promissory note. Other players cannot give you their "Alliance" promissory notes.' },
  imperia: { id: 'imperia', faction: 'mahact', name: 'Imperia', expansion: 'pok', kind: 'passive', window: null,
    text: "While another player's command token is in your fleet pool, you may use that player's commander ability, if it is unlocked." },
  distant_suns: { id: 'distant_suns', faction: 'naaz', name: 'Distant Suns', expansion: 'pok', kind: 'triggered', window: 'when-exploring',
    text: 'When you explore a planet that contains one of your mechs, you may draw 1 extra exploration card; resolve one of them and discard the rest.' },
  fabrication: { id: 'fabrication', faction: 'naaz', name: 'Fabrication', expansion: 'pok', kind: 'action', window: 'action',
    text: 'Either purge 2 of your relic fragments of the same type to gain 1 relic, or purge 1 of your relic fragments to gain 1 command token.' },
  future_sight: { id: 'future_sight', faction: 'nomad', name: 'Future Sight', expansion: 'pok', kind: 'triggered', window: 'after-agenda-resolved',
    text: 'In the agenda phase, after an outcome you voted for or predicted is resolved, gain 1 trade good.' },
  the_company: { id: 'the_company', faction: 'nomad', name: 'The Company', expansion: 'pok', kind: 'passive', window: 'setup',
    text: 'At setup, take the 2 extra Nomad agents (Artuno the Betrayer and The Thundarian) and put them beside your faction sheet: you have 3 agents.' },
  awaken: { id: 'awaken', faction: 'titans', name: 'Awaken', expansion: 'pok', kind: 'triggered', window: 'after-system-activated',
    text: 'After you activate a system containing any of your sleeper tokens, you may replace each of those tokens with 1 PDS from your reinforcements.' },
  coalescence: { id: 'coalescence', faction: 'titans', name: 'Coalescence', expansion: 'pok', kind: 'passive', window: null,
    text: "If your flagship or your Awaken ability puts your units into the same space area or onto the same planet as another player's units, your units must take part in combat in the space combat or ground combat step." },
  terragenesis: { id: 'terragenesis', faction: 'titans', name: 'Terragenesis', expansion: 'pok', kind: 'triggered', window: 'after-exploring',
    text: 'After you explore a planet that has no sleeper token, you may place 1 sleeper token on it or move one there from another planet.' },

  // ---- Council Keleres (Codex III)
  the_tribuni: { id: 'the_tribuni', faction: 'keleres', name: 'The Tribuni', expansion: 'codex3', kind: 'passive', window: 'setup',
    text: "At setup, choose one of the Mentak, Xxcha and Argent Flight factions that nobody is playing; take that faction's home system, command tokens and control markers, and the Keleres hero that matches it." },
  council_patronage: { id: 'council_patronage', faction: 'keleres', name: 'Council Patronage', expansion: 'codex3', kind: 'triggered', window: 'strategy-phase-start',
    text: 'At the start of the strategy phase, replenish your commodities, then gain 1 trade good.' },
  laws_order: { id: 'laws_order', faction: 'keleres', name: "Law's Order", expansion: 'codex3', kind: 'triggered', window: 'start-of-turn',
    text: 'At the start of your turn, you may spend 1 influence: until the end of your turn, treat every law as blank.' },
} as const satisfies Record<string, FactionAbilityDef>;

export type FactionAbilityId = keyof typeof FACTION_ABILITIES;
export const FACTION_ABILITY_IDS = Object.keys(FACTION_ABILITIES) as FactionAbilityId[];

export function isFactionAbilityId(s: string): s is FactionAbilityId {
  return Object.hasOwn(FACTION_ABILITIES, s);
}

export function factionAbility(id: string): FactionAbilityDef | undefined {
  return isFactionAbilityId(id) ? FACTION_ABILITIES[id] : undefined;
}

/** The abilities printed on a faction's sheet, in table order. */
export function abilitiesOf(faction: LeaderFaction): FactionAbilityId[] {
  return FACTION_ABILITY_IDS.filter((id) => FACTION_ABILITIES[id].faction === faction);
}
