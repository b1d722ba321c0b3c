/**
 * The page-view counter every front-end page runs (docs/popups.md "Browser storage"), printed
 * inline in the footer by includes/popups/class-visit-counter.php: counts this view and the
 * session once, so the page-view and session rules see pages without popups too. Kept to a few
 * hundred bytes (visit-size.test.ts): every page pays for it.
 */
import { countThisView } from '../visit-counter';

try {
	countThisView(
		window,
		window.localStorage,
		window.location.href,
		Date.now()
	);
} catch {
	// Storage refused (privacy modes): nothing is counted, and the rules cannot hold popups back.
}
