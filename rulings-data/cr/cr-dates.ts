// The effective date of a CR text: the line that says from when the rules apply. Accepted forms
// (the first line holding one wins; the intro comes before the credits that repeat it):
//   English: "These rules are effective as of April 17, 2026." (any month name or its first
//            three letters, comma optional), "effective as of 2026-04-17";
//   Chinese: a line naming 生效 / 有效 / 施行 / 版本 / 日期 with a date "2026年4月17日"
//            (spaces allowed around the numbers), "2026-04-17", "2026.4.17", "2026/4/17" or
//            "20260417": "本规则自2026年4月17日起生效。", "生效日期：2026年4月17日",
//            "此规则于2026年4月17日起生效。", "版本：20260417".
// Either language's forms are accepted in either file (a translation may keep the English line).

export interface EffectiveDate {
  /** `YYYYMMDD`. */
  version: string;
  /** `YYYY-MM-DD`. */
  iso: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const EN_DATE = /effective\s+(?:as\s+of|from|on)\s+([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})/i;
const EN_ISO = /effective\s+(?:as\s+of|from|on)\s+(\d{4})-(\d{1,2})-(\d{1,2})/i;
const ZH_KEYWORD = /生效|有效|施行|版本|日期/;
const ZH_DATE = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/;
const ZH_NUMERIC = /(?<!\d)(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?!\d)|(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)/;

/** A real calendar date from its parts, or null (2026-02-30 is not a date). */
export function dateOf(year: number, month: number, day: number): EffectiveDate | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1993 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { iso, version: iso.replace(/-/g, '') };
}

/** The effective date a line states, or null. */
export function effectiveDateIn(line: string): EffectiveDate | null {
  const en = EN_DATE.exec(line);
  if (en) {
    const month = MONTHS.indexOf(en[1].slice(0, 3).toLowerCase()) + 1;
    if (month > 0) return dateOf(Number(en[3]), month, Number(en[2]));
  }
  const iso = EN_ISO.exec(line);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (!ZH_KEYWORD.test(line)) return null;
  const zh = ZH_DATE.exec(line);
  if (zh) return dateOf(Number(zh[1]), Number(zh[2]), Number(zh[3]));
  const n = ZH_NUMERIC.exec(line);
  if (n) return n[1] ? dateOf(Number(n[1]), Number(n[2]), Number(n[3])) : dateOf(Number(n[4]), Number(n[5]), Number(n[6]));
  return null;
}

/** A `YYYYMMDD` version (a JSON's "version") as a date, or null. */
export function dateOfVersion(version: string): EffectiveDate | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(version.trim());
  return m ? dateOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
