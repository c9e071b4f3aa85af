// Every leader (agent, commander, hero) that works: one file per faction's leaders
// (engine/leaders/<faction id>.ts), each an ability with its source { kind: 'leader', leader, role } and window.
// Listed once here as content modules (engine/kernel/content.ts). Who may use a leader: engine/kernel/leader-sheet.ts;
// unlocking: engine/leaders/unlock.ts; lasting effects of leaders: engine/leaders/effects.ts.
import type { ContentModule } from '../kernel/content';
import { LETNEV_LEADERS } from './letnev';
import { SOL_LEADERS } from './sol';

export const LEADER_CONTENT: readonly ContentModule<never, never>[] = [SOL_LEADERS, LETNEV_LEADERS];
