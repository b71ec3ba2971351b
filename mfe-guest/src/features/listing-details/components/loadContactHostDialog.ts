// The Contact host form's code (the dialog, its checks, the API call) is not part of the listing
// page's first load nor of its server render: it is a chunk of its own, fetched when the button is
// about to be pressed (pointer over it, focus on it), on the press itself, or when a visitor comes
// back from signing in to write (`?contact=1`).
import type * as ContactHostDialog from './ContactHostDialog';

type ContactHostDialogModule = typeof ContactHostDialog;

let loading: Promise<ContactHostDialogModule> | null = null;

/** The dialog's module, downloaded once; a failed download (offline) is tried again next time. */
export function loadContactHostDialog(): Promise<ContactHostDialogModule> {
  loading ??= import(/* webpackChunkName: "contact-host" */ './ContactHostDialog').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
