<?php
/**
 * The builder popups' demo: a page with a newsletter popup and an exit-intent popup.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * "Popups demo": a newsletter popup that opens 3 seconds after the page loads, once a day, and an
 * exit-intent popup, both shown on that page only (so the rest of the demo site stays quiet).
 */
final class Popup_Demo {

	/**
	 * Seeds the page and the two popups, or finds them from an earlier run.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What was created or found.
	 */
	public static function seed( Demo_Content $demo ): array {
		$lines   = array();
		$lines[] = $demo->ensure_page(
			'popups-builder',
			__( 'Popups demo', 'frontage' ),
			'<!-- wp:paragraph --><p>' . esc_html__( 'A newsletter popup opens 3 seconds after this page loads, once a day. Move the pointer out of the window across its top edge for the exit-intent popup.', 'frontage' ) . '</p><!-- /wp:paragraph -->'
		);
		$page = $demo->find( 'popups-builder' );

		$newsletter                                  = Popup_Settings::defaults();
		$newsletter['triggers']['page_load_delay']   = 3;
		$newsletter['timing']['times']               = true;
		$newsletter['timing']['times_times']         = 1;
		$newsletter['timing']['times_period']        = 'day';
		$exit                                        = Popup_Settings::defaults();
		$exit['triggers']['page_load']               = false;
		$exit['triggers']['exit_intent']             = true;
		$exit['entrance_animation']                  = 'zoom';
		foreach ( array( &$newsletter, &$exit ) as &$settings ) {
			$settings['conditions'] = array(
				'include' => array(
					array(
						'type' => 'singular',
						'ids'  => array( $page ),
					),
				),
				'exclude' => array(),
			);
		}
		unset( $settings );

		$popups = array(
			'popup-newsletter'  => array(
				__( 'Stay in the loop', 'frontage' ),
				__( 'One email a month with new documents and updates. No spam.', 'frontage' ),
				$newsletter,
			),
			'popup-exit-intent' => array(
				__( 'Before you go', 'frontage' ),
				__( 'Our file library has every brochure and manual. Take a look before you leave.', 'frontage' ),
				$exit,
			),
		);
		foreach ( $popups as $key => list( $title, $text, $settings ) ) {
			$lines[] = $demo->ensure_post(
				$key,
				array(
					'post_type'    => Popups_Module::POST_TYPE,
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html( $title ) . '</h2><!-- /wp:heading -->'
						. '<!-- wp:paragraph --><p>' . esc_html( $text ) . '</p><!-- /wp:paragraph -->'
						. '<!-- wp:paragraph --><p><a href="#frontage-action:action=popup:close&amp;do_not_show_again=yes">' . esc_html__( 'Don’t show this again', 'frontage' ) . '</a></p><!-- /wp:paragraph -->',
					'meta_input'   => array( Popup_Settings::META => $settings ),
				)
			);
		}
		return $lines;
	}
}
