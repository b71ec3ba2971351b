import { useState } from 'react';
import type { FactFilters } from '@shoreline/shared-domain/factFilters';
import { filtersButtonLabel, showStaysLabel } from '@shoreline/shared-domain/messages';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Dialog } from '@shoreline/shared-ui/components/Dialog';
import { FactFiltersPanel } from './FactFiltersPanel';
import styles from './SearchPage.module.css';

export interface FiltersSheetProps {
  facts: FactFilters;
  /** Filters on: the facts ones and the price bounds ("Filters (3)"). */
  count: number;
  /** Matches of the results behind the sheet (null while they load). */
  total: number | null;
  totalCapped: boolean;
  onChange: (next: FactFilters) => void;
  onClearAll: () => void;
}

/**
 * Phones (≤ 600 px, by CSS: the server renders both and the screen picks): a "Filters (3)" button
 * opening the filters in a sheet. Each choice applies at once, so the results behind it and the
 * "Show 12 stays" button follow; Escape, the close button or "Show N stays" go back to the results.
 */
export function FiltersSheet({ facts, count, total, totalCapped, onChange, onClearAll }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.sheetOpener}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {filtersButtonLabel(count)}
      </Button>
      <Dialog
        open={open}
        title="Filters"
        variant="sheet"
        closeLabel="Close filters"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={onClearAll}>
              Clear all
            </Button>
            <Button onClick={() => setOpen(false)}>{showStaysLabel(total, totalCapped)}</Button>
          </>
        }
      >
        <FactFiltersPanel facts={facts} onChange={onChange} className={styles.sheetPanel} />
      </Dialog>
    </div>
  );
}
