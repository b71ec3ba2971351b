// The product's own repositories (search, listing page, favourites, sessions, conversations) on the
// peer's plain pg pools: each is a fastify-plugin function that only decorates its host, so it is
// called with a host carrying what it reads (runNamedQuery, imageStorage). The peer thus maps rows to JSON
// with the product's code, and the benchmark compares the HTTP and plugin layers alone.
import type { FastifyInstance } from 'fastify';
import type { RunNamedQuery } from '../../src/db/run-named-query';
import type { ImageStorage } from '../../src/lib/images/image-storage';
import conversations, {
  type ConversationsRepository,
} from '../../src/plugins/app/repositories/conversations';
import favourites, { type FavouritesRepository } from '../../src/plugins/app/repositories/favourites';
import listingPages, { type ListingPagesRepository } from '../../src/plugins/app/repositories/listing-pages';
import listings, { type ListingsRepository } from '../../src/plugins/app/repositories/listings';
import sessions, { type SessionsRepository } from '../../src/plugins/app/repositories/sessions';

export interface PeerRepositories {
  listings: ListingsRepository;
  listingPages: ListingPagesRepository;
  favourites: FavouritesRepository;
  sessions: SessionsRepository;
  conversations: ConversationsRepository;
}

type Plugin = (host: FastifyInstance, options: Record<string, never>) => Promise<void> | void;

/** What `plugin` decorates its host with, given `host`'s fields. */
async function decoration<T>(plugin: unknown, host: Record<string, unknown>): Promise<T> {
  let value: T | undefined;
  const fake = { ...host, decorate: (_name: string, decorated: T) => (value = decorated) };
  await (plugin as Plugin)(fake as unknown as FastifyInstance, {});
  if (value === undefined) throw new Error('the repository plugin decorated nothing');
  return value;
}

/**
 * No knex: the reads the peer serves all go through runNamedQuery (a write would fail loudly), and no
 * session cache (the peer never ends sessions, which is all the repository tells it).
 */
export async function createPeerRepositories(
  runNamedQuery: RunNamedQuery,
  imageStorage: ImageStorage,
): Promise<PeerRepositories> {
  const host = { runNamedQuery, imageStorage, knex: null, sessionCache: { forget: async () => undefined } };
  return {
    listings: await decoration(listings, host),
    listingPages: await decoration(listingPages, host),
    favourites: await decoration(favourites, host),
    sessions: await decoration(sessions, host),
    conversations: await decoration(conversations, host),
  };
}
