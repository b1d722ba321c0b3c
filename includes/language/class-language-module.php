<?php
/**
 * The Language module.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Works out each visitor's language and redirects, or suggests it in a popup or a hello bar.
 * So far: its settings, the option `frontage_language` (Language_Settings), and the detection call
 * `get-needed-language` (Language_Ajax, Language_Detector); the flow's pure logic is in
 * src/language. Language URLs, the head script, the popup and the hello bar come next.
 */
final class Language_Module implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'language';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Language', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Works out each visitor’s language and redirects, or suggests it in a popup or a hello bar.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		( new Language_Settings() )->add_hooks();
		( new Language_Ajax() )->add_hooks();
		$urls = new Language_Urls();
		$urls->add_hooks();
		( new Language_Head( $urls ) )->add_hooks();
	}
}
