import type { Destination } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { IMAGE_SIZES, ResponsiveImage } from '@shoreline/shared-ui/components/ResponsiveImage';
import styles from './Destinations.module.css';

export interface DestinationCardProps {
  destination: Destination;
  onEdit: (destination: Destination) => void;
  onDelete: (destination: Destination) => void;
}

/** The id of a card's Edit button: focus returns there when its edit form closes. */
export const editButtonId = (destination: Pick<Destination, 'id'>) => `destination-${destination.id}-edit`;

/** One destination as the home page shows it: image, name and position. */
export function DestinationCard({ destination, onEdit, onDelete }: DestinationCardProps) {
  const titleId = `destination-${destination.id}-title`;
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
        <CardActions>
          <Button
            id={editButtonId(destination)}
            variant="secondary"
            onClick={() => onEdit(destination)}
            aria-label={`Edit ${destination.name}`}
          >
            Edit
          </Button>
          <Button
            variant="danger"
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
