<?php
/**
 * The page-view counter of the page-view and session rules (src/popups/visit), printed inline on
 * every front-end page.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Prints the built counter inline at the start of the footer, before the popup engine and the
 * modal block's script read the view it counted (docs/popups.md "Browser storage"). A request
 * costs nothing (no file is fetched); the page gets well under a kilobyte (src/popups/visit/
 * visit-size.test.ts keeps it there). The markup is the same for every visitor, so full-page
 * caches keep it. Not in the admin, feeds, embeds or the customizer's preview.
 */
final class Visit_Counter {

	/**
	 * The built script, under build/.
	 */
	private const SCRIPT = 'build/popups/visit/index.js';

	/**
	 * The printed element's id.
	 */
	public const ELEMENT_ID = 'frontage-visit';

	/**
	 * The counter.
	 */
	public function print_script(): void {
		if ( is_admin() || is_feed() || is_embed() || is_customize_preview() ) {
			return;
		}
		$script = self::script();
		if ( '' !== $script ) {
			// Printed as is: our own built script.
			printf( "<script id=\"%s\">%s</script>\n", esc_attr( self::ELEMENT_ID ), $script );
		}
	}

	/**
	 * The built script's text, '' before a build.
	 */
	public static function script(): string {
		static $script = null;
		if ( null === $script ) {
			$file   = FRONTAGE_DIR . self::SCRIPT;
			$script = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // Plain file functions: a local file of the plugin.
			// The script must not end the <script> element it is printed in.
			$script = str_ireplace( '</script', '<\/script', $script );
		}
		return $script;
	}
}
