<?php
/**
 * Builder popups on the page: the ones that may show here, rendered inside <template>, and the
 * small engine that opens them (src/popups/engine/index.ts).
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * In the footer: every published popup whose display conditions allow this page (or which the
 * address asks for with `?uael-modal-action={id}`, whatever its conditions) is rendered once into
 * `<template id="frontage-popup-{id}">`, so nothing inside runs or loads until it opens, and the
 * engine gets each one's settings in `window.frontagePopups`. A page where no popup may show
 * gets no markup and no script at all.
 *
 * Decided here, not in the browser: the display conditions, the url rule's regular expression
 * (Popup_Settings::url_matches(), where backtracking is bounded) and a popup's password (a
 * password-protected popup is left out until the visitor has entered it).
 */
final class Popup_Output {

	/**
	 * The engine's handle (build/popups/engine/index).
	 */
	public const HANDLE = 'frontage-popups';

	/**
	 * The dialog's handle (build/popups/dialog/index), loaded by the engine on the first open.
	 */
	public const DIALOG_HANDLE = 'frontage-popup-dialog';

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * The popup id the address asks for with `uael-modal-action` (docs/popups.md), if a number.
	 * Anything else — text, or a list (`uael-modal-action[]=1`) — asks for nothing: the parameter
	 * only displays, so it is ignored rather than refused.
	 */
	public static function requested_id(): int {
		// No nonce: opening a popup changes nothing.
		$raw   = $_GET[ Popups_Module::URL_ACTION_PARAM ] ?? ''; // Raw input: checked to be a string, then sanitized.
		$value = is_string( $raw ) ? sanitize_text_field( wp_unslash( $raw ) ) : '';
		return ctype_digit( $value ) ? (int) $value : 0;
	}

	/**
	 * The address of this request as the visitor's browser shows it (without the #fragment,
	 * which browsers do not send), for the url rule's regular expression.
	 */
	private static function current_address(): string {
		$host = isset( $_SERVER['HTTP_HOST'] ) && is_string( $_SERVER['HTTP_HOST'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) : (string) wp_parse_url( home_url(), PHP_URL_HOST );
		// Raw input: only tested against the pattern, as the browser would, never printed or stored.
		$path = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/';
		return ( is_ssl() ? 'https://' : 'http://' ) . $host . $path;
	}

	/**
	 * Whether the url rule in `regex` mode lets a popup's triggers run on this address. The other
	 * url modes (the address contains a text) are left to the engine.
	 *
	 * @param array<string, mixed> $timing The popup's cleaned timing rules.
	 */
	private static function regex_allows( array $timing ): bool {
		return ! $timing['url'] || 'regex' !== $timing['url_action'] || Popup_Settings::url_matches( trim( $timing['url_url'] ), self::current_address() );
	}

	/**
	 * The popups on this page, with their settings: those whose display conditions allow it
	 * (`auto`: their triggers run), the one the address asks for (for its editor's preview, its
	 * latest version, drafts included: Popup_Preview), and those a link action in the page's
	 * content opens (they open only when asked).
	 *
	 * @return array<int, array{id: int, title: string, version: string, protected: bool, settings: array<string, mixed>, requested: bool, auto: bool, counted: bool}>
	 */
	public function eligible(): array {
		$requested = self::requested_id();
		$linked    = self::linked_ids();
		$preview   = 0 === $requested ? null : Popup_Preview::previewed(); // A preview names its popup.
		$popups    = array();
		foreach ( Popup_Index::all() as $popup ) {
			// Previewed by its editor: its latest version instead, below.
			if ( $preview && $preview['id'] === $popup['id'] ) {
				continue;
			}
			// Its content is for those who have its password only, whoever asks for it.
			if ( $popup['protected'] && post_password_required( $popup['id'] ) ) {
				continue;
			}
			// Switched off (the Popups list's toggle): not shown at all, however asked for.
			if ( ! $popup['settings']['enabled'] ) {
				continue;
			}
			$auto         = Popup_Conditions::allow( $popup['settings']['conditions'] ) && self::regex_allows( $popup['settings']['timing'] );
			$is_asked_for = $popup['id'] === $requested;
			if ( $auto || $is_asked_for || in_array( $popup['id'], $linked, true ) ) {
				$popups[] = $popup + array(
					'requested' => $is_asked_for,
					'auto'      => $auto,
					'counted'   => true,
				);
			}
		}
		if ( $preview ) {
			// An editor's preview is not counted among the popup's opens.
			$popups[] = $preview + array(
				'requested' => true,
				'auto'      => false,
				'counted'   => false,
			);
		}
		return $popups;
	}

	/**
	 * The popups that `popup:open` link actions in the viewed post's content name (docs/popups.md,
	 * both `#frontage-action:` and `#elementor-action:` links).
	 *
	 * @return int[]
	 */
	private static function linked_ids(): array {
		$post = is_singular() ? get_queried_object() : null;
		if ( ! $post instanceof \WP_Post || ! preg_match_all( '/#(?:frontage|elementor)-action(?::|%3A)([^"\'\s<>]+)/i', $post->post_content, $links ) ) {
			return array();
		}
		$ids = array();
		foreach ( $links[1] as $link ) {
			parse_str( html_entity_decode( rawurldecode( $link ), ENT_QUOTES ), $params );
			if ( 'popup:open' !== ( $params['action'] ?? '' ) ) {
				continue;
			}
			$settings = isset( $params['settings'] ) && is_string( $params['settings'] ) ? json_decode( (string) base64_decode( $params['settings'], true ), true ) : null; // base64: the link format carries its settings in base64.
			$id       = is_array( $settings ) ? ( $settings['id'] ?? 0 ) : ( $params['id'] ?? 0 );
			if ( is_scalar( $id ) && ctype_digit( (string) $id ) ) {
				$ids[] = (int) $id;
			}
		}
		return $ids;
	}

	/**
	 * Prints the eligible popups and the engine, on the front end only.
	 */
	public function print_popups(): void {
		if ( is_admin() || is_feed() || is_embed() ) {
			return;
		}
		$popups = $this->eligible();
		if ( ! $popups || ! $this->assets->register_script( self::DIALOG_HANDLE, 'popups/dialog/index' ) || ! $this->assets->enqueue_script( self::HANDLE, 'popups/engine/index' ) ) {
			return;
		}
		_prime_post_caches( array_column( $popups, 'id' ) );
		$config = array();
		foreach ( $popups as $popup ) {
			// A preview shows its autosave's blocks (Popup_Preview).
			$post = get_post( $popup['content_id'] ?? $popup['id'] );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			printf(
				'<template id="frontage-popup-%1$d">%2$s</template>' . "\n",
				(int) $popup['id'],
				self::content( $post ) // Printed as is: the popup's blocks, rendered as a post's content is.
			);
			$config[] = self::popup_config( $popup );
		}
		$user = wp_get_current_user();
		wp_add_inline_script(
			self::HANDLE,
			'window.frontagePopups = ' . wp_json_encode(
				array(
					'popups' => $config,
					// For the logged_in rule (docs/popups.md "Settings"); pages for signed-in users are not cached.
					'roles'  => $user->exists() ? array_values( $user->roles ) : null,
					'labels' => array( 'close' => __( 'Close', 'frontage' ) ),
					'dialog' => self::dialog_assets(),
				),
				JSON_HEX_TAG | JSON_HEX_AMP
			) . ';',
			'before'
		);
	}

	/**
	 * The addresses of the dialog's script and stylesheet, as WordPress would print them.
	 *
	 * @return array{script: string, style: string}
	 */
	private static function dialog_assets(): array {
		$script = wp_scripts()->query( self::DIALOG_HANDLE, 'registered' );
		$style  = wp_styles()->query( self::DIALOG_HANDLE, 'registered' );
		return array(
			'script' => $script ? add_query_arg( 'ver', $script->ver, $script->src ) : '',
			'style'  => $style ? add_query_arg( 'ver', $style->ver, $style->src ) : '',
		);
	}

	/**
	 * A popup's blocks as visitors get them.
	 *
	 * @param \WP_Post $post The popup.
	 */
	private static function content( \WP_Post $post ): string {
		return do_shortcode( do_blocks( $post->post_content ) );
	}

	/**
	 * What the engine needs of one popup: its settings without the display conditions and the url
	 * rule's regular expression (decided here already), the schedule's bounds in the site's time zone, and the content version its
	 * frequency caps start again with when `reset_on_change` is on.
	 *
	 * @param array{id: int, title: string, version: string, protected: bool, settings: array<string, mixed>, requested: bool, auto: bool, counted?: bool} $popup An eligible popup.
	 * @return array<string, mixed>
	 */
	private static function popup_config( array $popup ): array {
		$settings = $popup['settings'];
		unset( $settings['conditions'], $settings['enabled'] );
		// Tested here already (regex_allows()): the browser never runs the pattern.
		if ( 'regex' === $settings['timing']['url_action'] ) {
			$settings['timing']['url']     = false;
			$settings['timing']['url_url'] = '';
		}
		return array(
			'id'        => $popup['id'],
			// The dialog's name for assistive technology.
			'title'     => $popup['title'],
			'version'   => $settings['reset_on_change'] ? $popup['version'] : '',
			'requested' => $popup['requested'],
			'auto'      => $popup['auto'],
			// Where the dialog reports that it opened (Popup_Opens); '' for a preview.
			'opens'     => ! empty( $popup['counted'] ) ? Popup_Opens::url( $popup['id'] ) : '',
			'schedule'  => array(
				'start' => self::site_time( $settings['timing']['schedule_start_date'] ),
				'end'   => self::site_time( $settings['timing']['schedule_end_date'] ),
			),
			'settings'  => $settings,
		);
	}

	/**
	 * A schedule bound read in the site's time zone, as ms since the epoch; null for none.
	 *
	 * @param string $datetime `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`, or ''.
	 */
	private static function site_time( string $datetime ): ?int {
		if ( '' === $datetime ) {
			return null;
		}
		$date = date_create_immutable( $datetime, wp_timezone() );
		return $date ? $date->getTimestamp() * 1000 : null;
	}
}
