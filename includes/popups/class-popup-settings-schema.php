<?php
/**
 * The schema of a popup's settings: every key, its type and range.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One schema serves REST (register_post_meta's show_in_rest, so a bad value is a 400 naming it)
 * and Popup_Settings::sanitize(), which cleans stored settings against it. One method per panel
 * of the editor (triggers, timing, conditions); the small builders name the kinds of value.
 */
final class Popup_Settings_Schema {

	/**
	 * The REST schema: every key, its type and range; nothing else is accepted.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return self::object_of(
			array(
				'enabled'                           => self::flag(),
				'open_selector'                     => self::text_of( 500 ),
				'avoid_multiple_popups'             => self::flag(),
				'close_button_delay'                => self::seconds( Popup_Settings::MAX_CLOSE_BUTTON_DELAY ),
				'close_button_position'             => self::one_of( Popup_Settings::CLOSE_POSITIONS ),
				'close_automatically'               => self::seconds( 3600 ),
				'prevent_scroll'                    => self::flag(),
				'prevent_close_on_background_click' => self::flag(),
				'prevent_close_on_esc_key'          => self::flag(),
				'entrance_animation'                => self::one_of( Popup_Settings::ANIMATIONS ),
				'entrance_animation_duration'       => self::object_of( array( 'size' => self::seconds( 5 ) ) ),
				'exit_animation'                    => self::one_of( Popup_Settings::ANIMATIONS ),
				'a11y_navigation'                   => self::flag(),
				'classes'                           => self::text_of( 200 ) + array( 'pattern' => Popup_Settings::CLASSES_PATTERN ),
				'reset_on_change'                   => self::flag(),
				'triggers'                          => self::triggers_schema(),
				'timing'                            => self::timing_schema(),
				'conditions'                        => self::object_of(
					array(
						'include' => self::conditions_schema(),
						'exclude' => self::conditions_schema(),
					)
				),
			)
		);
	}

	/**
	 * The schema of the triggers panel: what opens a popup.
	 *
	 * @return array<string, mixed>
	 */
	private static function triggers_schema(): array {
		return self::object_of(
			array(
				'page_load'               => self::flag(),
				'page_load_delay'         => self::seconds( 3600 ),
				'scrolling'               => self::flag(),
				'scrolling_direction'     => self::one_of( array( 'down', 'up' ) ),
				'scrolling_offset'        => self::count_of( 100 ),
				'scrolling_to'            => self::flag(),
				'scrolling_to_selector'   => self::text_of( 500 ),
				'click'                   => self::flag(),
				'click_times'             => self::count_of( 100 ),
				'inactivity'              => self::flag(),
				'inactivity_time'         => array_merge( self::seconds( 3600 ), array( 'minimum' => 1 ) ),
				'exit_intent'             => self::flag(),
				'exit_intent_touch'       => self::flag(),
				'adblock_detection'       => self::flag(),
				'adblock_detection_delay' => self::seconds( 3600 ),
			)
		);
	}

	/**
	 * The schema of the timing panel: when and to whom a popup may show.
	 *
	 * @return array<string, mixed>
	 */
	private static function timing_schema(): array {
		return self::object_of(
			array(
				'page_views'          => self::flag(),
				'page_views_views'    => self::count_of( 1000 ),
				'sessions'            => self::flag(),
				'sessions_sessions'   => self::count_of( 1000 ),
				'url'                 => self::flag(),
				'url_url'             => self::text_of( 1000 ),
				'url_action'          => self::one_of( Popup_Settings::URL_ACTIONS ),
				'sources'             => self::flag(),
				'sources_sources'     => self::some_of( Popup_Settings::SOURCES ),
				'logged_in'           => self::flag(),
				'logged_in_users'     => self::one_of( array( 'all', 'custom' ) ),
				'logged_in_roles'     => array(
					'type'     => 'array',
					'items'    => self::text_of( 64 ) + array( 'pattern' => '^[a-z0-9_-]+$' ),
					'maxItems' => 50,
				),
				'devices'             => self::flag(),
				'devices_devices'     => self::some_of( Popup_Settings::DEVICES ),
				'browsers'            => self::flag(),
				'browsers_browsers'   => self::one_of( array( 'all', 'custom' ) ),
				'browsers_options'    => self::some_of( Popup_Settings::BROWSERS ),
				'times'               => self::flag(),
				'times_count'         => self::one_of( array( 'show', 'close' ) ),
				'times_period'        => self::one_of( Popup_Settings::PERIODS ),
				'times_times'         => self::count_of( 1000 ),
				'schedule'            => self::flag(),
				'schedule_timezone'   => self::one_of( array( 'site', 'local' ) ),
				'schedule_start_date' => array(
					'type'    => 'string',
					'pattern' => Popup_Settings::DATETIME_PATTERN,
				),
				'schedule_end_date'   => array(
					'type'    => 'string',
					'pattern' => Popup_Settings::DATETIME_PATTERN,
				),
			)
		);
	}

	/**
	 * The schema of a list of display conditions (include or exclude).
	 *
	 * @return array<string, mixed>
	 */
	private static function conditions_schema(): array {
		return array(
			'type'  => 'array',
			'items' => self::object_of(
				array(
					'type'      => self::one_of( Popup_Settings::CONDITION_TYPES ) + array( 'required' => true ),
					'post_type' => self::text_of( 20 ),
					'taxonomy'  => self::text_of( 32 ),
					'ids'       => array(
						'type'     => 'array',
						'items'    => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'maxItems' => 500,
					),
				)
			),
			'maxItems' => 50,
		);
	}

	/**
	 * A yes/no setting.
	 *
	 * @return array<string, mixed>
	 */
	private static function flag(): array {
		return array( 'type' => 'boolean' );
	}

	/**
	 * A number of seconds from 0.
	 *
	 * @param int $max The most seconds.
	 * @return array<string, mixed>
	 */
	private static function seconds( int $max ): array {
		return array(
			'type'    => 'number',
			'minimum' => 0,
			'maximum' => $max,
		);
	}

	/**
	 * A count from 1.
	 *
	 * @param int $max The largest count.
	 * @return array<string, mixed>
	 */
	private static function count_of( int $max ): array {
		return array(
			'type'    => 'integer',
			'minimum' => 1,
			'maximum' => $max,
		);
	}

	/**
	 * A text.
	 *
	 * @param int $max Its most characters.
	 * @return array<string, mixed>
	 */
	private static function text_of( int $max ): array {
		return array(
			'type'      => 'string',
			'maxLength' => $max,
		);
	}

	/**
	 * One of some words.
	 *
	 * @param string[] $values The words.
	 * @return array<string, mixed>
	 */
	private static function one_of( array $values ): array {
		return array(
			'type' => 'string',
			'enum' => $values,
		);
	}

	/**
	 * Some of some words, each once.
	 *
	 * @param string[] $values The words.
	 * @return array<string, mixed>
	 */
	private static function some_of( array $values ): array {
		return array(
			'type'        => 'array',
			'items'       => array(
				'type' => 'string',
				'enum' => $values,
			),
			'uniqueItems' => true,
		);
	}

	/**
	 * An object of these properties and no others.
	 *
	 * @param array<string, mixed> $properties The properties' schemas.
	 * @return array<string, mixed>
	 */
	private static function object_of( array $properties ): array {
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}
}
