// A short, human label for a session's device ("Firefox on Windows"), read once from the User-Agent
// at sign-in. The raw header is not stored: it can be long, and the profile needs only a hint that
// lets a person recognise their own devices.

const MAX_LABEL = 100;

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // No \b: headless Chrome says HeadlessChrome/.
  [/Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(text: string, table: readonly [RegExp, string][]): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

/** "Chrome on Android", "Safari", "curl/8.5.0", or "Unknown device". */
export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').trim();
  if (text === '') return 'Unknown device';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  // A program (curl, an API client): its first product token, printable characters only.
  const product = text.split(/\s/)[0]?.replace(/[^\x20-\x7e]/g, '') ?? '';
  return product.slice(0, MAX_LABEL) || 'Unknown device';
}
