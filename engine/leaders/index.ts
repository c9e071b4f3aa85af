// Every leader (agent, commander, hero) that works: one file per faction's leaders
// (engine/leaders/<faction id>.ts), each an ability with its source { kind: 'leader', leader, role } and window.
// Listed once here as content modules (engine/kernel/content.ts); none works yet.
import type { ContentModule } from '../kernel/content';

export const LEADER_CONTENT: readonly ContentModule<never, never>[] = [];
