import type { Encoding } from './negotiate-encoding';

/** One stored answer: the bytes as sent (compressed or not) and the headers that describe them. */
export interface CachedAnswer {
  body: Buffer;
  contentType: string;
  /** Whether the answer varies by Accept-Encoding (at or above the compression threshold). */
  variesByEncoding: boolean;
  encoding: Encoding;
  /** When it stops being served: its `max-age` after it was made, by the app's clock. */
  expiresAt: number;
}

export interface PublicAnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** A few hundred distinct public pages (feed, destinations, hosts, the most asked searches). */
export const PUBLIC_ANSWER_CACHE_LIMITS: PublicAnswerCacheLimits = {
  maxEntries: 500,
  maxBytes: 16 * 1024 * 1024,
};

/**
 * The answers a visitor may get from a shared cache (`Cache-Control: public, max-age=N`), kept in this
 * replica for their max-age by (URL with its query, encoding), so a repeat costs neither the query nor
 * serializing nor compressing. Bounded by entries and bytes (the least recently used go first): any
 * query string is a key, so a client inventing them only evicts.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly limits: PublicAnswerCacheLimits = PUBLIC_ANSWER_CACHE_LIMITS) {}

  static key(url: string, encoding: Encoding): string {
    return `${encoding} ${url}`;
  }

  get(key: string, now: number): CachedAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.body.length;
      return null;
    }
    // Re-inserted: Map order is the recency order.
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    if (entry.body.length > this.limits.maxBytes / 8) return; // one answer never fills the cache
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
