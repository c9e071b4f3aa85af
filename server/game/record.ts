// The end-of-game record (issue 16): standings, where each point came from, points by round and a few counts, built by
// walking the game's command log once (engine/queries/game-record.ts reads only what every player could see: the
// spectator's view and public events). Commands taken back are not part of the game and are skipped with their entries.
import { finishRecord, recordStep, startRecord, view } from '@/engine/index';
import type { GameRecord, GameState } from '@/engine/index';
import type { LogEntry } from '@/server/store/types';
import { effectiveLog, replayEntries, type HistoryBroken } from './history';

export function gameRecordOf(current: GameState, log: readonly LogEntry[]): GameRecord | HistoryBroken {
  const b = startRecord(current.players.length);
  const walked = replayEntries(current, effectiveLog(log), (state, events) =>
    recordStep(b, state.round, events, () => view(state, null)),
  );
  if ('broken' in walked) return walked;
  return finishRecord(b, view(walked.state, null));
}
