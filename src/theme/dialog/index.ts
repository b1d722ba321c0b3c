/**
 * The dialog handling of src/shared/dialog.ts as one script, `frontage-theme-dialog`, that the
 * header pieces share (the account menu's login popup, the search overlay, the off-canvas menu):
 * one copy on a page instead of one per piece, and one stack of open dialogs, so a dialog opened
 * over another gets the keys (docs/theme.md "Scripts").
 *
 * The pieces import `@frontage/theme-dialog`; the build turns that import into this script's
 * global and a dependency on its handle (webpack.config.js), the type checker and jest into
 * src/shared/dialog.ts itself.
 */
import {
	hasOpenDialog,
	tabbableElements,
	trapDialog,
} from '../../shared/dialog';

( window as unknown as { frontageThemeDialog: object } ).frontageThemeDialog = {
	hasOpenDialog,
	tabbableElements,
	trapDialog,
};
