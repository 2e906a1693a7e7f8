/** A small HTTP client for the board's /api/ (tests): JSON in and out, from any loopback address. */
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  /** A raw body (not JSON). */
  raw?: string | Buffer;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Call from this loopback address (127.0.0.2 ...): the per-address limits. */
  from?: string;
}

export function api(port: number, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  const data = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        ...(o.from ? { localAddress: o.from } : {}),
        headers: {
          ...(data === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(data)) }),
          ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}),
          ...(o.cookie ? { Cookie: o.cookie } : {}),
          ...o.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            /* not JSON: the text says */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    // A body refused part-way (413) may reset the connection after the answer: the answer counts.
    req.on('error', reject);
    req.end(data);
  });
}
