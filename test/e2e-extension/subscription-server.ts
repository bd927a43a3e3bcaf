// What the subscription e2e tests (subscriptions-*.e2e.test.ts) serve: a pack index and its pack
// file from a local HTTP server on 127.0.0.1 (a random port), whose revision the test bumps, then
// breaks. Every request is recorded with the headers that would carry the reader's identity
// (Cookie, Authorization, Referer): the tests check that none is sent, and that nothing at all
// is requested before the reader subscribes. No CORS header is ever sent, so no page could read
// it: in Firefox the host permission the reader gave is what lets the extension read it (in
// Chromium the content script's http/https match patterns already would: there the permission
// is the consent the extension's own code waits for before any request).
import { createServer, type Server } from 'node:http';
import { rulingId } from '../../rulings-data/parser/merge-rulings.ts';
import { seedText, type FixtureRuling } from '../../rulings-data/packs/pack-fixtures.ts';

export const SUB_PACK_NAME = 'Ward notes (subscribed)';
export const SUB_ATTRIBUTION = 'Rulings Lens test volunteers';
export const SUB_LICENCE = 'CC BY-SA 4.0';
/** The tooltip footer's credit line for the pack, in the English UI: tooltip labels follow the
 *  browser's locale (en-US in these tests), not the rulings' display language. */
export const SUB_CREDIT = `Rulings from ${SUB_PACK_NAME}: ${SUB_ATTRIBUTION} · ${SUB_LICENCE}`;

/** Rulings about ward (no built-in ruling is: fixtures/extension/packs.html marks ward). */
const FIRST: FixtureRuling = {
  date: '2026-04-01',
  source: 'official',
  zh: '守护异能在该永久物成为对手所操控之咒语或异能的目标时触发（订阅包第一版）。',
  en: 'A ward ability triggers when the permanent becomes the target of a spell or ability an opponent controls (subscribed pack, first revision).',
};
const SECOND: FixtureRuling = {
  date: '2026-05-02',
  source: 'MTGZH',
  zh: '如果守护费用无法支付，该咒语或异能会被反击（订阅包第二版新增）。',
  en: 'If the ward cost cannot be paid, the spell or ability is countered (added in the subscribed pack, second revision).',
};
export const FIRST_ID = rulingId(FIRST.en);
export const SECOND_ID = rulingId(SECOND.en);

/** A revision the server can serve: r1 (one ruling), r2 (a new ruling), r3 (a damaged file). */
export type Revision = 'r1' | 'r2' | 'r3';
const PACKS: Record<Revision, string> = {
  r1: seedText([FIRST]),
  r2: seedText([FIRST, SECOND]),
  // February 30th: refused whole, at the line of that bullet.
  r3: seedText([FIRST, { ...SECOND, date: '2026-02-30' }]),
};
/** Where the damaged revision's error is: `ward-notes.txt:<line>:<col>`. */
export const BROKEN_LINE = PACKS.r3.split('\n').findIndex((l) => l.includes('2026-02-30')) + 1;
export const PACK_FILE = 'ward-notes.txt';

export interface SeenRequest {
  path: string;
  cookie?: string;
  authorization?: string;
  referer?: string;
}

export interface PackServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  indexUrl: string;
  /** Every request, in order. */
  seen: SeenRequest[];
  serve(revision: Revision): void;
  close(): Promise<void>;
}

export async function startPackServer(): Promise<PackServer> {
  let revision: Revision = 'r1';
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const { cookie, authorization, referer } = req.headers;
    seen.push({ path: req.url ?? '', ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}), ...(referer ? { referer } : {}) });
    // A cookie a tracker would set: a request sent with credentials would carry it back.
    res.setHeader('Set-Cookie', 'tracker=reader-123; Path=/; SameSite=None');
    res.setHeader('Cache-Control', 'max-age=3600'); // the extension must not use a cached copy
    if (req.url === '/packs/index.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ format: 1, name: SUB_PACK_NAME, revision, attribution: SUB_ATTRIBUTION, licence: SUB_LICENCE, pack: PACK_FILE, kind: 'rulings' }, null, 2));
    } else if (req.url === `/packs/${PACK_FILE}`) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(PACKS[revision]);
    } else {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    indexUrl: `${origin}/packs/index.json`,
    seen,
    serve: (r) => void (revision = r),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The paths requested, in order. */
export const paths = (server: PackServer) => server.seen.map((s) => s.path);
