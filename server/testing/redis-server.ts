// Starts a throwaway redis-server (no persistence) on a free local port, for tests and the server benchmark.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface RunningRedis {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** /usr/bin/redis-server, else the first redis-server on PATH; a clear error if there is none. */
export function findRedisServer(): string {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => path.join(dir, 'redis-server'));
  const found = ['/usr/bin/redis-server', ...onPath].find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'redis-server not found (looked in /usr/bin and on PATH). The store tests run against a real Redis: ' +
        'install it (Debian: apt-get install redis-server).',
    );
  }
  return found;
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startRedisServer(options: { port?: number } = {}): Promise<RunningRedis> {
  const binary = findRedisServer();
  const port = options.port ?? (await freePort());
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilListening(child, port, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) };
}

async function waitUntilListening(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}:\n${output()}`);
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error(`redis-server did not start listening on port ${port} within 10 s:\n${output()}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
