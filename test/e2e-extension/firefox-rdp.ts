// A minimal client of Firefox's Remote Debugging Protocol (the one about:debugging and web-ext
// use), to run code in the extension's background page. Why: WebDriver BiDi (puppeteer) does
// not reach moz-extension:// documents at all, so the options page cannot be driven through
// it; the devtools server can evaluate in the add-on's background page, which (MV2 event page,
// same process as the extension's tabs) reaches the options tab it opens through
// browser.extension.getViews() and drives its real DOM.
//
// Packets are `byteLength:JSON`. Replies come from the actor asked, in order; the console's
// evaluationResult arrives as a separate packet after the reply to evaluateJSAsync.
import { connect, type Socket } from 'node:net';

type Packet = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export class RdpClient {
  private buffer = Buffer.alloc(0);
  private waiting = new Map<string, Array<(p: Packet) => void>>();
  private results = new Map<string, (p: Packet) => void>();
  /** evaluationResult packets that arrived before their waiter (same data chunk as the reply). */
  private early = new Map<string, Packet>();
  /** Event packets (they carry a `type`; replies do not), e.g. target-available-form. */
  readonly events: Packet[] = [];

  private constructor(private socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const sep = this.buffer.indexOf(':');
        if (sep < 1) return;
        const len = Number(this.buffer.subarray(0, sep).toString());
        if (this.buffer.length < sep + 1 + len) return;
        const packet = JSON.parse(this.buffer.subarray(sep + 1, sep + 1 + len).toString('utf8')) as Packet;
        this.buffer = this.buffer.subarray(sep + 1 + len);
        this.dispatch(packet);
      }
    });
  }

  static async open(port: number, timeoutMs = 30_000): Promise<RdpClient> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      try {
        const socket = await new Promise<Socket>((resolve, reject) => {
          const s = connect(port, '127.0.0.1', () => resolve(s));
          s.once('error', reject);
        });
        const client = new RdpClient(socket);
        await client.next('root'); // the server's greeting
        return client;
      } catch (e) {
        if (Date.now() > end) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  private dispatch(p: Packet): void {
    if (p.type === 'evaluationResult') {
      const waiter = this.results.get(p.resultID);
      this.results.delete(p.resultID);
      if (waiter) waiter(p);
      else this.early.set(p.resultID, p);
      return;
    }
    if (typeof p.type === 'string') {
      this.events.push(p);
      return;
    }
    this.waiting.get(p.from)?.shift()?.(p);
  }

  private next(actor: string): Promise<Packet> {
    return new Promise((resolve) => {
      const q = this.waiting.get(actor) ?? [];
      q.push(resolve);
      this.waiting.set(actor, q);
    });
  }

  async request(to: string, type: string, extra: Packet = {}): Promise<Packet> {
    const reply = this.next(to);
    const body = Buffer.from(JSON.stringify({ to, type, ...extra }), 'utf8');
    this.socket.write(`${body.length}:`);
    this.socket.write(body);
    const p = await reply;
    if (p.error) throw new Error(`RDP ${type} → ${to}: ${p.error} ${p.message ?? ''}`);
    return p;
  }

  /** The console actor of the add-on's background page (descriptor → watcher → frame targets). */
  async addonConsole(addonId: string, timeoutMs = 30_000): Promise<string> {
    const { addons } = await this.request('root', 'listAddons');
    const addon = (addons as Packet[]).find((a) => a.id === addonId);
    if (!addon) throw new Error(`RDP: add-on ${addonId} not found among ${(addons as Packet[]).map((a) => a.id).join(', ')}`);
    const watcher = await this.request(addon.actor, 'getWatcher', { isServerTargetSwitchingEnabled: true });
    await this.request(watcher.actor, 'watchTargets', { targetType: 'frame' });
    const end = Date.now() + timeoutMs;
    for (;;) {
      const form = this.events.find((e) => e.type === 'target-available-form' && /background/.test(String(e.target?.url)))?.target;
      if (form?.consoleActor) return form.consoleActor as string;
      if (Date.now() > end) throw new Error(`RDP: no background page target; events: ${JSON.stringify(this.events).slice(0, 500)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Evaluates `text` in the console's global; returns the result's value (a string, number…). */
  async evaluate(consoleActor: string, text: string): Promise<unknown> {
    const { resultID } = await this.request(consoleActor, 'evaluateJSAsync', { text });
    const early = this.early.get(resultID);
    this.early.delete(resultID);
    const p = early ?? (await new Promise<Packet>((resolve) => this.results.set(resultID, resolve)));
    if (p.exceptionMessage) throw new Error(`RDP evaluate: ${p.exceptionMessage}`);
    const r = p.result;
    return typeof r === 'object' && r !== null && 'type' in r ? (r.type === 'undefined' ? undefined : r.type === 'null' ? null : r) : r;
  }

  close(): void {
    this.socket.destroy();
  }
}
