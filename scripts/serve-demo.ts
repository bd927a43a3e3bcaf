// A tiny static server for the demo site (node:http, no dependency): demo/ at `/`, the built
// widget (dist/widget/) at `/widget/`. Used by `npm start`, `npm run demo` and the browser e2e
// tests (which add fixture folders and per-page headers such as a strict CSP).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './cli/paths.ts';

export const DEMO_DIR = join(REPO_ROOT, 'demo');
export const WIDGET_DIR = join(REPO_ROOT, 'dist/widget');
export const DEFAULT_PORT = 5173;

/** The demo pages, in the order the index lists them (start.ts prints these). */
export const DEMO_PAGES: ReadonlyArray<{ path: string; title: string }> = [
  { path: 'index.html', title: 'Start here' },
  { path: 'article-en.html', title: 'English article' },
  { path: 'article-zh.html', title: '中文文章' },
  { path: 'embeds.html', title: 'Three ways to embed' },
  { path: 'embed-esm.html', title: 'ESM mount() demo' },
  { path: 'packs.html', title: 'Your own rulings (data-packs)' },
  { path: 'plain-article.html', title: 'Ordinary article (nothing marked)' },
  { path: 'extension-demo.html', title: 'For the extension: no widget on this page' },
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8', // the .d.ts files under /widget/types/
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface DemoServerOptions {
  /** Port to listen on. Default: $PORT, else 5173, else (when that is taken) any free port.
   *  An explicit port is used as given (0 = any free port) and a clash is an error. */
  port?: number;
  /** Folder served at `/`. Default demo/. */
  root?: string;
  /** Extra folders by URL prefix, e.g. { '/fixtures/': 'test/fixtures/widget' }. `/widget/` →
   *  dist/widget is always there unless overridden here. */
  mounts?: Record<string, string>;
  /** Extra response headers for a request path (e.g. a CSP for one test page). */
  headers?: (path: string) => Record<string, string> | undefined;
  host?: string;
}

export interface DemoServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:5173 */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The file a URL path maps to, or null when it falls outside every served folder (`..`,
 * encoded `%2e%2e`, backslashes, NUL…). Exported for the traversal tests.
 */
export function resolveRequestPath(urlPath: string, mounts: ReadonlyArray<readonly [string, string]>): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null; // malformed %-escape
  }
  if (path.includes('\0') || path.includes('\\') || !path.startsWith('/')) return null;
  // Longest prefix first, so '/widget/' wins over '/'.
  for (const [prefix, dir] of mounts) {
    if (!path.startsWith(prefix)) continue;
    const base = resolve(dir);
    const file = resolve(base, `.${path.slice(prefix.length - 1)}`);
    if (file !== base && !file.startsWith(base + sep)) return null;
    return file;
  }
  return null;
}

export async function startDemoServer(opts: DemoServerOptions = {}): Promise<DemoServer> {
  const host = opts.host ?? '127.0.0.1';
  const mounts = Object.entries({ '/widget/': WIDGET_DIR, ...opts.mounts, '/': opts.root ?? DEMO_DIR })
    .map(([prefix, dir]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, dir] as const)
    .sort((a, b) => b[0].length - a[0].length);

  const server = createServer((req, res) => handle(req, res, mounts, opts.headers));
  const envPort = process.env.PORT ? Number(process.env.PORT) : undefined;
  if (envPort !== undefined && !(Number.isInteger(envPort) && envPort >= 0 && envPort < 65536)) {
    throw new Error(`serve-demo: PORT=${process.env.PORT} is not a port number`);
  }
  const explicit = opts.port ?? envPort;
  let port: number;
  try {
    port = await listen(server, explicit ?? DEFAULT_PORT, host);
  } catch (err) {
    if (explicit !== undefined || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    port = await listen(server, 0, host); // 5173 is taken (another dev server): any free port
  }
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((err) => (err ? fail(err) : done()));
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const onError = (err: Error) => fail(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      done((server.address() as AddressInfo).port);
    });
  });
}

function handle(
  req: IncomingMessage,
  res: ServerResponse,
  mounts: ReadonlyArray<readonly [string, string]>,
  extraHeaders: DemoServerOptions['headers'],
): void {
  const send = (status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n', { allow: 'GET, HEAD' });

  const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
  let file = resolveRequestPath(urlPath, mounts);
  if (file === null) return send(400, 'bad path\n');
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file) || !statSync(file).isFile()) return send(404, `not found: ${urlPath}\n`);

  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': String(statSync(file).size),
    'cache-control': 'no-store', // the widget is rebuilt often: never serve a stale copy
    'x-content-type-options': 'nosniff',
    ...extraHeaders?.(urlPath),
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  if (!existsSync(join(WIDGET_DIR, 'rulings-lens.full.js'))) {
    console.error('serve-demo: dist/widget/ is not built; run `npm run build:widget` (or `npm start`) first');
    process.exit(1);
  }
  const server = await startDemoServer();
  console.log(`Demo: ${server.url}/`);
  for (const p of DEMO_PAGES) console.log(`  ${server.url}/${p.path}  ${p.title}`);
}
