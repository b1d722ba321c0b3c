<?php
/**
 * The Popups list (Popups in the admin menu, edit.php?post_type=frontage_popup) and the words
 * WordPress shows about popups.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds columns to the list — what opens each popup (Trigger), where it shows (Where), a switch
 * that turns it on or off (On) and how often it opened (Opened) — and says "popup", never
 * "post", in the messages after saving and after bulk actions (docs/popups.md "The Popups list").
 *
 * The switch is a link to admin-post.php (`action=frontage_popup_toggle`, a nonce per popup,
 * `edit_post` on that popup), so it works without script; src/popups/list turns it into a
 * switch that flips in place.
 */
final class Popup_List {

	/**
	 * The admin-post action of the switch.
	 */
	public const TOGGLE_ACTION = 'frontage_popup_toggle';

	/**
	 * The switch's nonce action, followed by the popup's id.
	 */
	public const TOGGLE_NONCE = 'frontage_popup_toggle_';

	/**
	 * The query parameter naming the popup the switch turns on or off.
	 */
	public const POPUP_PARAM = 'popup';

	/**
	 * The query parameter asking the switch for JSON rather than a redirect (src/popups/list).
	 */
	public const FORMAT_PARAM = 'format';

	/**
	 * Script handle (build/popups/list).
	 */
	public const HANDLE = 'frontage-popup-list';

	/**
	 * The columns added, by key.
	 */
	private const COLUMN_TRIGGER = 'frontage_trigger';
	private const COLUMN_WHERE   = 'frontage_where';
	private const COLUMN_ENABLED = 'frontage_enabled';
	private const COLUMN_OPENS   = 'frontage_opens';

	/**
	 * Each row's cleaned settings, read once for its four cells.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $settings = array();

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Add hooks (in the admin).
	 */
	public function add_hooks(): void {
		add_filter( 'manage_' . Popups_Module::POST_TYPE . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . Popups_Module::POST_TYPE . '_posts_custom_column', array( $this, 'column' ), 10, 2 );
		add_action( 'admin_post_' . self::TOGGLE_ACTION, array( $this, 'toggle' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'post_updated_messages', array( $this, 'updated_messages' ) );
		add_filter( 'bulk_post_updated_messages', array( $this, 'bulk_messages' ), 10, 2 );
	}

	/**
	 * The list's columns: ours after the title.
	 *
	 * @param array<string, string> $columns Core's columns.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$ours = array(
			self::COLUMN_TRIGGER => __( 'Trigger', 'frontage' ),
			self::COLUMN_WHERE   => __( 'Where', 'frontage' ),
			self::COLUMN_ENABLED => __( 'On', 'frontage' ),
			self::COLUMN_OPENS   => __( 'Opened', 'frontage' ),
		);
		$list = array();
		foreach ( $columns as $key => $label ) {
			$list[ $key ] = $label;
			if ( 'title' === $key ) {
				$list += $ours;
			}
		}
		return $list + $ours;
	}

	/**
	 * Prints one of our cells.
	 *
	 * @param string $column  The column.
	 * @param int    $post_id The popup.
	 */
	public function column( string $column, int $post_id ): void {
		$this->settings[ $post_id ] ??= Popup_Settings::get( $post_id );
		$settings                    = $this->settings[ $post_id ];
		switch ( $column ) {
			case self::COLUMN_TRIGGER:
				echo esc_html( self::trigger_summary( $settings ) );
				break;
			case self::COLUMN_WHERE:
				if ( Popup_Settings::shows_nowhere( $settings ) ) {
					printf( '<strong class="frontage-popup-nowhere">%s</strong>', esc_html__( 'Nowhere yet: choose its display conditions', 'frontage' ) );
				} else {
					echo esc_html( self::where_summary( $settings['conditions'] ) );
				}
				break;
			case self::COLUMN_ENABLED:
				$this->print_switch( $post_id, (bool) $settings['enabled'] );
				break;
			case self::COLUMN_OPENS:
				$opens = Popup_Opens::count( $post_id );
				/* translators: %s: how many times the popup opened. */
				echo esc_html( sprintf( _n( '%s time', '%s times', $opens, 'frontage' ), number_format_i18n( $opens ) ) );
				break;
		}
	}

	/**
	 * The on/off switch of one popup: a link that flips it (for those who may edit it), else the
	 * state in words.
	 *
	 * @param int  $post_id The popup.
	 * @param bool $enabled Whether it is on.
	 */
	private function print_switch( int $post_id, bool $enabled ): void {
		$state = $enabled ? __( 'On', 'frontage' ) : __( 'Off', 'frontage' );
		if ( ! current_user_can( 'edit_post', $post_id ) ) {
			echo esc_html( $state );
			return;
		}
		$url = wp_nonce_url(
			add_query_arg(
				array(
					'action'          => self::TOGGLE_ACTION,
					self::POPUP_PARAM => $post_id,
				),
				admin_url( 'admin-post.php' )
			),
			self::TOGGLE_NONCE . $post_id
		);
		printf(
			'<a href="%1$s" class="frontage-popup-switch" role="switch" aria-checked="%2$s" aria-label="%3$s" data-on="%5$s" data-off="%6$s"><span class="frontage-popup-switch__track" aria-hidden="true"></span><span class="frontage-popup-switch__text" aria-hidden="true">%4$s</span></a>',
			esc_url( $url ),
			$enabled ? 'true' : 'false',
			/* translators: %s: the popup's title. */
			esc_attr( sprintf( __( 'Show “%s” on the site', 'frontage' ), self::title( $post_id ) ) ),
			esc_html( $state ),
			esc_attr__( 'On', 'frontage' ),
			esc_attr__( 'Off', 'frontage' )
		);
	}

	/**
	 * The popup's title as plain text, or a stand-in for an untitled one.
	 *
	 * @param int $post_id The popup.
	 */
	private static function title( int $post_id ): string {
		$title = wp_strip_all_tags( get_the_title( $post_id ) );
		return '' !== $title ? html_entity_decode( $title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : __( '(no title)', 'frontage' );
	}

	/**
	 * Turns a popup on or off: the switch's link (a redirect back to the list) or its script
	 * (`format=json`: `{ success, data: { enabled } }`). Checks the nonce of that popup and
	 * `edit_post` on it.
	 */
	public function toggle(): void {
		// Raw input: a number only.
		$id = isset( $_REQUEST[ self::POPUP_PARAM ] ) && is_string( $_REQUEST[ self::POPUP_PARAM ] ) ? absint( $_REQUEST[ self::POPUP_PARAM ] ) : 0;
		// No nonce: only chooses the answer's form.
		$json  = isset( $_REQUEST[ self::FORMAT_PARAM ] ) && 'json' === $_REQUEST[ self::FORMAT_PARAM ];
		$fail  = static function ( string $message, int $status ) use ( $json ): void {
			if ( $json ) {
				wp_send_json_error( array( 'message' => $message ), $status );
			}
			wp_die( esc_html( $message ), '', array( 'response' => (int) $status ) );
		};
		$valid = wp_verify_nonce( sanitize_text_field( wp_unslash( $_REQUEST['_wpnonce'] ?? '' ) ), self::TOGGLE_NONCE . $id );
		if ( ! $valid ) {
			$fail( __( 'This link has expired. Reload the Popups list and try again.', 'frontage' ), 403 );
			return;
		}
		if ( Popups_Module::POST_TYPE !== get_post_type( $id ) ) {
			$fail( __( 'There is no such popup.', 'frontage' ), 404 );
			return;
		}
		if ( ! current_user_can( 'edit_post', $id ) ) {
			$fail( __( 'You may not change this popup.', 'frontage' ), 403 );
			return;
		}
		$settings            = Popup_Settings::get( $id );
		$settings['enabled'] = ! $settings['enabled'];
		update_post_meta( $id, Popup_Settings::META, $settings );
		if ( $json ) {
			wp_send_json_success( array( 'enabled' => $settings['enabled'] ) );
		}
		wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url( 'edit.php?post_type=' . Popups_Module::POST_TYPE ) );
		exit;
	}

	/**
	 * The switch's script and the list's styles, on the Popups list only.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( $screen && 'edit' === $screen->base && Popups_Module::POST_TYPE === $screen->post_type ) {
			$this->assets->enqueue_script( self::HANDLE, 'popups/list/index' );
		}
	}

	/**
	 * What opens a popup, in words: its triggers, and clicks on its selector.
	 *
	 * @param array<string, mixed> $settings Cleaned settings.
	 */
	public static function trigger_summary( array $settings ): string {
		$t     = $settings['triggers'];
		$parts = array();
		if ( $t['page_load'] ) {
			$parts[] = $t['page_load_delay'] > 0
				/* translators: %s: seconds. */
				? sprintf( __( '%s s after the page loads', 'frontage' ), number_format_i18n( $t['page_load_delay'] ) )
				: __( 'When the page loads', 'frontage' );
		}
		if ( $t['scrolling'] ) {
			$parts[] = 'up' === $t['scrolling_direction']
				? __( 'Scrolling up', 'frontage' )
				/* translators: %d: a percentage of the page. */
				: sprintf( __( 'Scrolled %d%% down', 'frontage' ), $t['scrolling_offset'] );
		}
		if ( $t['scrolling_to'] && '' !== $t['scrolling_to_selector'] ) {
			/* translators: %s: CSS selectors. */
			$parts[] = sprintf( __( 'Scrolled to %s', 'frontage' ), $t['scrolling_to_selector'] );
		}
		if ( $t['click'] ) {
			/* translators: %d: a number of clicks. */
			$parts[] = sprintf( _n( 'After %d click', 'After %d clicks', $t['click_times'], 'frontage' ), $t['click_times'] );
		}
		if ( $t['inactivity'] ) {
			/* translators: %s: seconds. */
			$parts[] = sprintf( __( 'After %s s without activity', 'frontage' ), number_format_i18n( $t['inactivity_time'] ) );
		}
		if ( $t['exit_intent'] ) {
			$parts[] = __( 'Exit intent', 'frontage' );
		}
		if ( $t['adblock_detection'] ) {
			$parts[] = __( 'An ad blocker is found', 'frontage' );
		}
		if ( '' !== $settings['open_selector'] ) {
			/* translators: %s: CSS selectors. */
			$parts[] = sprintf( __( 'Clicks on %s', 'frontage' ), $settings['open_selector'] );
		}
		return $parts ? implode( '; ', $parts ) : __( 'Only from links', 'frontage' );
	}

	/**
	 * Where a popup shows, in words: its include conditions, then those it is kept from.
	 *
	 * @param array{include: array<int, array<string, mixed>>, exclude: array<int, array<string, mixed>>} $conditions Cleaned conditions.
	 */
	public static function where_summary( array $conditions ): string {
		$include = implode( '; ', array_map( array( self::class, 'condition_summary' ), $conditions['include'] ) );
		if ( ! $conditions['exclude'] ) {
			return $include;
		}
		/* translators: 1: where the popup shows, 2: where it does not. */
		return sprintf( __( '%1$s; not on: %2$s', 'frontage' ), $include, implode( '; ', array_map( array( self::class, 'condition_summary' ), $conditions['exclude'] ) ) );
	}

	/**
	 * One display condition in words, naming the posts and terms it picks by their titles.
	 *
	 * @param array<string, mixed> $condition A cleaned condition.
	 */
	private static function condition_summary( array $condition ): string {
		$ids = array_map( 'intval', (array) ( $condition['ids'] ?? array() ) );
		switch ( $condition['type'] ) {
			case 'site':
				return __( 'The whole site', 'frontage' );
			case 'front_page':
				return __( 'The front page', 'frontage' );
			case 'singular':
				return $ids ? self::names( array_map( array( self::class, 'title' ), $ids ) ) : __( 'Every post and page', 'frontage' );
			case 'post_type':
				$type = get_post_type_object( (string) ( $condition['post_type'] ?? '' ) );
				/* translators: %s: a post type's name, plural. */
				return $type ? sprintf( __( 'All %s', 'frontage' ), $type->labels->name ) : __( 'A post type that no longer exists', 'frontage' );
			case 'archive':
				return __( 'Every archive', 'frontage' );
			case 'taxonomy':
				$taxonomy = get_taxonomy( (string) ( $condition['taxonomy'] ?? '' ) );
				if ( ! $taxonomy ) {
					return __( 'A taxonomy that no longer exists', 'frontage' );
				}
				if ( ! $ids ) {
					/* translators: %s: a taxonomy's name. */
					return sprintf( __( 'Anything in %s', 'frontage' ), $taxonomy->labels->name );
				}
				$names = array();
				foreach ( $ids as $id ) {
					$term    = get_term( $id, $taxonomy->name );
					$names[] = $term instanceof \WP_Term ? $term->name : '#' . $id;
				}
				/* translators: 1: a taxonomy's name, 2: its terms. */
				return sprintf( __( '%1$s: %2$s', 'frontage' ), $taxonomy->labels->name, self::names( $names ) );
			case 'search':
				return __( 'Search results', 'frontage' );
			case 'not_found':
				return __( 'The “not found” page', 'frontage' );
		}
		return '';
	}

	/**
	 * A few names, and how many more.
	 *
	 * @param string[] $names The names.
	 */
	private static function names( array $names ): string {
		$shown = array_slice( $names, 0, 3 );
		$more  = count( $names ) - count( $shown );
		$list  = implode( ', ', $shown );
		/* translators: 1: some names, 2: how many more. */
		return $more > 0 ? sprintf( _n( '%1$s and %2$d more', '%1$s and %2$d more', $more, 'frontage' ), $list, $more ) : $list;
	}

	/**
	 * The messages after a popup is saved, in the popup's words (core's are about posts).
	 *
	 * @param array<string, array<int, string>> $messages Messages by post type.
	 * @return array<string, array<int, string>>
	 */
	public function updated_messages( array $messages ): array {
		$post      = get_post();
		$scheduled = $post ? date_i18n( __( 'M j, Y @ H:i', 'frontage' ), strtotime( $post->post_date ) ) : '';
		// Raw input: read by core for the same message; a revision's id.
		$revision = isset( $_GET['revision'] ) && is_string( $_GET['revision'] ) ? absint( $_GET['revision'] ) : 0;

		$messages[ Popups_Module::POST_TYPE ] = array(
			0  => '',
			1  => __( 'Popup updated.', 'frontage' ),
			2  => __( 'Custom field updated.', 'frontage' ),
			3  => __( 'Custom field deleted.', 'frontage' ),
			4  => __( 'Popup updated.', 'frontage' ),
			/* translators: %s: the date and time of the revision. */
			5  => $revision ? sprintf( __( 'Popup restored to revision from %s.', 'frontage' ), wp_post_revision_title( $revision, false ) ) : '',
			6  => $post && Popup_Settings::shows_nowhere( Popup_Settings::get( $post->ID ) )
				? __( 'Popup published. It shows nowhere until you choose its display conditions.', 'frontage' )
				: __( 'Popup published.', 'frontage' ),
			7  => __( 'Popup saved.', 'frontage' ),
			8  => __( 'Popup submitted.', 'frontage' ),
			/* translators: %s: date and time. */
			9  => sprintf( __( 'Popup scheduled for: %s.', 'frontage' ), $scheduled ),
			10 => __( 'Popup draft updated.', 'frontage' ),
		);
		return $messages;
	}

	/**
	 * The messages after a bulk action on popups.
	 *
	 * @param array<string, array<string, string>> $messages Messages by post type.
	 * @param array<string, int>                   $counts   How many of each.
	 * @return array<string, array<string, string>>
	 */
	public function bulk_messages( array $messages, array $counts ): array {
		$messages[ Popups_Module::POST_TYPE ] = array(
			/* translators: %s: a number of popups. */
			'updated'   => _n( '%s popup updated.', '%s popups updated.', $counts['updated'] ?? 0, 'frontage' ),
			/* translators: %s: a number of popups. */
			'locked'    => _n( '%s popup not updated, somebody is editing it.', '%s popups not updated, somebody is editing them.', $counts['locked'] ?? 0, 'frontage' ),
			/* translators: %s: a number of popups. */
			'deleted'   => _n( '%s popup permanently deleted.', '%s popups permanently deleted.', $counts['deleted'] ?? 0, 'frontage' ),
			/* translators: %s: a number of popups. */
			'trashed'   => _n( '%s popup moved to the Trash.', '%s popups moved to the Trash.', $counts['trashed'] ?? 0, 'frontage' ),
			/* translators: %s: a number of popups. */
			'untrashed' => _n( '%s popup restored from the Trash.', '%s popups restored from the Trash.', $counts['untrashed'] ?? 0, 'frontage' ),
		);
		return $messages;
	}
}
