// LRR 50 (leader sheet) and 51 (leaders): every agent, commander and hero of the 17 base, 7 PoK and Council Keleres
// factions, with the timing window each ability uses (see /work/shared/timing-windows.md) and the unlock conditions.
// Ids are the reference ids. Texts are our own wording of each card's effect. Where Codex III replaced a card with an
// Ω version (Naalu agent and commander, Yin agent, commander and hero, Xxcha hero) the Ω version is the one listed.
import type { Expansion, PlanetTrait, UnitType } from './types';

/** The 25 playable factions by reference alias; the three Keleres variants share one alias (LRR 51, Codex III). */
export const LEADER_FACTIONS = [
  'arborec', 'ghost', 'hacan', 'jolnar', 'l1z1x', 'letnev', 'mentak', 'muaat', 'naalu', 'nekro', 'saar', 'sardakk',
  'sol', 'winnu', 'xxcha', 'yin', 'yssaril',
  'argent', 'cabal', 'empyrean', 'mahact', 'nomad', 'naaz', 'titans',
  'keleres',
] as const;
export type LeaderFaction = (typeof LEADER_FACTIONS)[number];

/** The faction whose home system the Keleres took (The Tribuni); it decides which Keleres hero they use. */
export const KELERES_TRIBUNI = ['mentak', 'xxcha', 'argent'] as const;
export type KeleresTribunus = (typeof KELERES_TRIBUNI)[number];

/**
 * Named timing windows used by leaders and faction abilities, grouped by where they fall in the game's flow.
 * 'when-…' windows resolve before the matching 'after-…' windows (LRR I.13 timing).
 */
export const LEADER_WINDOWS = [
  // Any time / whole phases
  'action', // component action (LRR 22)
  'any-time',
  'during-action-phase',
  'start-of-turn',
  'end-of-turn',
  // Strategy phase and strategic actions
  'strategy-phase-start',
  'strategy-phase-end',
  'when-spending-token-for-secondary',
  'after-strategy-card-ability-resolved',
  'after-strategy-token-spent',
  'after-component-action',
  // Tactical action (LRR 89)
  'after-system-activated',
  'during-tactical-action',
  'after-ships-move',
  'start-of-combat',
  'start-of-combat-round',
  'during-combat',
  'anti-fighter-barrage',
  'when-unit-ability-roll',
  'after-unit-ability-roll',
  'after-roll-dice',
  'before-hit-assigned',
  'after-sustain-damage',
  'after-unit-destroyed',
  'end-of-combat-round',
  'when-combat-won',
  'after-combat-won',
  'bombardment',
  'commit-ground-forces',
  'when-planet-gained',
  'after-planet-gained',
  'end-of-tactical-action',
  'when-producing-units',
  // Economy, technology, cards, exploration
  'when-trade-goods-gained',
  'after-trade-goods-gained',
  'after-pillage',
  'after-commodities-replenished',
  'when-researching',
  'after-technology-gained',
  'when-exhausting-planets',
  'when-drawing-action-cards',
  'when-exploring',
  'after-exploring',
  // Status phase (LRR 81)
  'status-phase-start',
  'when-gaining-command-tokens',
  'status-phase-end',
  // Agenda phase (LRR 8)
  'when-agenda-revealed',
  'after-agenda-revealed',
  'when-casting-votes',
  'after-agenda-resolved',
  // Game setup (faction abilities only)
  'setup',
] as const;
export type LeaderWindow = (typeof LEADER_WINDOWS)[number];

export const LEADER_KINDS = ['agent', 'commander', 'hero'] as const;
export type LeaderKind = (typeof LEADER_KINDS)[number];

/**
 * What using the ability does to the card: agents exhaust (51.4), commanders stay faceup (51.7), heroes are purged
 * (51.12); the Titans hero is attached to Elysium instead (51.12a), and the Ω Xxcha hero is a lasting effect.
 */
export const LEADER_USAGES = ['exhaust', 'purge', 'passive', 'attach'] as const;
export type LeaderUsage = (typeof LEADER_USAGES)[number];

type UnitAbilityName = 'anti-fighter-barrage' | 'space-cannon' | 'bombardment';

/** Machine-readable unlock conditions (51.6, 51.10); 'custom' ones need an event the engine tracks by hand. */
export type UnlockCondition =
  | { readonly kind: 'scored-objectives'; readonly count: number }
  | { readonly kind: 'scored-secret-objectives'; readonly count: number }
  | { readonly kind: 'control-planets'; readonly count: number; readonly trait?: PlanetTrait; readonly nonHome?: true }
  | { readonly kind: 'planet-values'; readonly value: 'resources' | 'influence'; readonly total: number }
  | { readonly kind: 'ground-forces-on-controlled-planets'; readonly count: number }
  | { readonly kind: 'units-on-board'; readonly units: readonly UnitType[]; readonly count: number }
  | { readonly kind: 'units-with-unit-abilities'; readonly abilities: readonly UnitAbilityName[]; readonly count: number }
  | { readonly kind: 'units-in-systems'; readonly count: number; readonly unit?: UnitType; readonly systemHas?: 'gravity-rift' | 'alpha-or-beta-wormhole' }
  | { readonly kind: 'non-fighter-ships-in-one-system'; readonly count: number }
  | { readonly kind: 'technologies'; readonly count: number; readonly valefarNeedsToken?: true }
  | { readonly kind: 'trade-goods'; readonly count: number }
  | { readonly kind: 'action-cards-in-hand'; readonly count: number }
  | { readonly kind: 'other-factions-tokens-in-fleet-pool'; readonly count: number }
  | { readonly kind: 'neighbors-with-all-players' }
  | { readonly kind: 'produce-unit'; readonly unit: UnitType }
  | { readonly kind: 'custom' };

export interface LeaderUnlock {
  readonly text: string;
  readonly condition: UnlockCondition;
}

export interface LeaderDef {
  readonly id: string;
  readonly faction: LeaderFaction;
  readonly kind: LeaderKind;
  readonly name: string;
  readonly title: string;
  /** Heroes' printed ability name. */
  readonly abilityName?: string;
  readonly expansion: Expansion;
  /** Codex III Ω card that replaced the PoK original. */
  readonly omega?: true;
  readonly window: LeaderWindow;
  readonly usage: LeaderUsage;
  /** null for agents: they begin unlocked (51.4). */
  readonly unlock: LeaderUnlock | null;
  readonly text: string;
  /** Nomad agents granted by The Company (51.1a), kept beside the leader sheet. */
  readonly extraAgent?: true;
  /** Keleres heroes: the Tribuni faction whose hero this is. */
  readonly tribunus?: KeleresTribunus;
}

const HERO_UNLOCK = { text: 'Have 3 scored objectives (public or secret, in any mix).', condition: { kind: 'scored-objectives', count: 3 } } as const satisfies LeaderUnlock;

export const LEADERS = {
  // ---- Agents (51.3–51.4): unlocked from the start, exhausted when used, readied in the status phase.
  arborecagent: { id: 'arborecagent', faction: 'arborec', kind: 'agent', name: 'Letani Ospha', title: 'Unity Through Peace', expansion: 'pok', window: 'action', usage: 'exhaust', unlock: null,
    text: "Exhaust and choose any player's non-fighter ship: its owner may replace it with a ship from their reinforcements that costs at most 2 more than it." },
  argentagent: { id: 'argentagent', faction: 'argent', kind: 'agent', name: 'Trilossa Aun Mirik', title: 'Scorn of Ylir', expansion: 'pok', window: 'when-producing-units', usage: 'exhaust', unlock: null,
    text: 'When any player produces ground forces in a system, you may exhaust: that player may place those ground forces on any planets they control in that system or in adjacent systems.' },
  cabalagent: { id: 'cabalagent', faction: 'cabal', kind: 'agent', name: 'The Stillness of Stars', title: 'Oppressive Silence', expansion: 'pok', window: 'after-commodities-replenished', usage: 'exhaust', unlock: null,
    text: "After another player replenishes commodities, you may exhaust: all of that player's commodities become trade goods, and you capture 1 unit from their reinforcements whose cost is no higher than their commodity value." },
  ghostagent: { id: 'ghostagent', faction: 'ghost', kind: 'agent', name: 'Emissary Taivra', title: 'The Azure Whisper', expansion: 'pok', window: 'after-system-activated', usage: 'exhaust', unlock: null,
    text: 'After any player activates a system containing a wormhole other than a delta wormhole, you may exhaust: for the rest of that tactical action the system is adjacent to every other system that contains a wormhole.' },
  empyreanagent: { id: 'empyreanagent', faction: 'empyrean', kind: 'agent', name: 'Acamar', title: 'The Gift of Night', expansion: 'pok', window: 'after-ships-move', usage: 'exhaust', unlock: null,
    text: 'After any player moves ships into a system that has no planets, you may exhaust: that player gains 1 command token.' },
  hacanagent: { id: 'hacanagent', faction: 'hacan', kind: 'agent', name: 'Carth of the Golden Sands', title: 'Tripartite Governor', expansion: 'pok', window: 'during-action-phase', usage: 'exhaust', unlock: null,
    text: "At any point during the action phase, you may exhaust to either gain 2 commodities or replenish another player's commodities." },
  jolnaragent: { id: 'jolnaragent', faction: 'jolnar', kind: 'agent', name: 'Doctor Sucaban', title: 'Head of Medical "R&D"', expansion: 'pok', window: 'when-researching', usage: 'exhaust', unlock: null,
    text: 'When any player spends resources to research, you may exhaust: that player may remove any number of their infantry from the board, paying 1 resource less for each one removed.' },
  keleresagent: { id: 'keleresagent', faction: 'keleres', kind: 'agent', name: 'Xander Alexin Victori III', title: 'Miracle Worker', expansion: 'codex3', window: 'any-time', usage: 'exhaust', unlock: null,
    text: 'At any time, you may exhaust to let one player (you included) spend commodities as if they were trade goods.' },
  l1z1xagent: { id: 'l1z1xagent', faction: 'l1z1x', kind: 'agent', name: 'I48S', title: 'Enhancer Prodigy', expansion: 'pok', window: 'after-system-activated', usage: 'exhaust', unlock: null,
    text: 'After any player activates a system, you may exhaust: that player may replace 1 of their infantry in the active system with 1 mech from their reinforcements.' },
  letnevagent: { id: 'letnevagent', faction: 'letnev', kind: 'agent', name: 'Viscount Unlenn', title: 'The Dunlain Scourge', expansion: 'pok', window: 'start-of-combat-round', usage: 'exhaust', unlock: null,
    text: 'At the start of a space combat round, you may exhaust and choose 1 ship in the active system (any player\'s): it rolls 1 extra die this round.' },
  mahactagent: { id: 'mahactagent', faction: 'mahact', kind: 'agent', name: 'Jae Mir Kan', title: 'Archon of Prosperity', expansion: 'pok', window: 'when-spending-token-for-secondary', usage: 'exhaust', unlock: null,
    text: "When you would spend a command token to follow another player's strategic action (secondary ability), you may exhaust: instead remove 1 of the active player's command tokens from the board and spend it in place of yours." },
  mentakagent: { id: 'mentakagent', faction: 'mentak', kind: 'agent', name: 'Suffi An', title: '90% Smuggler, 110% Energy', expansion: 'pok', window: 'after-pillage', usage: 'exhaust', unlock: null,
    text: 'After Pillage is used against another player, you may exhaust: you and that player each draw 1 action card.' },
  muaatagent: { id: 'muaatagent', faction: 'muaat', kind: 'agent', name: 'Umbat', title: 'Forgemaster', expansion: 'pok', window: 'action', usage: 'exhaust', unlock: null,
    text: 'Exhaust and choose a player: they may produce up to 2 units, each costing 4 or less (paid as usual), in a system that contains one of their war suns or their flagship.' },
  naaluagent: { id: 'naaluagent', faction: 'naalu', kind: 'agent', name: "Z'eu", title: 'Agent of the Nefishh', expansion: 'pok', omega: true, window: 'action', usage: 'exhaust', unlock: null,
    text: 'Exhaust and choose a player: they may perform a tactical action in a system that is not a home system without placing a command token; the system still counts as activated.' },
  naazagent: { id: 'naazagent', faction: 'naaz', kind: 'agent', name: 'Garv and Gunn', title: 'Plucky Archaeologists', expansion: 'pok', window: 'end-of-turn', usage: 'exhaust', unlock: null,
    text: "At the end of any player's turn, you may exhaust: that player may explore 1 planet they control." },
  nekroagent: { id: 'nekroagent', faction: 'nekro', kind: 'agent', name: 'Nekro Malleon', title: 'The Shifting Host', expansion: 'pok', window: 'during-action-phase', usage: 'exhaust', unlock: null,
    text: 'At any point during the action phase, you may exhaust and choose a player: that player may discard 1 action card, or spend 1 command token from their command sheet, to gain 2 trade goods.' },
  nomadagentmercer: { id: 'nomadagentmercer', faction: 'nomad', kind: 'agent', name: 'Field Marshal Mercer', title: 'Shikrai General', expansion: 'pok', window: 'end-of-turn', usage: 'exhaust', unlock: null,
    text: "At the end of any player's turn, you may exhaust: that player may pick up to 2 of their ground forces from anywhere on the board and place them on planets they control in the active system." },
  nomadagentartuno: { id: 'nomadagentartuno', faction: 'nomad', kind: 'agent', name: 'Artuno the Betrayer', title: 'Sumerian Overseer', expansion: 'pok', window: 'when-trade-goods-gained', usage: 'exhaust', unlock: null, extraAgent: true,
    text: 'When you gain trade goods from the supply, you may exhaust: also put that many trade goods from the supply on this card. When this card readies, you gain the trade goods on it.' },
  // The reference spells the title "Temporal Engima"; corrected here.
  nomadagentthundarian: { id: 'nomadagentthundarian', faction: 'nomad', kind: 'agent', name: 'The Thundarian', title: 'Temporal Enigma', expansion: 'pok', window: 'after-roll-dice', usage: 'exhaust', unlock: null, extraAgent: true,
    text: 'After the roll dice step of any combat round, you may exhaust: neither player assigns the hits just rolled, and the round goes back to its roll dice step (both sides roll again).' },
  sardakkagent: { id: 'sardakkagent', faction: 'sardakk', kind: 'agent', name: "T'ro", title: 'Tekklar Legionnaire', expansion: 'pok', window: 'end-of-tactical-action', usage: 'exhaust', unlock: null,
    text: "At the end of any player's tactical action, you may exhaust: that player may place 2 infantry from their reinforcements on a planet they control in the active system." },
  // The reference writes "When a player activates a system"; the printed card (and the other agents of its kind) use "After".
  saaragent: { id: 'saaragent', faction: 'saar', kind: 'agent', name: 'Captain Mendosa', title: 'Captain of the Fifth Fleet', expansion: 'pok', window: 'after-system-activated', usage: 'exhaust', unlock: null,
    text: "After any player activates a system, you may exhaust: 1 of that player's ships gets a move value equal to the highest move value of any ship on the board." },
  solagent: { id: 'solagent', faction: 'sol', kind: 'agent', name: 'Evelyn DeLouis', title: 'Master Tactician', expansion: 'pok', window: 'start-of-combat-round', usage: 'exhaust', unlock: null,
    text: 'At the start of a ground combat round, you may exhaust and choose 1 ground force in the active system (any player\'s): it rolls 1 extra die this round.' },
  titansagent: { id: 'titansagent', faction: 'titans', kind: 'agent', name: 'Tellurian', title: 'The Protector', expansion: 'pok', window: 'before-hit-assigned', usage: 'exhaust', unlock: null,
    text: "Just before any hit would be assigned to any player's unit, you may exhaust to cancel that hit." },
  winnuagent: { id: 'winnuagent', faction: 'winnu', kind: 'agent', name: 'Berekar Berekon', title: 'Arbiter of Divine Right', expansion: 'pok', window: 'when-producing-units', usage: 'exhaust', unlock: null,
    text: "When any player's units use Production, you may exhaust: the total cost of the units produced is 2 lower." },
  xxchaagent: { id: 'xxchaagent', faction: 'xxcha', kind: 'agent', name: 'Ggrocuto Rinn', title: "The King's Shield", expansion: 'pok', window: 'action', usage: 'exhaust', unlock: null,
    text: "Exhaust to ready any planet. If it is in a system adjacent to a planet you control, you may also return 1 infantry on that planet to its owner's reinforcements." },
  // The reference spells the title "Purifed by Fire"; corrected here.
  yinagent: { id: 'yinagent', faction: 'yin', kind: 'agent', name: 'Brother Milor', title: 'Purified by Fire', expansion: 'pok', omega: true, window: 'after-unit-destroyed', usage: 'exhaust', unlock: null,
    text: "After any player's unit is destroyed, you may exhaust: that player may place 2 fighters in that system if it was a ship, or 2 infantry on its planet if it was a ground force (from their reinforcements)." },
  yssarilagent: { id: 'yssarilagent', faction: 'yssaril', kind: 'agent', name: 'Ssruu', title: 'Clever, Clever Ssruu', expansion: 'pok', window: 'any-time', usage: 'exhaust', unlock: null,
    text: "Has the ability of every other player's agent, even exhausted ones: exhaust Ssruu to resolve any one of them, in that agent's own timing." },

  // ---- Commanders (51.5–51.8): unlocked once their condition is met, never exhausted.
  arboreccommander: { id: 'arboreccommander', faction: 'arborec', kind: 'commander', name: 'Dirzuga Rophal', title: 'Peace Through Strength', expansion: 'pok', window: 'after-system-activated', usage: 'passive',
    unlock: { text: 'Have 12 or more ground forces on planets you control.', condition: { kind: 'ground-forces-on-controlled-planets', count: 12 } },
    text: 'After another player activates a system that contains any of your units with Production, you may produce 1 unit in that system.' },
  argentcommander: { id: 'argentcommander', faction: 'argent', kind: 'commander', name: 'Trrakan Aun Zulok', title: 'Strike Wing Commander', expansion: 'pok', window: 'when-unit-ability-roll', usage: 'passive',
    unlock: { text: 'Have 6 or more units with Anti-Fighter Barrage, Space Cannon or Bombardment on the board.', condition: { kind: 'units-with-unit-abilities', abilities: ['anti-fighter-barrage', 'space-cannon', 'bombardment'], count: 6 } },
    text: 'When your units roll for a unit ability (such as Anti-Fighter Barrage, Space Cannon or Bombardment), 1 of those units may roll 1 extra die.' },
  cabalcommander: { id: 'cabalcommander', faction: 'cabal', kind: 'commander', name: 'That Which Molds Flesh', title: 'Grisly Abomination', expansion: 'pok', window: 'when-producing-units', usage: 'passive',
    unlock: { text: 'Have units in 3 or more gravity rifts.', condition: { kind: 'units-in-systems', count: 3, systemHas: 'gravity-rift' } },
    text: 'When you produce fighters or infantry, up to 2 of them do not count toward your Production limit.' },
  ghostcommander: { id: 'ghostcommander', faction: 'ghost', kind: 'commander', name: 'Sai Seravus', title: 'Gatewarden', expansion: 'pok', window: 'after-ships-move', usage: 'passive',
    unlock: { text: 'Have units in 3 or more systems that contain an alpha or beta wormhole.', condition: { kind: 'units-in-systems', count: 3, systemHas: 'alpha-or-beta-wormhole' } },
    text: 'After your ships move: for each moved ship with a capacity value that passed through at least 1 wormhole, you may place 1 fighter from your reinforcements with it, as long as you have unused capacity in the active system.' },
  empyreancommander: { id: 'empyreancommander', faction: 'empyrean', kind: 'commander', name: 'Xuange', title: 'The Archivist', expansion: 'pok', window: 'after-ships-move', usage: 'passive',
    unlock: { text: 'Be neighbors with every other player.', condition: { kind: 'neighbors-with-all-players' } },
    text: 'After another player moves ships into a system that holds one of your command tokens, you may return that token to your reinforcements.' },
  hacancommander: { id: 'hacancommander', faction: 'hacan', kind: 'commander', name: 'Gila the Silvertongue', title: 'Kenaran Ambassador', expansion: 'pok', window: 'when-casting-votes', usage: 'passive',
    unlock: { text: 'Have 10 or more trade goods.', condition: { kind: 'trade-goods', count: 10 } },
    text: 'When you cast votes, you may spend any number of trade goods: each one spent casts 2 more votes.' },
  jolnarcommander: { id: 'jolnarcommander', faction: 'jolnar', kind: 'commander', name: 'Ta Zern', title: 'Deepwrought Visionary', expansion: 'pok', window: 'after-unit-ability-roll', usage: 'passive',
    unlock: { text: 'Own 8 or more technologies.', condition: { kind: 'technologies', count: 8 } },
    text: 'After you roll dice for a unit ability, you may reroll any of those dice.' },
  kelerescommander: { id: 'kelerescommander', faction: 'keleres', kind: 'commander', name: 'Suffi An', title: 'Working Multiple Angles', expansion: 'codex3', window: 'after-component-action', usage: 'passive',
    unlock: { text: 'Right after you play an action card that has a component action, spend 1 trade good.', condition: { kind: 'custom' } },
    text: 'After you perform a component action, you may perform 1 additional action.' },
  l1z1xcommander: { id: 'l1z1xcommander', faction: 'l1z1x', kind: 'commander', name: '2RAM', title: 'Integrated Systems Engineer', expansion: 'pok', window: 'bombardment', usage: 'passive',
    unlock: { text: 'Have 4 or more dreadnoughts on the board.', condition: { kind: 'units-on-board', units: ['dreadnought'], count: 4 } },
    text: 'Planetary Shield never stops your units from using Bombardment.' },
  letnevcommander: { id: 'letnevcommander', faction: 'letnev', kind: 'commander', name: 'Rear Admiral Farran', title: 'Sector XVIII Viceroy', expansion: 'pok', window: 'after-sustain-damage', usage: 'passive',
    unlock: { text: 'Have 5 or more non-fighter ships in a single system.', condition: { kind: 'non-fighter-ships-in-one-system', count: 5 } },
    text: 'After one of your units uses Sustain Damage, you may gain 1 trade good.' },
  mahactcommander: { id: 'mahactcommander', faction: 'mahact', kind: 'commander', name: 'Il Na Viroset', title: 'Archon of Virtue', expansion: 'pok', window: 'during-tactical-action', usage: 'passive',
    unlock: { text: "Have command tokens of 2 other factions in your fleet pool.", condition: { kind: 'other-factions-tokens-in-fleet-pool', count: 2 } },
    text: 'In your tactical actions you may activate a system that already holds your command token. If you do, return both tokens to your reinforcements and your turn ends.' },
  mentakcommander: { id: 'mentakcommander', faction: 'mentak', kind: 'commander', name: "S'ula Mentarion", title: 'Everyone\'s "Best Friend"', expansion: 'pok', window: 'after-combat-won', usage: 'passive',
    unlock: { text: 'Have 4 or more cruisers on the board.', condition: { kind: 'units-on-board', units: ['cruiser'], count: 4 } },
    text: 'After you win a space combat, you may make your opponent give you 1 promissory note from their hand (they pick which).' },
  muaatcommander: { id: 'muaatcommander', faction: 'muaat', kind: 'commander', name: 'Magmus', title: 'Gashlai Tribune', expansion: 'pok', window: 'after-strategy-token-spent', usage: 'passive',
    unlock: { text: 'Produce a war sun.', condition: { kind: 'produce-unit', unit: 'war-sun' } },
    text: 'After you spend a token from your strategy pool, you may gain 1 trade good.' },
  naalucommander: { id: 'naalucommander', faction: 'naalu', kind: 'commander', name: "M'aban", title: 'Crystalline Sorceress', expansion: 'pok', omega: true, window: 'any-time', usage: 'passive',
    unlock: { text: 'Have ground forces in the Mecatol Rex system or in a system adjacent to it.', condition: { kind: 'custom' } },
    text: "At any time you may look at your neighbors' promissory notes in hand and at the top and bottom cards of the agenda deck." },
  naazcommander: { id: 'naazcommander', faction: 'naaz', kind: 'commander', name: 'Dart and Tai', title: 'Adrenaline Junkies', expansion: 'pok', window: 'after-planet-gained', usage: 'passive',
    unlock: { text: 'Have mechs in 3 or more systems.', condition: { kind: 'units-in-systems', count: 3, unit: 'mech' } },
    text: 'After you take control of a planet that another player controlled, you may explore it.' },
  nekrocommander: { id: 'nekrocommander', faction: 'nekro', kind: 'commander', name: 'Nekro Acidos', title: 'Obsidian Reaper', expansion: 'pok', window: 'after-technology-gained', usage: 'passive',
    unlock: { text: 'Own 3 or more technologies; a Valefar Assimilator counts only while its X or Y token sits on a technology.', condition: { kind: 'technologies', count: 3, valefarNeedsToken: true } },
    text: 'After you gain a technology, you may draw 1 action card.' },
  nomadcommander: { id: 'nomadcommander', faction: 'nomad', kind: 'commander', name: 'Navarch Feng', title: 'Company Shipmaster', expansion: 'pok', window: 'when-producing-units', usage: 'passive',
    unlock: { text: 'Have 1 scored secret objective.', condition: { kind: 'scored-secret-objectives', count: 1 } },
    text: 'When you produce units, you may produce your flagship without spending any resources.' },
  saarcommander: { id: 'saarcommander', faction: 'saar', kind: 'commander', name: 'Rowl Sarring', title: 'Relay Engineer', expansion: 'pok', window: 'when-producing-units', usage: 'passive',
    unlock: { text: 'Have 3 or more space docks on the board.', condition: { kind: 'units-on-board', units: ['space-dock'], count: 3 } },
    text: 'When you produce fighters or infantry, you may place each of them at any of your space docks that is not blockaded, instead of where they were produced.' },
  sardakkcommander: { id: 'sardakkcommander', faction: 'sardakk', kind: 'commander', name: "G'hom Sek'kus", title: 'Valkyrie Elite', expansion: 'pok', window: 'commit-ground-forces', usage: 'passive',
    unlock: { text: 'Control 5 or more planets outside your home system.', condition: { kind: 'control-planets', count: 5, nonHome: true } },
    text: 'When committing ground forces, you may also commit (move) up to 1 ground force from each planet in the active system and from each planet in adjacent systems that hold none of your command tokens.' },
  solcommander: { id: 'solcommander', faction: 'sol', kind: 'commander', name: 'Claire Gibson', title: 'Voice of the People', expansion: 'pok', window: 'start-of-combat', usage: 'passive',
    unlock: { text: 'Control planets whose resource values total 12 or more.', condition: { kind: 'planet-values', value: 'resources', total: 12 } },
    text: 'At the start of a ground combat on a planet you control, you may place 1 infantry from your reinforcements on that planet.' },
  titanscommander: { id: 'titanscommander', faction: 'titans', kind: 'commander', name: 'Tungstantus', title: 'The Gardener', expansion: 'pok', window: 'when-producing-units', usage: 'passive',
    unlock: { text: 'Have 5 or more structures (PDS and space docks) on the board.', condition: { kind: 'units-on-board', units: ['pds', 'space-dock'], count: 5 } },
    text: 'When one or more of your units use Production, you may gain 1 trade good.' },
  winnucommander: { id: 'winnucommander', faction: 'winnu', kind: 'commander', name: 'Rickar Rickani', title: 'The Hand of the Emperor', expansion: 'pok', window: 'during-combat', usage: 'passive',
    unlock: { text: 'Control Mecatol Rex, or take part in a combat in the Mecatol Rex system.', condition: { kind: 'custom' } },
    text: 'Your units get +2 on every combat roll in the Mecatol Rex system, in your home system and in any system that contains a legendary planet.' },
  xxchacommander: { id: 'xxchacommander', faction: 'xxcha', kind: 'commander', name: 'Elder Qanoj', title: 'The Doom from Kklaj', expansion: 'pok', window: 'when-casting-votes', usage: 'passive',
    unlock: { text: 'Control planets whose influence values total 12 or more.', condition: { kind: 'planet-values', value: 'influence', total: 12 } },
    text: 'Each planet you exhaust to cast votes gives 1 extra vote, and no game effect can stop you from voting on an agenda.' },
  yincommander: { id: 'yincommander', faction: 'yin', kind: 'commander', name: 'Brother Omar', title: 'Spinner Devotee', expansion: 'pok', omega: true, window: 'when-researching', usage: 'passive',
    unlock: { text: 'Use any one of your faction abilities.', condition: { kind: 'custom' } },
    text: 'Counts as 1 green technology prerequisite. When you research a technology that another player owns, you may return 1 of your infantry to reinforcements to ignore all of its prerequisites.' },
  yssarilcommander: { id: 'yssarilcommander', faction: 'yssaril', kind: 'commander', name: 'So Ata', title: 'Loyal Only to a Point', expansion: 'pok', window: 'after-system-activated', usage: 'passive',
    unlock: { text: 'Have 7 or more action cards in hand.', condition: { kind: 'action-cards-in-hand', count: 7 } },
    text: "After another player activates a system that contains your units, you may look at that player's action cards, or their promissory notes, or their secret objectives (pick one)." },

  // ---- Heroes (51.9–51.12): unlocked by 3 scored objectives, purged after use.
  arborechero: { id: 'arborechero', faction: 'arborec', kind: 'hero', name: 'Letani Miasmiala', title: 'Strength Through Unity', abilityName: 'Ultrasonic Emitter: Overgrowth', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Produce any number of units in any number of systems that contain at least 1 of your ground forces (costs paid as usual). Then purge.' },
  argenthero: { id: 'argenthero', faction: 'argent', kind: 'hero', name: 'Mirik Aun Sissiri', title: 'Flightmaster', abilityName: 'Helix Protocol: Flock Migration', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: "Move any number of your ships from any systems into any other systems that hold one of your command tokens and no other player's ships. They may carry fighters and ground forces within capacity, but nothing lands. Then purge." },
  cabalhero: { id: 'cabalhero', faction: 'cabal', kind: 'hero', name: 'It Feeds on Carrion', title: 'Twisted Horror', abilityName: 'Dimensional Anchor: Event Horizon', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Every other player rolls 1 die for each of their non-fighter ships in or adjacent to a system with a dimensional tear; on a 1–3 you capture that ship. Fighters and ground forces removed because of it are captured too. Then purge.' },
  ghosthero: { id: 'ghosthero', faction: 'ghost', kind: 'hero', name: 'Riftwalker Meian', title: 'Shaleri Guardian', abilityName: 'Singularity Reactor: Changing the Ways', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Swap the board positions of any 2 systems that contain wormholes or your units, except the Creuss system and the wormhole nexus. Then purge.' },
  empyreanhero: { id: 'empyreanhero', faction: 'empyrean', kind: 'hero', name: 'Conservator Procyon', title: 'One with the Void', abilityName: 'Multiverse Shift: Opening the Eye', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Put a frontier token in every system that has no planets and no frontier token yet; then explore every frontier token in a system containing your ships. Then purge.' },
  hacanhero: { id: 'hacanhero', faction: 'hacan', kind: 'hero', name: 'Harrugh Gefhara', title: 'The Nascent Twilight', abilityName: 'Galactic Securities Net: Sanction of the Quieron', expansion: 'pok', window: 'when-producing-units', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'When your units use Production, you may make every unit you produce in this use of Production cost 0. If you do, purge.' },
  jolnarhero: { id: 'jolnarhero', faction: 'jolnar', kind: 'hero', name: "Rin, the Master's Legacy", title: 'Perfected Being', abilityName: 'Genetic Memory: Brilliance of the Hylar', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'For each technology you own that is not a unit upgrade, you may swap it for any technology of the same color from the technology deck. Then purge.' },
  keleresheroharka: { id: 'keleresheroharka', faction: 'keleres', kind: 'hero', name: 'Harka Leeds', title: 'Keleres Tribunii', abilityName: "Erwan's Covenant: The Winds of Change", expansion: 'codex3', tribunus: 'mentak', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Reveal action cards from the deck until 3 with a component action are revealed; draw those 3 and shuffle the others back into the deck. Then purge.' },
  keleresheroodlynn: { id: 'keleresheroodlynn', faction: 'keleres', kind: 'hero', name: 'Odlynn Myrr', title: 'Keleres Tribunii', abilityName: 'Operation Archon: Witching Hour', expansion: 'codex3', tribunus: 'xxcha', window: 'after-agenda-revealed', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'After an agenda is revealed: you may cast up to 6 extra votes on it. Predict an outcome aloud; for each player who votes for a different outcome, gain 1 trade good and 1 command token. Then purge.' },
  keleresherokuuasi: { id: 'keleresherokuuasi', faction: 'keleres', kind: 'hero', name: 'Kuuasi Aun Jalatai', title: 'Keleres Tribunii', abilityName: 'Overwing Zeta: Artemiris Ascendant', expansion: 'codex3', tribunus: 'argent', window: 'start-of-combat-round', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'At the start of a space combat round in a system containing a planet you control: place your flagship and up to 2 cruisers and/or destroyers in total from your reinforcements in the active system. Then purge.' },
  l1z1xhero: { id: 'l1z1xhero', faction: 'l1z1x', kind: 'hero', name: 'The Helmsman', title: 'The Last Record', abilityName: 'Dark Space Navigation: Diaspora', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: "Pick 1 system without other players' ships; you may move your flagship and any number of your dreadnoughts from other systems into it. They may carry units within capacity, but nothing lands. Then purge." },
  letnevhero: { id: 'letnevhero', faction: 'letnev', kind: 'hero', name: 'Darktalon Treilla', title: 'Void Revenant', abilityName: 'Dark Matter Affinity: Void Transference', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'For the rest of this game round, neither laws nor your fleet pool limit how many non-fighter ships you may have in a system. Purge at the end of the round.' },
  mahacthero: { id: 'mahacthero', faction: 'mahact', kind: 'hero', name: 'Airo Shir Aur', title: 'Archon of Command', abilityName: 'Benediction: Pax Magnifica', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: "Move every unit in the space area of any one system into an adjacent system that contains another player's ships. A space combat is fought there; neither side may retreat or use abilities that would move its ships. Then purge." },
  mentakhero: { id: 'mentakhero', faction: 'mentak', kind: 'hero', name: 'Ipswitch, Loose Cannon', title: 'Mercenary Raider', abilityName: 'Sleeper Cell: Insurrection', expansion: 'pok', window: 'start-of-combat', usage: 'purge', unlock: HERO_UNLOCK,
    text: "At the start of a space combat you are in, you may purge this: for each other player's ship destroyed in this combat, place 1 ship of the same type from your reinforcements in the active system." },
  muaathero: { id: 'muaathero', faction: 'muaat', kind: 'hero', name: "Adjudicator Ba'al", title: 'Starscourge', abilityName: 'Nova Seed: Gravitational Collapse', expansion: 'pok', window: 'after-ships-move', usage: 'purge', unlock: HERO_UNLOCK,
    text: "After you move a war sun into a system that is neither a home system nor Mecatol Rex: you may destroy all other players' units there and replace the tile with the Muaat supernova tile. If you do, purge this card and the planet cards of the replaced tile." },
  naaluhero: { id: 'naaluhero', faction: 'naalu', kind: 'hero', name: 'The Oracle', title: 'Corrupted Mind', abilityName: 'C-Radium Geometry: Poison of the Nefishh', expansion: 'pok', window: 'status-phase-end', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'At the end of the status phase, you may make every other player give you 1 promissory note from their hand (they pick which). If you do, purge.' },
  naazhero: { id: 'naazhero', faction: 'naaz', kind: 'hero', name: 'Hesh and Prit', title: 'Architect Savants', abilityName: 'Perfect Synthesis: Forge Legend', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Gain 1 relic, then perform the secondary ability of up to 2 strategy cards that are readied or were not chosen, paying their command tokens from your reinforcements instead of your strategy pool. Then purge.' },
  nekrohero: { id: 'nekrohero', faction: 'nekro', kind: 'hero', name: 'UNIT.DSGN.FLAYESH', title: 'Recursive Tyrant', abilityName: 'Polymorphic Algorithm: Devour World', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: "Pick a planet with a technology specialty in a system containing your units. Destroy all other players' units on it, gain trade goods equal to its resources plus influence, and gain 1 technology of its specialty's color. Then purge." },
  nomadhero: { id: 'nomadhero', faction: 'nomad', kind: 'hero', name: 'Ahk-Syl Siven', title: 'Sole Survivor', abilityName: 'Probability Matrix: Time Warp', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'For the rest of this game round, your flagship and the units it transports may move out of systems that hold your command tokens. Purge at the end of the round.' },
  sardakkhero: { id: 'sardakkhero', faction: 'sardakk', kind: 'hero', name: "Sh'val, Harbinger", title: 'Master of the First', abilityName: 'Tekklar Conditioning: Brood Swarm', expansion: 'pok', window: 'after-ships-move', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'After you move ships into the active system, you may jump straight to the commit ground forces step (skipping space cannon offense, space combat and bombardment). If you do, once you have committed ground forces to land, purge this and return all your ships in the active system to your reinforcements.' },
  saarhero: { id: 'saarhero', faction: 'saar', kind: 'hero', name: 'Gurno Aggero', title: 'Captain of the First Fleet', abilityName: 'Armageddon Relay: The Lay of Lisis', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: "Pick 1 system adjacent to one of your space docks; destroy all other players' infantry and fighters in it. Then purge." },
  solhero: { id: 'solhero', faction: 'sol', kind: 'hero', name: 'Jace X, 4th Air Legion', title: 'Federation Hero', abilityName: 'Helio Command Array: Twilight Directive', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Return every one of your command tokens on the board to your reinforcements. Then purge.' },
  titanshero: { id: 'titanshero', faction: 'titans', kind: 'hero', name: 'Ul the Progenitor', title: "Elysium's Core", abilityName: 'Geoform: Awakening', expansion: 'pok', window: 'action', usage: 'attach', unlock: HERO_UNLOCK,
    text: 'Ready Elysium and attach this card to it: Elysium gets +3 resources and +3 influence and has Space Cannon 5 (x3) as if it were a unit. Not purged.' },
  winnuhero: { id: 'winnuhero', faction: 'winnu', kind: 'hero', name: 'Mathis Mathinus', title: 'Reclamation Executor', abilityName: 'Imperial Seal: Sins of the Father', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: "Perform the primary ability of any strategy card; then choose any number of other players, who may each perform that card's secondary ability. Then purge." },
  xxchahero: { id: 'xxchahero', faction: 'xxcha', kind: 'hero', name: 'Xxekir Grom', title: "The Council's Heart", abilityName: 'Political Data Nexus: Voice of the Council', expansion: 'pok', omega: true, window: 'when-exhausting-planets', usage: 'passive', unlock: HERO_UNLOCK,
    text: 'Whenever you exhaust planets, add their resources and influence together; the total counts as both resources and influence. Never purged: lasts the rest of the game once unlocked.' },
  yinhero: { id: 'yinhero', faction: 'yin', kind: 'hero', name: 'Dannel of the Tenth', title: 'High Priest of Yin', abilityName: 'Quantum Dissemination: Blessing of the Yin', expansion: 'pok', omega: true, window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Commit up to 3 infantry from your reinforcements to any planets that are not home planets and resolve invasions (ground combat) on them; nobody may use Space Cannon against those infantry. Then purge.' },
  yssarilhero: { id: 'yssarilhero', faction: 'yssaril', kind: 'hero', name: 'Kyver, Blade and Key', title: 'Guild Assassin', abilityName: 'Guild of Spies: Extortion', expansion: 'pok', window: 'action', usage: 'purge', unlock: HERO_UNLOCK,
    text: 'Every other player shows you 1 action card from their hand; for each player, either take that card or make them discard 3 random action cards. Then purge.' },
} as const satisfies Record<string, LeaderDef>;

export type LeaderId = keyof typeof LEADERS;
export const LEADER_IDS = Object.keys(LEADERS) as LeaderId[];

export function isLeaderId(s: string): s is LeaderId {
  return Object.hasOwn(LEADERS, s);
}

export function leader(id: string): LeaderDef | undefined {
  return isLeaderId(id) ? LEADERS[id] : undefined;
}

export interface FactionLeaders {
  /** The agent printed for the leader sheet slot. */
  readonly agent: LeaderId;
  readonly commander: LeaderId;
  readonly hero: LeaderId;
  /** Nomad only: the two agents granted by The Company (51.1a). */
  readonly extraAgents: readonly LeaderId[];
}

/** The leaders a faction places during setup (51.2). The Keleres hero depends on the Tribuni faction chosen. */
export function leadersOf(faction: Exclude<LeaderFaction, 'keleres'>): FactionLeaders;
export function leadersOf(faction: 'keleres', tribunus: KeleresTribunus): FactionLeaders;
export function leadersOf(faction: LeaderFaction, tribunus?: KeleresTribunus): FactionLeaders {
  const own = LEADER_IDS.filter((id) => LEADERS[id].faction === faction);
  const pick = (kind: LeaderKind, extra: boolean): LeaderId[] =>
    own.filter((id) => {
      const def: LeaderDef = LEADERS[id];
      return def.kind === kind && (def.extraAgent === true) === extra && (kind !== 'hero' || def.tribunus === tribunus);
    });
  const [agent] = pick('agent', false);
  const [commander] = pick('commander', false);
  const [hero] = pick('hero', false);
  // Every faction in LEADER_FACTIONS has all three in the table (tested); a miss is a bug, not a rule violation.
  if (!agent || !commander || !hero) throw new Error(`incomplete leaders for ${faction}`);
  return { agent, commander, hero, extraAgents: pick('agent', true) };
}
