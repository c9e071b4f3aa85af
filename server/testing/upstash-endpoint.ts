// Test-only stand-in for Upstash's REST API in front of a real redis-server, so @upstash/redis runs against real Redis.
//
// What it honours (what the client relies on): POST only; "/" takes one command as a JSON array, "/pipeline" and
// "/multi-exec" take an array of such arrays; "Authorization: Bearer <token>"; with "Upstash-Encoding: base64" bulk
// strings come back base64-encoded (simple strings like OK do not); errors keep Redis's text verbatim
// ({"error": "NOSCRIPT ..."}, HTTP 400 for a single command, per item in a pipeline). Behind it node-redis speaks
// RESP 2 so replies are flat arrays, as Upstash's are.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, RESP_TYPES } from 'redis';

export interface UpstashEndpoint {
  readonly url: string;
  readonly token: string;
  /** Requests served per path ("/", "/pipeline", "/multi-exec"), for tests that check how the client talks. */
  readonly requests: Map<string, number>;
  close(): Promise<void>;
}

type Wire = string | number | null | Wire[];

function encode(reply: unknown, base64: boolean): Wire {
  if (reply === null || reply === undefined) return null;
  if (Buffer.isBuffer(reply)) return base64 ? reply.toString('base64') : reply.toString('utf8');
  if (typeof reply === 'number' || typeof reply === 'string') return reply;
  if (typeof reply === 'bigint') return Number(reply);
  if (Array.isArray(reply)) return reply.map((item) => encode(item, base64));
  throw new Error(`Cannot encode reply of type ${typeof reply}`);
}

function toArgs(command: unknown): string[] {
  if (!Array.isArray(command) || command.length === 0) throw new Error('ERR command must be a non-empty JSON array');
  return command.map((part) => (typeof part === 'string' ? part : JSON.stringify(part)));
}

export async function startUpstashEndpoint(options: { redisUrl: string; token?: string }): Promise<UpstashEndpoint> {
  const token = options.token ?? `test-token-${process.pid}`;
  const redis = createClient({ url: options.redisUrl, RESP: 2 }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  redis.on('error', () => {});
  await redis.connect();

  const run = async (command: unknown, base64: boolean): Promise<{ result: Wire } | { error: string }> => {
    try {
      return { result: encode(await redis.sendCommand(toArgs(command)), base64) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

  const runMulti = async (commands: unknown[], base64: boolean): Promise<({ result: Wire } | { error: string })[]> => {
    const multi = redis.multi();
    for (const command of commands) multi.addCommand(toArgs(command));
    try {
      const replies = await multi.exec();
      return replies.map((reply) => ({ result: encode(reply, base64) }));
    } catch (error) {
      const replies = (error as { replies?: unknown[] }).replies;
      if (!Array.isArray(replies)) throw error;
      return replies.map((reply) =>
        reply instanceof Error ? { error: reply.message } : { result: encode(reply, base64) },
      );
    }
  };

  const requests = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return send(405, { error: 'ERR only POST is supported here' });
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'Unauthorized' });
    const base64 = String(req.headers['upstash-encoding'] ?? '').toLowerCase() === 'base64';
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(400, { error: 'ERR failed to parse command' });
        }
        const route = (req.url ?? '/').split('?')[0] ?? '/';
        requests.set(route, (requests.get(route) ?? 0) + 1);
        if (route === '/') {
          const reply = await run(body, base64);
          return send('error' in reply ? 400 : 200, reply);
        }
        if (!Array.isArray(body)) return send(400, { error: 'ERR a pipeline takes an array of commands' });
        if (route === '/pipeline') return send(200, await Promise.all(body.map((command) => run(command, base64))));
        if (route === '/multi-exec') return send(200, await runMulti(body, base64));
        return send(404, { error: `ERR unknown path ${route}` });
      })().catch((error: unknown) => send(500, { error: error instanceof Error ? error.message : String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await redis.close().catch(() => redis.destroy());
    },
  };
}
