// `web-ext lint` on an unpacked Firefox build, as data (the release gate and the e2e test use it).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../cli/paths.ts';

export interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface LintReport {
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

export async function webExtLint(sourceDir: string): Promise<LintReport> {
  const bin = join(REPO_ROOT, 'node_modules/web-ext/bin/web-ext.js');
  // web-ext exits non-zero when there are errors; the JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(process.execPath, [bin, 'lint', '--source-dir', sourceDir, '--output', 'json', '--no-config-discovery'], {
    cwd: REPO_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
  const start = stdout.indexOf('{');
  if (start < 0) throw new Error(`web-ext lint ${sourceDir}: no JSON report in its output:\n${stdout}`);
  const report = JSON.parse(stdout.slice(start)) as LintReport;
  return { errors: report.errors ?? [], warnings: report.warnings ?? [], notices: report.notices ?? [] };
}

/** `file:line:col: CODE message` per message, for a refusal. */
export function formatLint(report: LintReport): string[] {
  const at = (m: LintMessage) => (m.file ? `${m.file}:${m.line ?? 0}:${m.column ?? 0}: ` : '');
  return [
    ...report.errors.map((m) => `${at(m)}error ${m.code}: ${m.message}`),
    ...report.warnings.map((m) => `${at(m)}warning ${m.code}: ${m.message}`),
    ...report.notices.map((m) => `${at(m)}notice ${m.code}: ${m.message}`),
  ];
}
