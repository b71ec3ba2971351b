import { useState } from 'react';
import { rangesOverlap } from '@shoreline/shared-domain/availability';
import { addDays, formatDisplayDate, nightsBetween } from '@shoreline/shared-domain/dates';
import type { CalendarBlock, CalendarStay } from '@shoreline/shared-domain/hostCalendar';
import { blockDeclinesRequests } from '@shoreline/shared-domain/messages';
import { MAX_BLOCK_NOTE_LENGTH } from '@shoreline/shared-domain/validation/validateCalendarBlock';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import type { NightRange } from '../hooks/rangeSelection';

export interface BlockPanelProps {
  range: NightRange;
  /** The host's own blocks the range touches: it unblocks them instead of blocking. */
  hostBlocks: CalendarBlock[];
  /** The pending requests that want some of these nights: blocking declines them (issue 22). */
  requests?: CalendarStay[];
  busy: boolean;
  error: string | null;
  onBlock: (note: string) => void;
  onUnblock: (blocks: CalendarBlock[]) => void;
  onCancel: () => void;
}

export const rangeText = ({ startDate, endDate }: NightRange) => {
  const nights = nightsBetween(startDate, endDate);
  const lastNight = addDays(endDate, -1);
  const dates =
    nights === 1
      ? `the night of ${formatDisplayDate(startDate)}`
      : `${formatDisplayDate(startDate)} to ${formatDisplayDate(lastNight)} (${nights} nights)`;
  return dates;
};

/**
 * What to do with the nights just chosen: block them (with an optional private note), or, when they
 * touch nights the host blocked, unblock those blocks. Before blocking it says which pending requests
 * the block declines (the API declines the ones it finds then). The API's 409 (a stay or another block
 * in the way) shows here.
 */
export function BlockPanel({
  range,
  hostBlocks,
  requests = [],
  busy,
  error,
  onBlock,
  onUnblock,
  onCancel,
}: BlockPanelProps) {
  const [note, setNote] = useState('');
  const unblocking = hostBlocks.length > 0;
  return (
    <Card as="section" padding="md" aria-labelledby="chosen-range">
      <h3 id="chosen-range">Chosen: {rangeText(range)}</h3>
      {unblocking ? (
        <p>
          {hostBlocks.length === 1 ? 'These nights are blocked' : 'These nights touch blocked ranges'}:{' '}
          {hostBlocks.map((block) => `${rangeText(block)}${block.note ? ` (${block.note})` : ''}`).join('; ')}
          .
        </p>
      ) : (
        <TextField
          multiline
          rows={2}
          label="Private note (optional)"
          hint="Only you see it, for example “Family visit”."
          value={note}
          maxLength={MAX_BLOCK_NOTE_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      {!unblocking && requests.length > 0 && (
        <Notice tone="warning">{blockDeclinesRequests(requests)}</Notice>
      )}
      {error && <ErrorBox message={error} />}
      <CardActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {unblocking ? (
          <Button variant="danger" loading={busy} onClick={() => onUnblock(hostBlocks)}>
            Unblock
          </Button>
        ) : (
          <Button loading={busy} onClick={() => onBlock(note)}>
            Block nights
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The host's own blocks that share a night with the range. */
export function hostBlocksIn(blocks: readonly CalendarBlock[], range: NightRange): CalendarBlock[] {
  return blocks.filter(
    (block) =>
      block.source === 'host' &&
      rangesOverlap(
        { start: block.startDate, end: block.endDate },
        { start: range.startDate, end: range.endDate },
      ),
  );
}

/** The pending requests that share a night with the range (what the block panel warns of). */
export function requestsIn(requests: readonly CalendarStay[], range: NightRange): CalendarStay[] {
  return requests.filter((request) =>
    rangesOverlap(
      { start: request.startDate, end: request.endDate },
      { start: range.startDate, end: range.endDate },
    ),
  );
}
