/**
 * The Search overlay block's view script (src/theme/search-overlay/overlay.ts; docs/theme.md
 * "Search overlay").
 */
import { enhanceOverlays } from '../../src/theme/search-overlay/overlay';

enhanceOverlays();
