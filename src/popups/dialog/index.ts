/**
 * The builder popup's dialog and its styles (src/popups/popup-dialog.ts, popups.scss), loaded by
 * the engine (src/popups/engine/index.ts) when the first popup of the page is about to open, so pages
 * load only the engine's triggers and rules until then.
 */
import { openPopupDialog } from '../popup-dialog';
import './popups.scss';

window.frontagePopupDialog = openPopupDialog;
