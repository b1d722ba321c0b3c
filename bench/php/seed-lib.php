<?php
/**
 * Benchmark helper: seeding shared by the benches' seed scripts (seed-popups.php, seed-load.php).
 * Loaded after wp-load.php.
 *
 * @package Frontage
 */

use Frontage\Language\Language_Settings;
use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

/**
 * Publishes builder popups shown on one page only (page load, no delay): a heading, a line and,
 * with $button, a button.
 *
 * @param int    $page_id The page they show on.
 * @param int    $count   How many.
 * @param string $prefix  Their titles, each followed by its number.
 * @param bool   $button  Whether each has a button.
 */
function frontage_bench_popups_on( int $page_id, int $count, string $prefix, bool $button ): void {
	$settings               = Popup_Settings::defaults();
	$settings['conditions'] = array(
		'include' => array(
			array(
				'type' => 'singular',
				'ids'  => array( $page_id ),
			),
		),
		'exclude' => array(),
	);
	$settings['timing']['times'] = true;
	for ( $i = 1; $i <= $count; $i++ ) {
		wp_insert_post(
			array(
				'post_type'    => Popups_Module::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => "{$prefix} {$i}",
				'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">Offer ' . $i . '</h2><!-- /wp:heading -->'
					. '<!-- wp:paragraph --><p>Sign up for our newsletter and get the next issue first.</p><!-- /wp:paragraph -->'
					. ( $button ? '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#signup">Sign up</a></div><!-- /wp:button --></div><!-- /wp:buttons -->' : '' ),
				'meta_input'   => array( Popup_Settings::META => $settings ),
			)
		);
	}
}

/**
 * Turns on three published languages (English by default, German at /de/, French at /fr/),
 * detected from the browser and offered in a popup: the language benches' and the load mix's
 * multilingual site, the language e2e specs' (tests/php/fixtures/three-languages.php).
 */
function frontage_bench_three_languages(): void {
	update_option(
		Language_Settings::OPTION,
		array( 'popup_option' => 'popup' ) + ( require dirname( __DIR__, 2 ) . '/tests/php/fixtures/three-languages.php' )
	);
}
