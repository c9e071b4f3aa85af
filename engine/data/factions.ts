// Faction sheets (LRR setup steps 3, 5 and 11; 60 neighbors for the Creuss gate): home system, commodities,
// starting units and technologies, faction technologies, abilities, units, promissory notes and leaders.
// Ids are the reference aliases. The Council Keleres (Codex III) is one faction that takes, at setup, the home
// system of the Xxcha, Argent or Mentak when that faction is not in the game (homeSystemOptions); its hero depends
// on that choice. Starting ground forces are placed on home planets as the player chooses (setup step 11).
import type { FactionDef } from './types';

/** Every technology that belongs to no faction (the Keleres starting choice draws from these). */
const GENERIC_TECHNOLOGIES = [
  'amd', 'gd', 'fl', 'lwd', 'det', 'sr', 'nm', 'dxa', 'hm', 'x89', 'pa', 'bs', 'ps', 'md', 'da', 'asc', 'aida', 'sar',
  'st', 'gls', 'td', 'ie', 'sdn', 'pi', 'ws', 'sd2', 'cr2', 'dn2', 'dd2', 'pds2', 'cv2', 'ff2', 'inf2',
] as const;

export const FACTIONS = {
  arborec: {
    id: 'arborec', name: 'The Arborec', expansion: 'base', homeSystem: '5', homePlanets: ['nestphar'],
    commodities: 3, startingUnits: { space: { carrier: 1, cruiser: 1, fighter: 2 }, ground: { infantry: 4, pds: 1, 'space-dock': 1 } },
    startingTechnologies: ['md'],
    factionTechnologies: ['bio', 'lw2'], abilities: ['mitosis'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'arborec_flagship', 'arborec_infantry', 'arborec_mech', 'pds', 'spacedock'],
    promissoryNote: 'stymie', promissoryNotes: ['stymie'],
    leaders: { agent: 'arborecagent', commander: 'arboreccommander', hero: 'arborechero' },
  },
  ghost: {
    id: 'ghost', name: 'The Ghosts of Creuss', expansion: 'base', homeSystem: '51', homePlanets: ['creuss'],
    commodities: 4, startingUnits: { space: { carrier: 1, destroyer: 2, fighter: 2 }, ground: { infantry: 4, 'space-dock': 1 } },
    startingTechnologies: ['gd'],
    factionTechnologies: ['ds', 'wg'], abilities: ['quantum_entanglement', 'slipstream', 'creuss_gate'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'ghost_flagship', 'infantry', 'ghost_mech', 'pds', 'spacedock'],
    promissoryNote: 'iff', promissoryNotes: ['iff'],
    leaders: { agent: 'ghostagent', commander: 'ghostcommander', hero: 'ghosthero' },
  },
  hacan: {
    id: 'hacan', name: 'The Emirates of Hacan', expansion: 'base', homeSystem: '16', homePlanets: ['arretze', 'hercant', 'kamdorn'],
    commodities: 6, startingUnits: { space: { carrier: 2, cruiser: 1, fighter: 2 }, ground: { infantry: 4, 'space-dock': 1 } },
    startingTechnologies: ['st', 'amd'],
    factionTechnologies: ['qdn', 'pm'], abilities: ['master_of_trade', 'guild_ships', 'arbiters'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'hacan_flagship', 'infantry', 'hacan_mech', 'pds', 'spacedock'],
    promissoryNote: 'convoys', promissoryNotes: ['convoys'],
    leaders: { agent: 'hacanagent', commander: 'hacancommander', hero: 'hacanhero' },
  },
  jolnar: {
    id: 'jolnar', name: 'The Universities of Jol-Nar', expansion: 'base', homeSystem: '12', homePlanets: ['jol', 'nar'],
    commodities: 4, startingUnits: { space: { carrier: 2, dreadnought: 1, fighter: 1 }, ground: { infantry: 2, pds: 2, 'space-dock': 1 } },
    startingTechnologies: ['amd', 'st', 'nm', 'ps'],
    factionTechnologies: ['ers', 'scc'], abilities: ['fragile', 'brilliant', 'analytical'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'jolnar_flagship', 'infantry', 'jolnar_mech', 'pds', 'spacedock'],
    promissoryNote: 'ra', promissoryNotes: ['ra'],
    leaders: { agent: 'jolnaragent', commander: 'jolnarcommander', hero: 'jolnarhero' },
  },
  l1z1x: {
    id: 'l1z1x', name: 'The L1Z1X Mindnet', expansion: 'base', homeSystem: '6', homePlanets: ['0.0.0'],
    commodities: 2, startingUnits: { space: { carrier: 1, dreadnought: 1, fighter: 3 }, ground: { infantry: 5, pds: 1, 'space-dock': 1 } },
    startingTechnologies: ['ps', 'nm'],
    factionTechnologies: ['is', 'sdn2'], abilities: ['assimilate', 'harrow'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'l1z1x_dreadnought', 'l1z1x_flagship', 'infantry', 'l1z1x_mech', 'pds', 'spacedock'],
    promissoryNote: 'ce', promissoryNotes: ['ce'],
    leaders: { agent: 'l1z1xagent', commander: 'l1z1xcommander', hero: 'l1z1xhero' },
  },
  letnev: {
    id: 'letnev', name: 'The Barony of Letnev', expansion: 'base', homeSystem: '10', homePlanets: ['arcprime', 'wrenterra'],
    commodities: 2, startingUnits: { space: { carrier: 1, destroyer: 1, dreadnought: 1, fighter: 1 }, ground: { infantry: 3, 'space-dock': 1 } },
    startingTechnologies: ['amd', 'ps'],
    factionTechnologies: ['l4', 'nes'], abilities: ['munitions', 'armada'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'letnev_flagship', 'infantry', 'letnev_mech', 'pds', 'spacedock'],
    promissoryNote: 'war_funding', promissoryNotes: ['war_funding'],
    leaders: { agent: 'letnevagent', commander: 'letnevcommander', hero: 'letnevhero' },
  },
  mentak: {
    id: 'mentak', name: 'The Mentak Coalition', expansion: 'base', homeSystem: '2', homePlanets: ['mollprimus'],
    commodities: 2, startingUnits: { space: { carrier: 1, cruiser: 2, fighter: 3 }, ground: { infantry: 4, pds: 1, 'space-dock': 1 } },
    startingTechnologies: ['ps', 'st'],
    factionTechnologies: ['mc', 'so'], abilities: ['ambush', 'pillage'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'mentak_flagship', 'infantry', 'mentak_mech', 'pds', 'spacedock'],
    promissoryNote: 'pop', promissoryNotes: ['pop'],
    leaders: { agent: 'mentakagent', commander: 'mentakcommander', hero: 'mentakhero' },
  },
  muaat: {
    id: 'muaat', name: 'The Embers of Muaat', expansion: 'base', homeSystem: '4', homePlanets: ['muaat'],
    commodities: 4, startingUnits: { space: { 'war-sun': 1, fighter: 2 }, ground: { infantry: 4, 'space-dock': 1 } },
    startingTechnologies: ['ps'],
    factionTechnologies: ['pws2', 'mr'], abilities: ['star_forge', 'gashlai_physiology'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'muaat_flagship', 'muaat_warsun', 'infantry', 'muaat_mech', 'pds', 'spacedock'],
    promissoryNote: 'fires', promissoryNotes: ['fires'],
    leaders: { agent: 'muaatagent', commander: 'muaatcommander', hero: 'muaathero' },
  },
  naalu: {
    id: 'naalu', name: 'The Naalu Collective', expansion: 'base', homeSystem: '9', homePlanets: ['maaluuk', 'druaa'],
    commodities: 3, startingUnits: { space: { carrier: 1, cruiser: 1, destroyer: 1, fighter: 3 }, ground: { infantry: 4, pds: 1, 'space-dock': 1 } },
    startingTechnologies: ['st', 'nm'],
    factionTechnologies: ['ng', 'hcf2'], abilities: ['telepathic', 'foresight'],
    units: ['naalu_fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'naalu_flagship', 'infantry', 'naalu_mech_omega', 'pds', 'spacedock'],
    promissoryNote: 'gift', promissoryNotes: ['gift'],
    leaders: { agent: 'naaluagent', commander: 'naalucommander', hero: 'naaluhero' },
  },
  nekro: {
    id: 'nekro', name: 'The Nekro Virus', expansion: 'base', homeSystem: '8', homePlanets: ['mordaiii'],
    commodities: 3, startingUnits: { space: { carrier: 1, cruiser: 1, dreadnought: 1, fighter: 2 }, ground: { infantry: 2, 'space-dock': 1 } },
    startingTechnologies: ['dxa'],
    factionTechnologies: ['vax', 'vay'], abilities: ['galactic_threat', 'technological_singularity', 'propagation'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'nekro_flagship', 'infantry', 'nekro_mech', 'pds', 'spacedock'],
    promissoryNote: 'antivirus', promissoryNotes: ['antivirus'],
    leaders: { agent: 'nekroagent', commander: 'nekrocommander', hero: 'nekrohero' },
  },
  saar: {
    id: 'saar', name: 'The Clan of Saar', expansion: 'base', homeSystem: '11', homePlanets: ['ragh', 'lisisii'],
    commodities: 3, startingUnits: { space: { carrier: 2, cruiser: 1, fighter: 2, 'space-dock': 1 }, ground: { infantry: 4 } },
    startingTechnologies: ['amd'],
    factionTechnologies: ['ffac2', 'cm'], abilities: ['scavenge', 'nomadic'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'saar_flagship', 'infantry', 'saar_mech', 'pds', 'saar_spacedock'],
    promissoryNote: 'ragh', promissoryNotes: ['ragh'],
    leaders: { agent: 'saaragent', commander: 'saarcommander', hero: 'saarhero' },
  },
  sardakk: {
    id: 'sardakk', name: 'The Sardakk Norr', expansion: 'base', homeSystem: '13', homePlanets: ['quinarra', 'trenlak'],
    commodities: 3, startingUnits: { space: { carrier: 2, cruiser: 1 }, ground: { infantry: 5, pds: 1, 'space-dock': 1 } },
    startingTechnologies: [],
    factionTechnologies: ['exo2', 'vpw'], abilities: ['unrelenting'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'sardakk_dreadnought', 'sardakk_flagship', 'infantry', 'sardakk_mech', 'pds', 'spacedock'],
    promissoryNote: 'tekklar', promissoryNotes: ['tekklar'],
    leaders: { agent: 'sardakkagent', commander: 'sardakkcommander', hero: 'sardakkhero' },
  },
  sol: {
    id: 'sol', name: 'The Federation of Sol', expansion: 'base', homeSystem: '1', homePlanets: ['jord'],
    commodities: 4, startingUnits: { space: { carrier: 2, destroyer: 1, fighter: 3 }, ground: { infantry: 5, 'space-dock': 1 } },
    startingTechnologies: ['amd', 'nm'],
    factionTechnologies: ['so2', 'ac2'], abilities: ['orbital_drop', 'versatile'],
    units: ['fighter', 'destroyer', 'cruiser', 'sol_carrier', 'dreadnought', 'sol_flagship', 'sol_infantry', 'sol_mech', 'pds', 'spacedock'],
    promissoryNote: 'ms', promissoryNotes: ['ms'],
    leaders: { agent: 'solagent', commander: 'solcommander', hero: 'solhero' },
  },
  winnu: {
    id: 'winnu', name: 'The Winnu', expansion: 'base', homeSystem: '7', homePlanets: ['winnu'],
    commodities: 3, startingUnits: { space: { carrier: 1, cruiser: 1, fighter: 2 }, ground: { infantry: 2, pds: 1, 'space-dock': 1 } },
    startingTechnologies: [],
    // Winnu faction sheet: any 1 technology that has no prerequisites.
    startingTechnologyChoice: { count: 1, from: ['amd', 'det', 'nm', 'pa', 'ps', 'aida', 'st', 'sdn'] },
    factionTechnologies: ['lgf', 'htp'], abilities: ['blood_ties', 'reclamation'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'winnu_flagship', 'infantry', 'winnu_mech', 'pds', 'spacedock'],
    promissoryNote: 'acq', promissoryNotes: ['acq'],
    leaders: { agent: 'winnuagent', commander: 'winnucommander', hero: 'winnuhero' },
  },
  xxcha: {
    id: 'xxcha', name: 'The Xxcha Kingdoms', expansion: 'base', homeSystem: '14', homePlanets: ['archonren', 'archontau'],
    commodities: 4, startingUnits: { space: { carrier: 1, cruiser: 2, fighter: 3 }, ground: { infantry: 4, pds: 1, 'space-dock': 1 } },
    startingTechnologies: ['gls'],
    factionTechnologies: ['it', 'nf'], abilities: ['peace_accords', 'quash'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'xxcha_flagship', 'infantry', 'xxcha_mech', 'pds', 'spacedock'],
    promissoryNote: 'favor', promissoryNotes: ['favor'],
    leaders: { agent: 'xxchaagent', commander: 'xxchacommander', hero: 'xxchahero' },
  },
  yin: {
    id: 'yin', name: 'The Yin Brotherhood', expansion: 'base', homeSystem: '3', homePlanets: ['darien'],
    commodities: 2, startingUnits: { space: { carrier: 2, destroyer: 1, fighter: 4 }, ground: { infantry: 4, 'space-dock': 1 } },
    startingTechnologies: ['st'],
    factionTechnologies: ['yso', 'ic'], abilities: ['indoctrination', 'devotion'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'yin_flagship', 'infantry', 'yin_mech', 'pds', 'spacedock'],
    promissoryNote: 'greyfire', promissoryNotes: ['greyfire'],
    leaders: { agent: 'yinagent', commander: 'yincommander', hero: 'yinhero' },
  },
  yssaril: {
    id: 'yssaril', name: 'The Yssaril Tribes', expansion: 'base', homeSystem: '15', homePlanets: ['retillion', 'shalloq'],
    commodities: 3, startingUnits: { space: { carrier: 2, cruiser: 1, fighter: 2 }, ground: { infantry: 5, pds: 1, 'space-dock': 1 } },
    startingTechnologies: ['nm'],
    factionTechnologies: ['tp', 'mi'], abilities: ['stall_tactics', 'scheming', 'crafty'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'yssaril_flagship', 'infantry', 'yssaril_mech', 'pds', 'spacedock'],
    promissoryNote: 'spynet', promissoryNotes: ['spynet'],
    leaders: { agent: 'yssarilagent', commander: 'yssarilcommander', hero: 'yssarilhero' },
  },
  argent: {
    id: 'argent', name: 'The Argent Flight', expansion: 'pok', homeSystem: '58', homePlanets: ['valk', 'ylir', 'avar'],
    commodities: 3, startingUnits: { space: { carrier: 1, destroyer: 2, fighter: 2 }, ground: { infantry: 5, pds: 1, 'space-dock': 1 } },
    startingTechnologies: [],
    // Argent faction sheet: 2 of Neural Motivator, Sarween Tools and Plasma Scoring.
    startingTechnologyChoice: { count: 2, from: ['nm', 'st', 'ps'] },
    factionTechnologies: ['ah', 'swa2'], abilities: ['zeal', 'raid_formation'],
    units: ['fighter', 'argent_destroyer', 'cruiser', 'carrier', 'dreadnought', 'argent_flagship', 'infantry', 'argent_mech', 'pds', 'spacedock'],
    promissoryNote: 'ambuscade', promissoryNotes: ['ambuscade'],
    leaders: { agent: 'argentagent', commander: 'argentcommander', hero: 'argenthero' },
  },
  cabal: {
    id: 'cabal', name: "The Vuil'raith Cabal", expansion: 'pok', homeSystem: '54', homePlanets: ['acheron'],
    commodities: 2, startingUnits: { space: { carrier: 1, cruiser: 1, dreadnought: 1, fighter: 3 }, ground: { infantry: 3, 'space-dock': 1 } },
    startingTechnologies: ['sar'],
    factionTechnologies: ['dt2', 'vtx'], abilities: ['devour', 'amalgamation', 'riftmeld'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'cabal_flagship', 'infantry', 'cabal_mech', 'pds', 'cabal_spacedock'],
    promissoryNote: 'crucible', promissoryNotes: ['crucible'],
    leaders: { agent: 'cabalagent', commander: 'cabalcommander', hero: 'cabalhero' },
  },
  empyrean: {
    id: 'empyrean', name: 'The Empyrean', expansion: 'pok', homeSystem: '56', homePlanets: ['thedark'],
    commodities: 4, startingUnits: { space: { carrier: 2, destroyer: 1, fighter: 2 }, ground: { infantry: 4, 'space-dock': 1 } },
    startingTechnologies: ['det'],
    factionTechnologies: ['vw', 'as'], abilities: ['voidborn', 'aetherpassage', 'dark_whispers'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'empyrean_flagship', 'infantry', 'empyrean_mech', 'pds', 'spacedock'],
    promissoryNote: 'dark_pact', promissoryNotes: ['dark_pact', 'blood_pact'],
    leaders: { agent: 'empyreanagent', commander: 'empyreancommander', hero: 'empyreanhero' },
  },
  mahact: {
    id: 'mahact', name: 'The Mahact Gene-Sorcerers', expansion: 'pok', homeSystem: '52', homePlanets: ['ixth'],
    commodities: 3, startingUnits: { space: { carrier: 1, cruiser: 1, dreadnought: 1, fighter: 2 }, ground: { infantry: 3, 'space-dock': 1 } },
    startingTechnologies: ['pi', 'bs'],
    factionTechnologies: ['cl2', 'gr'], abilities: ['edict', 'imperia', 'hubris'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'mahact_flagship', 'mahact_infantry', 'mahact_mech', 'pds', 'spacedock'],
    promissoryNote: 'scepter', promissoryNotes: ['scepter'],
    leaders: { agent: 'mahactagent', commander: 'mahactcommander', hero: 'mahacthero' },
  },
  nomad: {
    id: 'nomad', name: 'The Nomad', expansion: 'pok', homeSystem: '53', homePlanets: ['arcturus'],
    commodities: 4, startingUnits: { space: { carrier: 1, destroyer: 1, flagship: 1, fighter: 3 }, ground: { infantry: 4, 'space-dock': 1 } },
    startingTechnologies: ['sr'],
    factionTechnologies: ['m2', 'tcs'], abilities: ['the_company', 'future_sight'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'nomad_flagship', 'infantry', 'nomad_mech', 'pds', 'spacedock'],
    promissoryNote: 'cavalry', promissoryNotes: ['cavalry'],
    leaders: { agent: 'nomadagentmercer', commander: 'nomadcommander', hero: 'nomadhero', additionalAgents: ['nomadagentthundarian', 'nomadagentartuno'] },
  },
  naaz: {
    id: 'naaz', name: 'The Naaz-Rokha Alliance', expansion: 'pok', homeSystem: '57', homePlanets: ['naazir', 'rokha'],
    commodities: 3, startingUnits: { space: { carrier: 2, destroyer: 1, fighter: 2 }, ground: { infantry: 3, mech: 1, 'space-dock': 1 } },
    startingTechnologies: ['pa', 'aida'],
    factionTechnologies: ['pfa', 'sc'], abilities: ['distant_suns', 'fabrication'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'naaz_flagship', 'infantry', 'naaz_mech', 'naaz_mech_space', 'pds', 'spacedock'],
    promissoryNote: 'bmf', promissoryNotes: ['bmf'],
    leaders: { agent: 'naazagent', commander: 'naazcommander', hero: 'naazhero' },
  },
  titans: {
    id: 'titans', name: 'The Titans of Ul', expansion: 'pok', homeSystem: '55', homePlanets: ['elysium'],
    commodities: 2, startingUnits: { space: { cruiser: 2, dreadnought: 1, fighter: 2 }, ground: { infantry: 3, 'space-dock': 1 } },
    startingTechnologies: ['amd', 'sdn'],
    factionTechnologies: ['ht2', 'se2'], abilities: ['terragenesis', 'awaken', 'coalescence'],
    units: ['fighter', 'destroyer', 'titans_cruiser', 'carrier', 'dreadnought', 'titans_flagship', 'infantry', 'titans_mech', 'titans_pds', 'spacedock'],
    promissoryNote: 'terraform', promissoryNotes: ['terraform'],
    leaders: { agent: 'titansagent', commander: 'titanscommander', hero: 'titanshero' },
  },
  keleres: {
    id: 'keleres', name: 'The Council Keleres', expansion: 'codex3', homeSystem: '92', homePlanets: ['archonrenk', 'archontauk'],
    commodities: 2, startingUnits: { space: { carrier: 2, cruiser: 1, fighter: 2 }, ground: { infantry: 2, 'space-dock': 1 } },
    startingTechnologies: [],
    // Keleres faction sheet: 2 non-faction technologies owned by other players (chosen after they set up).
    startingTechnologyChoice: { count: 2, from: GENERIC_TECHNOLOGIES, ownedByOtherPlayers: true },
    factionTechnologies: ['iihq', 'asn'], abilities: ['the_tribuni', 'council_patronage', 'laws_order'],
    units: ['fighter', 'destroyer', 'cruiser', 'carrier', 'dreadnought', 'keleres_flagship', 'infantry', 'keleres_mech', 'pds', 'spacedock'],
    promissoryNote: 'rider', promissoryNotes: ['rider'],
    leaders: { agent: 'keleresagent', commander: 'kelerescommander', hero: 'keleresheroodlynn' },
    homeSystemOptions: [
      { homeSystem: '92', homePlanets: ['archonrenk', 'archontauk'], copies: 'xxcha', hero: 'keleresheroodlynn' },
      { homeSystem: '93', homePlanets: ['valkk', 'ylirk', 'avark'], copies: 'argent', hero: 'keleresherokuuasi' },
      { homeSystem: '94', homePlanets: ['mollprimusk'], copies: 'mentak', hero: 'keleresheroharka' },
    ],
  },
} as const satisfies Record<string, FactionDef>;

export type FactionId = keyof typeof FACTIONS;
export const FACTION_IDS = Object.keys(FACTIONS) as FactionId[];

export function isFactionId(s: string): s is FactionId {
  return Object.hasOwn(FACTIONS, s);
}

export function faction(id: string): FactionDef | undefined {
  return isFactionId(id) ? FACTIONS[id] : undefined;
}

/** The tile placed in the faction's home position on the board: the Ghosts of Creuss put the Creuss Gate (17)
 *  there and keep their home system (51) off the board's rings. */
export function homePositionTile(id: FactionId): string {
  return id === 'ghost' ? '17' : FACTIONS[id].homeSystem;
}
