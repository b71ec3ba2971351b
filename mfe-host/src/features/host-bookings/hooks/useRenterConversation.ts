import { useEffect, useState } from 'react';
import { lookupConversation } from '@shoreline/shared-ui/api/conversations/lookupConversation';
import { useApi } from '@shoreline/shared-ui/shell/useApi';

/**
 * The id of the conversation between the renter and the host about the listing, or null: none (a
 * booking request opens one, so only older bookings lack it), not known yet, or not answered (the
 * link then stays away; the booking's page works without it).
 */
export function useRenterConversation(listingId: string, renterId: string): string | null {
  const api = useApi();
  const [found, setFound] = useState<{ key: string; id: string } | null>(null);
  const key = `${renterId}/${listingId}`;

  useEffect(() => {
    let current = true;
    lookupConversation(api, { listingId, renterId }).then(
      (id) => {
        if (current) setFound(id ? { key, id } : null);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [api, listingId, renterId, key]);

  return found?.key === key ? found.id : null;
}
