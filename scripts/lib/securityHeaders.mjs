// Security headers of the static servers (issue 11). The shell's page runs only its own code and the
// remotes' (origins from deploy config, per request), talks only to its own origin (/api is proxied)
// and those remotes, shows images from itself and IMG_ORIGINS (an S3/CDN origin), and may not be
// framed. Nothing inline runs unless its hash is listed (the page itself has no inline script: the
// remote locations travel in a JSON block, which is data, not script).

const SHARED = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Origins from a list like "https://cdn.example https://img.example" (commas or spaces). */
export function originsFrom(list) {
  return String(list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => new URL(value).origin);
}

/**
 * @param {{ remoteOrigins: string[], imgOrigins?: string[], scriptHashes?: string[] }} options
 * @returns {Record<string, string>}
 */
export function shellSecurityHeaders({ remoteOrigins, imgOrigins = [], scriptHashes = [] }) {
  const remotes = [...new Set(remoteOrigins)];
  const hashes = scriptHashes.map((hash) => `'sha256-${hash}'`);
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${[...remotes, ...hashes].join(' ')}`.trim(),
    `style-src 'self' ${remotes.join(' ')}`.trim(),
    // Manifests come from the remotes; everything else (the API, uploads) from this origin.
    `connect-src 'self' ${remotes.join(' ')}`.trim(),
    // data: for the inline fallback pictures and icon, blob: for the previews of photos being uploaded.
    `img-src 'self' data: blob: ${[...new Set(imgOrigins)].join(' ')}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { 'Content-Security-Policy': policy, ...SHARED };
}

/** A remote serves code and data to the shell; its own page (a notice) needs nothing. */
export function remoteSecurityHeaders() {
  return {
    'Content-Security-Policy':
      "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ...SHARED,
    // The shell, on another origin, loads this remote's scripts and styles.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}
