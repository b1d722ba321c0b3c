<?php
/**
 * A builder popup's settings: the post meta `frontage_popup_settings`, whose keys are the documented
 * builder popup document settings, timing rules and triggers (docs/popups.md "Settings"), plus the display
 * conditions.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One meta object per popup, in REST with a full schema, so /wp/v2/frontage-popups refuses a bad
 * value with a 400 that names the field and keeps what was stored. Rules the schema cannot say
 * (a schedule that ends before it starts, a URL pattern that does not compile, a selector with
 * markup) are checked before the popup is saved, with their own messages. Stored junk reads
 * back cleaned (get()): the engine never meets a wrong type. The contract is in docs/popups.md.
 */
final class Popup_Settings {

	/**
	 * The meta key, in REST under `meta`.
	 */
	public const META = 'frontage_popup_settings';

	/**
	 * Entrance and exit animations; '' is none.
	 */
	public const ANIMATIONS = array( '', 'fade', 'zoom', 'slide-up', 'slide-down', 'slide-left', 'slide-right' );

	/**
	 * Where the close button sits.
	 */
	public const CLOSE_POSITIONS = array( 'inside', 'outside' );

	/**
	 * timing.url_action: show only on matching addresses, hide there, or match a regular expression.
	 */
	public const URL_ACTIONS = array( 'show', 'hide', 'regex' );

	/**
	 * timing.sources_sources: where the visitor came from (docs/popups.md "Settings": search is google, yahoo, bing,
	 * yandex or baidu).
	 */
	public const SOURCES = array( 'internal', 'external', 'search' );

	/**
	 * timing.devices_devices.
	 */
	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * timing.browsers_options.
	 */
	public const BROWSERS = array( 'chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung' );

	/**
	 * timing.times_period: the window the show count is kept for; '' is for ever.
	 */
	public const PERIODS = array( '', 'day', 'week', 'month', 'session' );

	/**
	 * Display conditions: where a popup may show.
	 */
	public const CONDITION_TYPES = array( 'site', 'front_page', 'singular', 'post_type', 'archive', 'taxonomy', 'search', 'not_found' );

	/**
	 * The longest close_button_delay, in seconds: a visitor always gets a visible close button
	 * after at most this long, whatever else keeps the popup open (docs/popups.md).
	 */
	public const MAX_CLOSE_BUTTON_DELAY = 10;

	/**
	 * The longest address the url rule's regular expression is tested against, in characters: a
	 * longer one does not match (the popup's triggers do not run there); see url_matches().
	 */
	public const URL_TEST_MAX_LENGTH = 2000;

	/**
	 * The backtracking PCRE may do for the url rule's regular expression (pcre.backtrack_limit):
	 * a pattern that needs more does not match. Enough for any sane pattern on URL_TEST_MAX_LENGTH
	 * characters; milliseconds at worst.
	 */
	private const URL_BACKTRACK_LIMIT = 100000;

	/**
	 * A date and time for the schedule: `2026-12-01 09:00`, or empty for no bound.
	 */
	public const DATETIME_PATTERN = '^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?)?$';

	/**
	 * Extra classes: class names separated by spaces.
	 */
	public const CLASSES_PATTERN = '^[A-Za-z0-9_ -]*$';

	/**
	 * The option recording which DATA_VERSION this site's stored popups have been brought to
	 * (Popups_Module::DATA_VERSION_OPTION: read on every request, so it lives there).
	 */
	public const DATA_VERSION_OPTION = Popups_Module::DATA_VERSION_OPTION;

	/**
	 * The version of stored popups this code expects (Popups_Module::DATA_VERSION; raise it there
	 * with an upgrade in maybe_upgrade()).
	 */
	public const DATA_VERSION = Popups_Module::DATA_VERSION;

	/**
	 * The settings of a new popup: on, shown on page load (no other trigger or rule on), closable
	 * every way, fading in and out — and shown nowhere until its owner picks display conditions
	 * (docs/popups.md "A new popup shows nowhere").
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'enabled'                           => true,
			'open_selector'                     => '',
			'avoid_multiple_popups'             => false,
			'close_button_delay'                => 0,
			'close_button_position'             => 'inside',
			'close_automatically'               => 0,
			'prevent_scroll'                    => false,
			'prevent_close_on_background_click' => false,
			'prevent_close_on_esc_key'          => false,
			'entrance_animation'                => 'fade',
			'entrance_animation_duration'       => array( 'size' => 0.3 ),
			'exit_animation'                    => 'fade',
			'a11y_navigation'                   => true,
			'classes'                           => '',
			'reset_on_change'                   => false,
			'triggers'                          => array(
				'page_load'               => true,
				'page_load_delay'         => 0,
				'scrolling'               => false,
				'scrolling_direction'     => 'down',
				'scrolling_offset'        => 50,
				'scrolling_to'            => false,
				'scrolling_to_selector'   => '',
				'click'                   => false,
				'click_times'             => 1,
				'inactivity'              => false,
				'inactivity_time'         => 30,
				'exit_intent'             => false,
				'exit_intent_touch'       => false,
				'adblock_detection'       => false,
				'adblock_detection_delay' => 0,
			),
			'timing'                            => array(
				'page_views'          => false,
				'page_views_views'    => 3,
				'sessions'            => false,
				'sessions_sessions'   => 2,
				'url'                 => false,
				'url_url'             => '',
				'url_action'          => 'show',
				'sources'             => false,
				'sources_sources'     => self::SOURCES,
				'logged_in'           => false,
				'logged_in_users'     => 'all',
				'logged_in_roles'     => array(),
				'devices'             => false,
				'devices_devices'     => self::DEVICES,
				'browsers'            => false,
				'browsers_browsers'   => 'all',
				'browsers_options'    => array(),
				'times'               => false,
				'times_count'         => 'show',
				'times_period'        => 'day',
				'times_times'         => 1,
				'schedule'            => false,
				'schedule_timezone'   => 'site',
				'schedule_start_date' => '',
				'schedule_end_date'   => '',
			),
			'conditions'                        => array(
				'include' => array(),
				'exclude' => array(),
			),
		);
	}

	/**
	 * Whether settings have no include condition: such a popup shows on no page by itself.
	 *
	 * @param array<string, mixed> $settings Cleaned settings.
	 */
	public static function shows_nowhere( array $settings ): bool {
		return ! $settings['conditions']['include'];
	}

	/**
	 * Registers the meta on the popup post type, for people who may edit the popup.
	 */
	public function register(): void {
		register_post_meta(
			Popups_Module::POST_TYPE,
			self::META,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => self::defaults(),
				'show_in_rest'      => array( 'schema' => Popup_Settings_Schema::schema() ),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'auth_callback'     => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
			)
		);
	}

	/**
	 * Brings stored popups to DATA_VERSION once. Version 1: a popup whose settings were never
	 * stored read the old defaults, whose display condition was the whole site; it is given those
	 * settings, so it keeps showing where it did now that a new popup shows nowhere.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( self::DATA_VERSION_OPTION, 0 ) >= self::DATA_VERSION ) {
			return;
		}
		$unset = get_posts(
			array(
				'post_type'        => Popups_Module::POST_TYPE,
				'post_status'      => 'any',
				'fields'           => 'ids',
				'numberposts'      => -1,
				'suppress_filters' => true,
				// A meta query: once per site, on the first request after an update.
				'meta_query'       => array(
					array(
						'key'     => self::META,
						'compare' => 'NOT EXISTS',
					),
				),
			)
		);
		$legacy                          = self::defaults();
		$legacy['conditions']['include'] = array( array( 'type' => 'site' ) );
		foreach ( $unset as $id ) {
			add_post_meta( (int) $id, self::META, $legacy, true );
		}
		// The index kept from before holds settings without the keys added since (`enabled`), and
		// was not autoloaded: the next page builds it again, autoloaded.
		Popup_Index::forget();
		update_option( self::DATA_VERSION_OPTION, self::DATA_VERSION, true );
	}

	/**
	 * Rules the schema cannot state, checked when a popup is saved through REST: the first
	 * problem found, as a 400 naming the field; the popup is not saved.
	 *
	 * @param \stdClass|\WP_Error $prepared The post about to be saved.
	 * @param \WP_REST_Request    $request  The request.
	 * @return \stdClass|\WP_Error
	 */
	public function check_before_save( $prepared, \WP_REST_Request $request ) {
		$meta = $request['meta'] ?? null;
		if ( is_wp_error( $prepared ) || ! is_array( $meta ) || ! isset( $meta[ self::META ] ) || ! is_array( $meta[ self::META ] ) ) {
			return $prepared;
		}
		$problem = self::problem( $meta[ self::META ] );
		if ( null === $problem ) {
			return $prepared;
		}
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: 1: the meta key, 2: what is wrong. */
			sprintf( __( 'Invalid parameter(s): meta.%1$s: %2$s', 'frontage' ), self::META, $problem ),
			array(
				'status' => 400,
				'params' => array( 'meta' => $problem ),
			)
		);
	}

	/**
	 * What is wrong with settings beyond their schema, or null.
	 *
	 * @param array<string, mixed> $settings Submitted settings (any subset).
	 */
	public static function problem( array $settings ): ?string {
		foreach ( array( 'open_selector', 'triggers.scrolling_to_selector' ) as $path ) {
			$selector = self::at( $settings, $path );
			if ( is_string( $selector ) && preg_match( '/[<>{}]/', $selector ) ) {
				/* translators: %s: a settings field. */
				return sprintf( __( '%s must be CSS selectors, without markup or braces.', 'frontage' ), $path );
			}
		}
		$timing = is_array( $settings['timing'] ?? null ) ? $settings['timing'] : array();
		if ( 'regex' === ( $timing['url_action'] ?? '' ) && is_string( $timing['url_url'] ?? null ) ) {
			if ( ! self::compiles( $timing['url_url'] ) ) {
				return __( 'timing.url_url is not a valid regular expression.', 'frontage' );
			}
			if ( self::repeats_a_repetition( $timing['url_url'] ) ) {
				return __( 'timing.url_url repeats a group that itself repeats, like (a+)+, which can take very long to test: write it without the nested repetition.', 'frontage' );
			}
		}
		if ( ! self::schedule_in_order( $timing ) ) {
			return __( 'timing.schedule_end_date must come after timing.schedule_start_date.', 'frontage' );
		}
		return null;
	}

	/**
	 * Whether the schedule ends after it starts (or leaves a bound open).
	 *
	 * @param array<string, mixed> $timing The timing rules.
	 */
	private static function schedule_in_order( array $timing ): bool {
		$start = is_string( $timing['schedule_start_date'] ?? null ) ? $timing['schedule_start_date'] : '';
		$end   = is_string( $timing['schedule_end_date'] ?? null ) ? $timing['schedule_end_date'] : '';
		return '' === $start || '' === $end || strcmp( self::full_datetime( $end ), self::full_datetime( $start ) ) > 0;
	}

	/**
	 * A popup's settings, cleaned: every key present with a value of the right type and range;
	 * whatever is missing, unknown or wrong reads as its default.
	 *
	 * @param int $post_id The popup.
	 * @return array<string, mixed>
	 */
	public static function get( int $post_id ): array {
		return self::sanitize( get_post_meta( $post_id, self::META, true ) );
	}

	/**
	 * Cleans a value against the schema, key by key, falling back to the defaults.
	 *
	 * @param mixed $value Stored or submitted settings.
	 * @return array<string, mixed>
	 */
	public static function sanitize( mixed $value ): array {
		$value = is_array( $value ) ? $value : array();
		// A close button delay stored before it was capped (or some other way) waits the cap.
		if ( isset( $value['close_button_delay'] ) && is_numeric( $value['close_button_delay'] ) && $value['close_button_delay'] > self::MAX_CLOSE_BUTTON_DELAY ) {
			$value['close_button_delay'] = self::MAX_CLOSE_BUTTON_DELAY;
		}
		$clean = self::clean( Popup_Settings_Schema::schema(), $value, self::defaults() );
		// A rule that fails (a pattern that does not compile or could take very long, a schedule
		// the wrong way round) is switched off rather than guessed at.
		if ( 'regex' === $clean['timing']['url_action'] && ( ! self::compiles( $clean['timing']['url_url'] ) || self::repeats_a_repetition( $clean['timing']['url_url'] ) ) ) {
			$clean['timing']['url'] = false;
		}
		if ( ! self::schedule_in_order( $clean['timing'] ) ) {
			$clean['timing']['schedule'] = false;
		}
		return $clean;
	}

	/**
	 * One value against its schema: objects key by key, lists item by item, scalars kept when
	 * valid, else the default.
	 *
	 * @param array<string, mixed> $schema   The value's schema.
	 * @param mixed                $value    The value.
	 * @param mixed                $fallback Its default.
	 * @return mixed
	 */
	private static function clean( array $schema, mixed $value, mixed $fallback ): mixed {
		if ( 'object' === $schema['type'] && isset( $schema['properties'] ) ) {
			$value    = is_array( $value ) ? $value : array();
			$defaults = is_array( $fallback ) ? $fallback : array();
			$clean    = array();
			foreach ( $schema['properties'] as $key => $property ) {
				$default = $defaults[ $key ] ?? null;
				$cleaned = array_key_exists( $key, $value ) ? self::clean( $property, $value[ $key ], $default ) : $default;
				if ( null !== $cleaned ) {
					$clean[ $key ] = $cleaned;
				} elseif ( ! empty( $property['required'] ) ) {
					// An item without what makes it one (a condition without its type) is dropped.
					return $fallback;
				}
			}
			return $clean;
		}
		if ( 'array' === $schema['type'] ) {
			if ( ! is_array( $value ) ) {
				return $fallback ?? array();
			}
			$items = array();
			foreach ( array_values( $value ) as $item ) {
				$cleaned = self::clean( $schema['items'], $item, null );
				if ( null !== $cleaned && ! in_array( $cleaned, $items, true ) ) {
					$items[] = $cleaned;
				}
			}
			return array_slice( $items, 0, $schema['maxItems'] ?? 100 );
		}
		if ( 'integer' === $schema['type'] && is_numeric( $value ) && (int) $value == $value ) { // Loose comparison: "3" and 3.0 are the integer 3.
			$value = (int) $value;
		} elseif ( 'number' === $schema['type'] && is_numeric( $value ) ) {
			$value = 0 + $value;
		} elseif ( 'boolean' === $schema['type'] && null !== $value && is_scalar( $value ) ) {
			$value = rest_sanitize_boolean( $value );
		}
		return true === rest_validate_value_from_schema( $value, $schema ) ? $value : $fallback;
	}

	/**
	 * A value at a dotted path.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $path     `triggers.scrolling_to_selector`.
	 * @return mixed
	 */
	private static function at( array $settings, string $path ): mixed {
		$value = $settings;
		foreach ( explode( '.', $path ) as $key ) {
			if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
				return null;
			}
			$value = $value[ $key ];
		}
		return $value;
	}

	/**
	 * Whether a pattern compiles as a regular expression (the editor checks it with the
	 * browser's parser too; the two agree on the common syntax, and it runs here: url_matches()).
	 *
	 * @param string $pattern The pattern, without delimiters.
	 */
	private static function compiles( string $pattern ): bool {
		return '' !== $pattern && false !== self::quiet_match( self::delimited( $pattern ), '' );
	}

	/**
	 * Whether the url rule's regular expression matches an address, decided here on the server
	 * (never in the visitor's browser, whose engine can backtrack for seconds on a pattern like
	 * (a+)+$): an address longer than URL_TEST_MAX_LENGTH characters does not match, and PCRE
	 * may backtrack at most URL_BACKTRACK_LIMIT times — a pattern that needs more, or does not
	 * compile, does not match either, without a warning.
	 *
	 * @param string $pattern The pattern, without delimiters.
	 * @param string $address The address to test.
	 */
	public static function url_matches( string $pattern, string $address ): bool {
		if ( '' === $pattern ) {
			return true;
		}
		if ( strlen( $address ) > self::URL_TEST_MAX_LENGTH ) {
			return false;
		}
		$previous = ini_get( 'pcre.backtrack_limit' );
		ini_set( 'pcre.backtrack_limit', (string) self::URL_BACKTRACK_LIMIT ); // ini_set(): restored below; bounds this one match.
		$matched = self::quiet_match( self::delimited( $pattern ), $address );
		if ( false !== $previous ) {
			ini_set( 'pcre.backtrack_limit', $previous );
		}
		return 1 === $matched;
	}

	/**
	 * Whether a pattern repeats a group that holds a repetition itself — `(a+)+`, `(\d*x)*`,
	 * `(?:a{2,})+` — the shape that makes backtracking engines take exponential time. Escapes
	 * and character classes are skipped; `?` and `{0,1}`-like bounded repeats of the group are
	 * allowed.
	 *
	 * @param string $pattern The pattern.
	 */
	public static function repeats_a_repetition( string $pattern ): bool {
		$length = strlen( $pattern );
		// For each open group: whether something inside it repeats without bound.
		$groups = array();
		for ( $i = 0; $i < $length; $i++ ) {
			$char = $pattern[ $i ];
			if ( '\\' === $char ) {
				++$i;
				continue;
			}
			if ( '[' === $char ) {
				// A character class: up to its closing bracket (a leading ] or ^] is literal).
				$j = $i + 1;
				if ( $j < $length && '^' === $pattern[ $j ] ) {
					++$j;
				}
				if ( $j < $length && ']' === $pattern[ $j ] ) {
					++$j;
				}
				while ( $j < $length && ']' !== $pattern[ $j ] ) {
					$j += '\\' === $pattern[ $j ] ? 2 : 1;
				}
				$i = $j;
				continue;
			}
			if ( '(' === $char ) {
				$groups[] = false;
				continue;
			}
			if ( ')' === $char ) {
				$inner_repeats = (bool) array_pop( $groups );
				$repeated      = self::unbounded_repeat_at( $pattern, $i + 1 );
				if ( $inner_repeats && $repeated ) {
					return true;
				}
				if ( ( $inner_repeats || $repeated ) && $groups ) {
					$groups[ count( $groups ) - 1 ] = true;
				}
				continue;
			}
			if ( $groups && self::unbounded_repeat_at( $pattern, $i ) && ! ( $i > 0 && '(' === $pattern[ $i - 1 ] ) ) {
				$groups[ count( $groups ) - 1 ] = true;
			}
		}
		return false;
	}

	/**
	 * Whether a quantifier that repeats more than once starts at a position: `*`, `+`, `{n,}`,
	 * or `{n,m}` with m over 1.
	 *
	 * @param string $pattern  The pattern.
	 * @param int    $position Where.
	 */
	private static function unbounded_repeat_at( string $pattern, int $position ): bool {
		$char = $pattern[ $position ] ?? '';
		if ( '*' === $char || '+' === $char ) {
			return true;
		}
		return '{' === $char
			&& 1 === preg_match( '/\G\{(\d*),(\d*)\}/', $pattern, $bounds, 0, $position )
			&& ( '' === $bounds[2] || (int) $bounds[2] > 1 );
	}

	/**
	 * preg_match() without its warning for a pattern that does not compile: that is an answer
	 * here (false), not an error for the log.
	 *
	 * @param string $regex   The delimited pattern.
	 * @param string $subject What to match.
	 * @return int|false 1, 0, or false when the pattern does not compile or PCRE gave up.
	 */
	private static function quiet_match( string $regex, string $subject ): int|false {
		// Own error handler: scoped to this one call, restored below.
		set_error_handler( static fn (): bool => true );
		try {
			return preg_match( $regex, $subject );
		} finally {
			restore_error_handler();
		}
	}

	/**
	 * A pattern between the delimiters PHP needs, read as UTF-8.
	 *
	 * @param string $pattern The pattern, without delimiters.
	 */
	private static function delimited( string $pattern ): string {
		return '~' . str_replace( '~', '\~', $pattern ) . '~u';
	}

	/**
	 * A schedule bound with its time: `2026-12-01` is `2026-12-01 00:00`.
	 *
	 * @param string $datetime A schedule bound.
	 */
	private static function full_datetime( string $datetime ): string {
		return 10 === strlen( $datetime ) ? $datetime . ' 00:00' : $datetime;
	}
}
