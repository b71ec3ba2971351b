/** The token of an emailed link (`#token=...`: a fragment never reaches a server or a Referer). */
export function readLinkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}
