// Fills the `commit-message` template.

export interface MessageValues {
  fullSha: string;
  repository: string;
  ref: string;
  branch: string;
}

/** Replaces `{sha}`, `{full-sha}`, `{repository}`, `{ref}` and `{branch}`; any other braces stay as written. */
export function commitMessage(template: string, values: MessageValues): string {
  const replacements: Record<string, string> = {
    sha: values.fullSha.slice(0, 7),
    'full-sha': values.fullSha,
    repository: values.repository,
    ref: values.ref,
    branch: values.branch,
  };
  const message = template.replace(
    /\{(sha|full-sha|repository|ref|branch)\}/g,
    (_, name: string) => replacements[name] ?? '',
  );
  // A message git would reject or strip to nothing gets a plain fallback.
  return message.trim() === '' ? `Deploy to ${values.branch}` : message;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * hexo-deployer-git's `message`: a Nunjucks template whose `{{ now("format") }}` gives the time, formatted with
 * Luxon's tokens (`yyyy-MM-dd HH:mm:ss`), as that deployer renders it; letters that are no token (moment's `YYYY`)
 * stay as written, as with Luxon. Other template syntax is left as it is.
 */
export function renderHexoMessage(template: string, now: Date): string {
  return template.replace(/\{\{\s*now\(\s*(["'])(.*?)\1\s*\)\s*\}\}/g, (_, _quote: string, format: string) =>
    formatTime(format, now),
  );
}

/** Luxon's `toFormat` for the common tokens, in local time; text in single quotes is literal. */
export function formatTime(format: string, now: Date): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  const hours12 = now.getHours() % 12 || 12;
  const offset = -now.getTimezoneOffset();
  const offsetText = (separator: string): string =>
    `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60), 2)}${separator}${pad(Math.abs(offset) % 60, 2)}`;
  const tokens: Record<string, () => string> = {
    yyyy: () => pad(now.getFullYear(), 4),
    yy: () => pad(now.getFullYear() % 100, 2),
    y: () => String(now.getFullYear()),
    MMMM: () => MONTHS[now.getMonth()] ?? '',
    MMM: () => (MONTHS[now.getMonth()] ?? '').slice(0, 3),
    MM: () => pad(now.getMonth() + 1, 2),
    M: () => String(now.getMonth() + 1),
    LL: () => pad(now.getMonth() + 1, 2),
    L: () => String(now.getMonth() + 1),
    dd: () => pad(now.getDate(), 2),
    // Luxon's localized dates, as in English.
    D: () => `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`,
    DD: () => `${(MONTHS[now.getMonth()] ?? '').slice(0, 3)} ${now.getDate()}, ${now.getFullYear()}`,
    DDD: () => `${MONTHS[now.getMonth()] ?? ''} ${now.getDate()}, ${now.getFullYear()}`,
    DDDD: () =>
      `${WEEKDAYS[now.getDay()] ?? ''}, ${MONTHS[now.getMonth()] ?? ''} ${now.getDate()}, ${now.getFullYear()}`,
    d: () => String(now.getDate()),
    EEEE: () => WEEKDAYS[now.getDay()] ?? '',
    EEE: () => (WEEKDAYS[now.getDay()] ?? '').slice(0, 3),
    HH: () => pad(now.getHours(), 2),
    H: () => String(now.getHours()),
    hh: () => pad(hours12, 2),
    h: () => String(hours12),
    mm: () => pad(now.getMinutes(), 2),
    m: () => String(now.getMinutes()),
    ss: () => pad(now.getSeconds(), 2),
    s: () => String(now.getSeconds()),
    SSS: () => pad(now.getMilliseconds(), 3),
    S: () => String(now.getMilliseconds()),
    a: () => (now.getHours() < 12 ? 'AM' : 'PM'),
    ZZ: () => offsetText(':'),
    Z: () => (offset === 0 ? '+0' : offsetText(':').replace(/:00$/, '')),
  };
  let result = '';
  for (let at = 0; at < format.length;) {
    const char = format[at] ?? '';
    if (char === "'") {
      const end = format.indexOf("'", at + 1);
      result += end === -1 ? format.slice(at + 1) : format.slice(at + 1, end);
      at = end === -1 ? format.length : end + 1;
      continue;
    }
    let run = 1;
    while (format[at + run] === char) run += 1;
    const token = format.slice(at, at + run);
    result += tokens[token]?.() ?? token;
    at += run;
  }
  return result;
}
