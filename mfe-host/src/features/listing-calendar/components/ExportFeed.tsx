import { useState } from 'react';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { Stack } from '@shoreline/shared-ui/components/Stack';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { regenerateExportUrl } from '../api/regenerateExportUrl';
import styles from './ListingCalendar.module.css';

/**
 * The listing's secret iCal feed for other platforms: Copy, and Regenerate (confirmed, since the old
 * address stops working for every platform that uses it).
 */
export function ExportFeed({
  listingId,
  exportUrl,
  onChange,
}: {
  listingId: string;
  exportUrl: string;
  onChange: (exportUrl: string) => void;
}) {
  const api = useApi();
  const [copied, setCopied] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportUrl);
      setCopied('Copied.');
    } catch {
      setCopied('Copying is not allowed here: select the address and copy it.');
    }
  };

  const regenerate = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await regenerateExportUrl(api, listingId);
      onChange(answer.exportUrl);
      setConfirming(false);
      setCopied('A new address was made. Give it to your other platforms.');
    } catch (failure) {
      setError(errorMessage(failure, 'The address could not be regenerated. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={3}>
      <p className={styles.muted}>
        Give this address to other platforms so they see the nights taken here (stays and blocks, no guest
        details).
      </p>
      <output className={styles.feedUrl} aria-label="Export feed address">
        {exportUrl}
      </output>
      <Stack direction="horizontal" gap={2} wrap>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          Regenerate
        </Button>
      </Stack>
      <p role="status" className={styles.muted}>
        {copied}
      </p>
      <ConfirmDialog
        open={confirming}
        title="Regenerate the export address?"
        message="The current address stops working: platforms using it will no longer see your taken nights until you give them the new one."
        confirmLabel="Regenerate"
        tone="danger"
        busy={busy}
        error={error}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
