// The game as a file (issue 16): its map string always; its configuration and command log once it has ended
// (server/game/history.ts says why). Same access rule as the game page, answered as a download.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { serverApi } from '@/server/api/server';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  try {
    const api = await serverApi();
    const data = await api.game.export({ gameId: id });
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="mecatol-${id.replace(/[^a-zA-Z0-9_-]/g, '')}.json"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return Response.json({ error: error.message }, { status: getHTTPStatusCodeFromError(error) });
  }
}
