// Replaces one `## Heading` section of a markdown file (up to the next `## ` heading or the end),
// or appends it when missing. Everything else in the file is left byte for byte as it was.

export function replaceSection(markdown: string, heading: string, body: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  const section = [`## ${heading}`, '', ...body.replace(/\n+$/, '').split('\n'), ''];
  if (start < 0) {
    const trimmed = markdown.replace(/\n+$/, '');
    return `${trimmed}\n\n${section.join('\n')}`;
  }
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end < 0) end = lines.length;
  const after = lines.slice(end);
  return [...lines.slice(0, start), ...section, ...after].join('\n').replace(/\n*$/, '\n');
}
