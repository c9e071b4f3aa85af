// Test helper: a local HTTPS "push service" with a throwaway self-signed certificate, plus a browser's side of
// Web Push encryption (RFC 8291, aes128gcm) so a test can read what web-push sent.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SelfSignedCert {
  readonly cert: string;
  readonly key: string;
}

/** A certificate for localhost/127.0.0.1 made with the openssl command line (Node cannot issue certificates). */
export function makeSelfSignedCert(): SelfSignedCert {
  const dir = mkdtempSync(path.join(tmpdir(), 'mecatol-push-cert-'));
  try {
    const keyPath = path.join(dir, 'key.pem');
    const certPath = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    return { cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PushRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

export interface TestPushEndpoint {
  /** Base URL; use `${url}/device-1` etc. as subscription endpoints. */
  readonly url: string;
  readonly requests: PushRequest[];
  /** Status the endpoint answers for a path (default 201). */
  statusFor: (path: string) => number;
  /** An agent that trusts exactly this endpoint's certificate. */
  readonly agent: https.Agent;
  close(): Promise<void>;
}

export async function startPushEndpoint(cert: SelfSignedCert): Promise<TestPushEndpoint> {
  const requests: PushRequest[] = [];
  const endpoint = {
    statusFor: (_path: string) => 201,
  };
  const server = https.createServer({ cert: cert.cert, key: cert.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const requestPath = req.url ?? '/';
      requests.push({ path: requestPath, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(endpoint.statusFor(requestPath));
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const agent = new https.Agent({ ca: cert.cert, keepAlive: false });
  return Object.assign(endpoint, {
    url: `https://127.0.0.1:${port}`,
    requests,
    agent,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

export interface BrowserKeys {
  readonly ecdh: ECDH;
  /** As PushSubscription.toJSON().keys gives them (base64url). */
  readonly p256dh: string;
  readonly auth: string;
}

export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** Decrypts a single-record aes128gcm push message body as the browser would (RFC 8188 + RFC 8291). */
export function decryptPushBody(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);

  const shared = keys.ecdh.computeSecret(serverPublicKey);
  const authSecret = Buffer.from(keys.auth, 'base64url');
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    serverPublicKey,
    Buffer.of(1),
  ]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.of(1)])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: nonce\0'), Buffer.of(1)])).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('push record has no final-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
