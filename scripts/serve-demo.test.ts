import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PORT, resolveRequestPath, startDemoServer, type DemoServer } from './serve-demo.ts';

// A throwaway site: a root folder, a "widget" folder and a secret next to them that must never
// be reachable.
const tmp = mkdtempSync(join(tmpdir(), 'serve-demo-'));
const site = join(tmp, 'site');
const widget = join(tmp, 'widget');
mkdirSync(join(site, 'sub'), { recursive: true });
mkdirSync(widget);
writeFileSync(join(tmp, 'secret.txt'), 'SECRET');
writeFileSync(join(site, 'index.html'), '<!doctype html><title>home</title>');
writeFileSync(join(site, 'sub/index.html'), '<!doctype html><title>sub</title>');
writeFileSync(join(site, 'style.css'), 'p{}');
writeFileSync(join(site, 'café page.html'), '<!doctype html><title>encoded</title>');
writeFileSync(join(widget, 'w.mjs'), 'export const x = 1;');
writeFileSync(join(widget, 'w.js'), 'void 0;');
writeFileSync(join(widget, 'data.json'), '{"ok":true}');

/** A raw request: fetch() would normalise `..` away before it ever reached the server. */
function raw(server: DemoServer, path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({
    port: 0,
    root: site,
    mounts: { '/widget/': widget },
    headers: (path) => (path === '/sub/' ? { 'content-security-policy': "default-src 'self'" } : undefined),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('startDemoServer', () => {
  it('serves the root, sub-folder indexes and the widget folder with the right content types', async () => {
    const cases: Array<[string, string, string]> = [
      ['/', 'text/html; charset=utf-8', '<title>home</title>'],
      ['/sub/', 'text/html; charset=utf-8', '<title>sub</title>'],
      ['/style.css', 'text/css; charset=utf-8', 'p{}'],
      ['/widget/w.mjs', 'text/javascript; charset=utf-8', 'export const x = 1;'],
      ['/widget/w.js', 'text/javascript; charset=utf-8', 'void 0;'],
      ['/widget/data.json', 'application/json; charset=utf-8', '{"ok":true}'],
      ['/caf%C3%A9%20page.html?x=1', 'text/html; charset=utf-8', '<title>encoded</title>'],
    ];
    for (const [path, type, body] of cases) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
      expect(await res.text(), path).toContain(body);
    }
  });

  it('adds per-path headers (the e2e CSP page) and nothing elsewhere', async () => {
    expect((await fetch(`${server.url}/sub/`)).headers.get('content-security-policy')).toBe("default-src 'self'");
    expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toBeNull();
  });

  it('answers 404 for missing files and 405 for other methods; HEAD has no body', async () => {
    expect((await raw(server, '/nope.html')).status).toBe(404);
    expect((await raw(server, '/widget/nope.js')).status).toBe(404);
    expect((await raw(server, '/', 'POST')).status).toBe(405);
    const head = await raw(server, '/style.css', 'HEAD');
    expect([head.status, head.type, head.body]).toEqual([200, 'text/css; charset=utf-8', '']);
  });

  it('never serves a file outside the served folders', async () => {
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/widget/../secret.txt',
      '/widget/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/sub/%00../../secret.txt',
      '/%E0%A4%A', // malformed escape
    ];
    for (const path of attempts) {
      const res = await raw(server, path);
      expect(res.body, path).not.toContain('SECRET');
      expect([400, 404], path).toContain(res.status);
    }
  });
});

describe('resolveRequestPath', () => {
  const mounts = [['/widget/', '/srv/w'], ['/', '/srv/demo']] as const;
  it('maps prefixes to folders, longest first', () => {
    expect(resolveRequestPath('/widget/a.js', mounts)).toBe('/srv/w/a.js');
    expect(resolveRequestPath('/a/b.html', mounts)).toBe('/srv/demo/a/b.html');
    expect(resolveRequestPath('/', mounts)).toBe('/srv/demo');
  });
  it('rejects escapes, backslashes and NUL', () => {
    for (const p of ['/../x', '/widget/../../x', '/%2e%2e/x', '/a\\b', '/a%00b', 'relative']) {
      expect(resolveRequestPath(p, mounts), p).toBeNull();
    }
  });
});

describe('port choice', () => {
  it('falls back to a free port when the default port is taken, but not when a port was asked for', async () => {
    const blocker: NetServer = createNetServer();
    // Take the default port ourselves if it is free (if something else holds it, even better).
    await new Promise<void>((done) => {
      blocker.once('error', () => done());
      blocker.listen(DEFAULT_PORT, '127.0.0.1', () => done());
    });
    const savedPort = process.env.PORT;
    delete process.env.PORT;
    try {
      const fallback = await startDemoServer({ root: site });
      expect(fallback.port).not.toBe(DEFAULT_PORT);
      expect((await fetch(`${fallback.url}/`)).status).toBe(200);
      await fallback.close();
      await expect(startDemoServer({ root: site, port: DEFAULT_PORT })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      if (savedPort !== undefined) process.env.PORT = savedPort;
      await new Promise<void>((done) => blocker.close(() => done()));
    }
  });
});
