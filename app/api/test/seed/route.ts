// Tests only: prepares a situation in a started game (server/testing/seed.ts) — action cards in hands, the agenda
// phase with chosen agendas — so a browser test can reach a Sabotage or a rider without playing rounds to get there.
// Answers 404 unless MECATOL_TEST_CLOCK=1, which server/env.ts refuses in production without the tests' allow flag.
import { env } from '@/server/env';
import { serverNow } from '@/server/game/clock';
import { parseGameDoc, type GameDoc } from '@/server/lobby/doc';
import { getStore } from '@/server/store/index';
import { seededDoc, seedSchema } from '@/server/testing/seed';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function POST(request: Request): Promise<Response> {
  if (!env().testClock) return Response.json({ ok: false, error: 'Not found.' }, { status: 404 });
  const body = seedSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ ok: false, error: body.error.issues[0]?.message }, { status: 400 });
  const store = getStore();
  const record = await store.loadGame(body.data.gameId);
  if (!record) return Response.json({ ok: false, error: 'No such game.' }, { status: 404 });
  let doc: GameDoc;
  try {
    doc = seededDoc(parseGameDoc(record.doc), body.data, serverNow());
  } catch (error) {
    return Response.json({ ok: false, error: String(error) }, { status: 409 });
  }
  // No log entry: the seed is not a player's command (a test game's log no longer replays to its state).
  const outcome = await store.commit(record.id, record.version, doc, null);
  if (outcome.kind !== 'committed') return Response.json({ ok: false, error: outcome.kind }, { status: 409 });
  return Response.json({ ok: true, version: outcome.version });
}
