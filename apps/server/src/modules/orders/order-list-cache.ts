import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A page of a list as built: its JSON text and where the next page starts (null: none). */
export interface OrderListPage {
  body: Buffer;
  nextCursor: string | null;
}

/** One venue's order list answer as of one revision, encoded once and sent as it is. */
export interface CachedOrderList {
  revision: number;
  /** The JSON text of the list, UTF-8. */
  body: Buffer;
  /** Weak: the same for the gzip form of the same text. */
  etag: string;
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
  gzipped?: Promise<Buffer>;
}

interface Building {
  revision: number;
  answer: Promise<CachedOrderList>;
}

/**
 * Order list answers kept per venue and query, each labelled with the venue's order list revision
 * read BEFORE its rows: an answer may hold changes newer than its label, never older ones, so an
 * answer whose label is the revision the database holds now is exactly what a fresh query would
 * give. Every instance keeps its own; the revision in the database keeps them all right.
 */
export class OrderListCache {
  private readonly entries = new Map<string, CachedOrderList>();
  private readonly building = new Map<string, Building>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /**
   * The answer for `key` at `revision`, built by `build` unless kept or being built already. The key
   * names everything the answer depends on besides the revision (statuses, order, page size, cursor).
   */
  async get(
    key: string,
    revision: number,
    build: () => Promise<Buffer | OrderListPage>,
  ): Promise<CachedOrderList> {
    const kept = this.entries.get(key);
    if (kept?.revision === revision) {
      // Most recently used last: the first entries are the ones given up when space runs out.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const running = this.building.get(key);
    if (running?.revision === revision) return running.answer;
    const answer = build().then((built) =>
      Buffer.isBuffer(built)
        ? this.keep(key, revision, built, null)
        : this.keep(key, revision, built.body, built.nextCursor),
    );
    this.building.set(key, { revision, answer });
    try {
      return await answer;
    } finally {
      if (this.building.get(key)?.answer === answer) this.building.delete(key);
    }
  }

  /** The gzip form of an answer, compressed once. */
  gzipped(answer: CachedOrderList): Promise<Buffer> {
    answer.gzipped ??= gzipAsync(answer.body);
    return answer.gzipped;
  }

  private keep(key: string, revision: number, body: Buffer, nextCursor: string | null): CachedOrderList {
    const answer: CachedOrderList = {
      revision,
      body,
      nextCursor,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    const kept = this.entries.get(key);
    // A slower build of an older revision does not replace a newer answer.
    if (kept && kept.revision > revision) return answer;
    if (kept) this.drop(key, kept);
    if (body.length > this.maxBytes) return answer;
    this.entries.set(key, answer);
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldKey, old);
    }
    return answer;
  }

  private drop(key: string, answer: CachedOrderList): void {
    this.entries.delete(key);
    this.bytes -= answer.body.length;
  }
}
