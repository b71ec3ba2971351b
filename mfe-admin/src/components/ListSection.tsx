import { Fragment, useId, type ReactNode, type Ref } from 'react';
import { CardList } from '@shoreline/shared-ui/components/CardList';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';

export interface ListSectionProps<T> {
  /** The section's h2, with its count: `Pending Requests (3)`. */
  title: string;
  /** Focus lands on the heading after a row is decided and leaves the list. */
  headingRef?: Ref<HTMLHeadingElement>;
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: { title: string; text?: string };
  /** 2 (default) for wide request cards, 3 for small image cards. */
  maxColumns?: 2 | 3;
}

/** A titled list of cards with its empty state: the body of every admin screen. */
export function ListSection<T>({
  title,
  headingRef,
  items,
  keyOf,
  renderItem,
  empty,
  maxColumns,
}: ListSectionProps<T>) {
  const headingId = `list${useId()}`;
  return (
    <PageSection title={title} headingId={headingId} headingRef={headingRef} focusableHeading>
      {items.length === 0 ? (
        <EmptyState headingLevel={3} title={empty.title} text={empty.text} />
      ) : (
        <CardList aria-labelledby={headingId} maxColumns={maxColumns}>
          {items.map((item) => (
            <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
          ))}
        </CardList>
      )}
    </PageSection>
  );
}
