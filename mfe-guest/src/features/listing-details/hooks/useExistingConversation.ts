import { useEffect, useState } from 'react';
import { lookupConversation } from '@shoreline/shared-ui/api/conversations/lookupConversation';
import { useApi } from '@shoreline/shared-ui/shell/useApi';

/**
 * The id of the conversation `renterId` already has about the listing, or null (none, not known yet,
 * or nobody to ask for: `renterId` null). Asked in an effect only, so the server's render and the
 * browser's first one agree (no lookup on either); a failed lookup leaves "Contact host", which adds
 * to an existing conversation anyway.
 */
export function useExistingConversation(listingId: string, renterId: string | null): string | null {
  const api = useApi();
  const [found, setFound] = useState<{ key: string; id: string } | null>(null);
  const key = `${renterId ?? ''}/${listingId}`;

  useEffect(() => {
    if (!renterId) return;
    let current = true;
    lookupConversation(api, { listingId }).then(
      (id) => {
        if (current) setFound(id ? { key, id } : null);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, listingId, renterId, key]);

  // An answer for another person or listing (sign-out, another page) says nothing about this one.
  return renterId && found?.key === key ? found.id : null;
}
