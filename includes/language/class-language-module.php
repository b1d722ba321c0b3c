<?php
/**
 * The Language module.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Works out each visitor's language and redirects, or suggests it in a popup or a hello bar
 * (docs/language.md): the option `frontage_language` (Language_Settings), the detection call
 * `get-needed-language` (Language_Ajax, Language_Detector), the language addresses
 * (Language_Urls), the head script that decides (Language_Head, src/language/head) and the popup and
 * hello bar it loads when it offers a language (Language_Offer, src/language/offer), and the
 * Language switcher block (Language_Switcher).
 */
final class Language_Module implements Module, Has_Demo_Content {

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

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
		$offer = new Language_Offer( $this->assets );
		$offer->add_hooks();
		( new Language_Head( $urls, $offer ) )->add_hooks();
		( new Language_Switcher( $this->assets, $urls ) )->add_hooks();
		( new Language_Translations() )->add_hooks();
		( new Language_Editor( $this->assets ) )->add_hooks();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return Language_Demo::seed( $demo );
	}
}
