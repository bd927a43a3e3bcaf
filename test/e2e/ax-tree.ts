// Chromium's own accessibility tree over CDP (Accessibility.getFullAXTree: what screen readers
// are given, shadow DOM flattened in), reduced to what the tooltip tests check. Used by the
// widget's and the extension's screen-reader tests.
import type { CDPSession } from 'playwright-core';

interface AXNode {
  nodeId: string;
  backendDOMNodeId?: number;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: Array<{ name: string; value: { value: unknown } }>;
  childIds?: string[];
}

async function axTree(cdp: CDPSession): Promise<Map<string, AXNode>> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
  return new Map(nodes.map((n) => [n.nodeId, n]));
}

/** The text under an AX node (its static text, in order). */
function axText(tree: Map<string, AXNode>, id: string): string {
  const node = tree.get(id);
  if (!node) return '';
  if (node.role?.value === 'StaticText') return String(node.name?.value ?? '');
  return (node.childIds ?? []).map((c) => axText(tree, c)).join('');
}

/** The DOM node id (CDP backend id) of the tooltip's live region, to find its AX node. */
async function regionNodeId(cdp: CDPSession): Promise<number> {
  const { result } = (await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('rulings-lens-ui').shadowRoot.querySelector('[data-part="live"]')`,
  })) as { result: { objectId: string } };
  const { node } = (await cdp.send('DOM.describeNode', { objectId: result.objectId })) as { node: { backendNodeId: number } };
  return node.backendNodeId;
}

/** What the tree exposes: every dialog's and heading's name, and the tooltip's live region: its
 *  politeness and its text. (Other polite regions, e.g. a copy button's "copied", are not it.) */
export async function readTree(cdp: CDPSession) {
  const [tree, regionId] = await Promise.all([axTree(cdp), regionNodeId(cdp)]);
  const nodes = [...tree.values()].filter((n) => !n.ignored);
  const named = (role: string) => nodes.filter((n) => n.role?.value === role).map((n) => String(n.name?.value ?? ''));
  const region = nodes.find((n) => n.backendDOMNodeId === regionId);
  const live = region?.properties?.find((p) => p.name === 'live')?.value.value;
  return { dialogs: named('dialog'), headings: named('heading'), live: region ? [`${String(live)}: ${axText(tree, region.nodeId).trim()}`] : [] };
}
