// Every leader (agent, commander, hero) that works: one file per faction's leaders
// (engine/leaders/<faction id>.ts) once a faction's three work, single ones grouped by kind (agents.ts, commanders.ts, heroes.ts), each an ability with its source { kind: 'leader', leader, role } and window.
// Listed once here as content modules (engine/kernel/content.ts). Who may use a leader: engine/kernel/leader-sheet.ts;
// unlocking: engine/leaders/unlock.ts; lasting effects of leaders: engine/leaders/effects.ts.
import { AGENT_LEADERS } from './agents';
import { COMMANDER_LEADERS } from './commanders';
import { HERO_LEADERS } from './heroes';
import { LETNEV_LEADERS } from './letnev';
import { MENTAK_LEADERS } from './mentak';
import { SOL_LEADERS } from './sol';
import { NEKRO_LEADERS } from './nekro';
import { NAAZ_LEADERS } from './naaz';
import { ARBOREC_LEADERS } from './arborec';
import { EMPYREAN_LEADERS } from './empyrean';
import { NAAZ_AGENT_LEADERS } from './naaz-agent';
import { YSSARIL_LEADERS } from './yssaril';
import { SAAR_LEADERS } from './saar';
import { SARDAKK_LEADERS } from './sardakk';
import { GHOST_LEADERS } from './ghost';
import { L1Z1X_LEADERS } from './l1z1x';
import { SARDAKK_AGENT_LEADERS } from './sardakk-agent';
import { CABAL_AGENT_LEADERS } from './cabal-agent';
import { GHOST_AGENT_LEADERS } from './ghost-agent';
import { ARBOREC_AGENT_LEADERS } from './arborec-agent';
import { WINNU_HERO_LEADERS } from './heroes/winnu';
import { JOLNAR_HERO_LEADERS } from './heroes/jolnar';
import { NAALU_HERO_LEADERS } from './heroes/naalu';
import { MENTAK_HERO_LEADERS } from './heroes/mentak';
import { MUAAT_HERO_LEADERS } from './heroes/muaat';
import { ARBOREC_HERO_LEADERS } from './heroes/arborec';
import { L1Z1X_HERO_LEADERS } from './heroes/l1z1x';
import { ARGENT_HERO_LEADERS } from './heroes/argent';
import { TITANS_HERO_LEADERS } from './heroes/titans';
import { SARDAKK_HERO_LEADERS } from './heroes/sardakk';
import { EMPYREAN_HERO_LEADERS } from './heroes/empyrean';
import { GHOST_HERO_LEADERS } from './heroes/ghost';
import { HACAN_AGENT_LEADERS } from './hacan-agent';
import { NEKRO_AGENT_LEADERS } from './nekro-agent';
import { MUAAT_AGENT_LEADERS } from './muaat-agent';
import { YIN_AGENT_LEADERS } from './yin-agent';
import { NOMAD_AGENT_MERCER_LEADERS } from './nomad-agent';
import { NOMAD_COMPANY_LEADERS } from './nomad-company';
import { NOMAD_HERO_LEADERS } from './heroes/nomad';
import { MENTAK_AGENT_LEADERS } from './mentak-agent';
import { YSSARIL_HERO_LEADERS } from './heroes/yssaril';
import { ARGENT_AGENT_LEADERS } from './argent-agent';
import { TITANS_AGENT_LEADERS } from './titans-agent';
import { NAAZ_HERO_LEADERS } from './heroes/naaz';
import { SAAR_AGENT_LEADERS } from './saar-agent';
import { JOLNAR_AGENT_LEADERS } from './jolnar-agent';
import { NAALU_AGENT_LEADERS } from './naalu-agent';
import { MAHACT_LEADERS } from './mahact';
import { KELERES_HERO_LEADERS } from './heroes/keleres';
import { KELERES_ODLYNN_LEADERS } from './heroes/keleres-odlynn';
import { CABAL_HERO_LEADERS } from './heroes/cabal';
import { MAHACT_HERO_LEADERS } from './heroes/mahact';
import { MAHACT_AGENT } from './mahact-agent';
import { YIN_LEADERS } from './yin';
import { YIN_HERO_LEADERS } from './heroes/yin';
import { KELERES_LEADERS } from './keleres';
import { KELERES_AGENT_LEADERS } from './keleres-agent';

export const LEADER_CONTENT = [
  SOL_LEADERS,
  LETNEV_LEADERS,
  AGENT_LEADERS,
  COMMANDER_LEADERS,
  HERO_LEADERS,
  MENTAK_LEADERS,
  NEKRO_LEADERS,
  NAAZ_LEADERS,
  ARBOREC_LEADERS,
  EMPYREAN_LEADERS,
  NAAZ_AGENT_LEADERS,
  YSSARIL_LEADERS,
  SAAR_LEADERS,
  SARDAKK_LEADERS,
  GHOST_LEADERS,
  L1Z1X_LEADERS,
  SARDAKK_AGENT_LEADERS,
  CABAL_AGENT_LEADERS,
  GHOST_AGENT_LEADERS,
  ARBOREC_AGENT_LEADERS,
  WINNU_HERO_LEADERS,
  JOLNAR_HERO_LEADERS,
  NAALU_HERO_LEADERS,
  MENTAK_HERO_LEADERS,
  MUAAT_HERO_LEADERS,
  ARBOREC_HERO_LEADERS,
  L1Z1X_HERO_LEADERS,
  ARGENT_HERO_LEADERS,
  TITANS_HERO_LEADERS,
  SARDAKK_HERO_LEADERS,
  EMPYREAN_HERO_LEADERS,
  GHOST_HERO_LEADERS,
  HACAN_AGENT_LEADERS,
  NEKRO_AGENT_LEADERS,
  MUAAT_AGENT_LEADERS,
  YIN_AGENT_LEADERS,
  NOMAD_AGENT_MERCER_LEADERS,
  MENTAK_AGENT_LEADERS,
  YSSARIL_HERO_LEADERS,
  ARGENT_AGENT_LEADERS,
  TITANS_AGENT_LEADERS,
  NAAZ_HERO_LEADERS,
  SAAR_AGENT_LEADERS,
  JOLNAR_AGENT_LEADERS,
  NAALU_AGENT_LEADERS,
  NOMAD_COMPANY_LEADERS,
  NOMAD_HERO_LEADERS,
  MAHACT_LEADERS,
  KELERES_HERO_LEADERS,
  KELERES_ODLYNN_LEADERS,
  KELERES_LEADERS,
  KELERES_AGENT_LEADERS,
  CABAL_HERO_LEADERS,
  MAHACT_HERO_LEADERS,
  MAHACT_AGENT,
  YIN_LEADERS,
  YIN_HERO_LEADERS,
] as const;
