import type { Destination } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { IMAGE_SIZES, ResponsiveImage } from '@shoreline/shared-ui/components/ResponsiveImage';
import styles from './Destinations.module.css';

export interface DestinationCardProps {
  destination: Destination;
  onEdit: (destination: Destination) => void;
  onDelete: (destination: Destination) => void;
  /** Where it is on the home page: the first cannot move up, the last cannot move down. */
  first: boolean;
  last: boolean;
  onMove: (destination: Destination, direction: MoveDirection) => void;
  /** The move in flight on this card, for its button's spinner. */
  moving?: MoveDirection | null;
  /** Why this card's last move failed. */
  moveError?: string;
}

export type MoveDirection = 'up' | 'down';

/** The id of a card's Edit button: focus returns there when its edit form closes. */
export const editButtonId = (destination: Pick<Destination, 'id'>) => `destination-${destination.id}-edit`;

/** The id of a card's Move up / Move down button: focus stays there while the card changes place. */
export const moveButtonId = (destination: Pick<Destination, 'id'>, direction: MoveDirection) =>
  `destination-${destination.id}-move-${direction}`;

/**
 * One destination as the home page shows it: image, name and position, with the buttons that change
 * its place. A move that cannot happen (the first up, the last down) is aria-disabled rather than
 * disabled: focus stays on the button of a destination that has just become first or last.
 */
export function DestinationCard({
  destination,
  onEdit,
  onDelete,
  first,
  last,
  onMove,
  moving = null,
  moveError,
}: DestinationCardProps) {
  const titleId = `destination-${destination.id}-title`;
  const moveButton = (direction: MoveDirection, label: string, blocked: boolean) => (
    <Button
      id={moveButtonId(destination, direction)}
      variant="secondary"
      size="sm"
      loading={moving === direction}
      aria-disabled={blocked || undefined}
      onClick={() => {
        if (!blocked) onMove(destination, direction);
      }}
      // Starts with the visible label (WCAG 2.5.3), then says which destination.
      aria-label={`${label} ${destination.name}`}
    >
      {label}
    </Button>
  );
  return (
    <Card as="article" padding="none" className={styles.item} aria-labelledby={titleId}>
      <ResponsiveImage
        photo={destination.image}
        alt=""
        className={styles.image}
        sizes={IMAGE_SIZES.cardOfThree}
      />
      <div className={styles.body}>
        <CardHeader headingId={titleId} title={destination.name} />
        <p className={styles.muted}>Home page position {destination.order + 1}</p>
        {moveError && <ErrorBox message={moveError} />}
        {/* One row of small buttons (two on a narrow card): the card stays short. */}
        <CardActions>
          {moveButton('up', 'Move up', first)}
          {moveButton('down', 'Move down', last)}
          <Button
            id={editButtonId(destination)}
            variant="secondary"
            size="sm"
            onClick={() => onEdit(destination)}
            aria-label={`Edit ${destination.name}`}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={() => onDelete(destination)}
            aria-label={`Delete ${destination.name}`}
          >
            Delete
          </Button>
        </CardActions>
      </div>
    </Card>
  );
}
