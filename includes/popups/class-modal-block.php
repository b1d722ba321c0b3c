<?php
/**
 * Server rendering of the Modal block (blocks/modal): the trigger and a closed <dialog> holding
 * the content, with the modal's settings as the data attributes docs/popups.md names, for the view script.
 *
 * @package Frontage
 */

namespace Frontage\Popups;

use Frontage\Media\Video_Address;
use Frontage\Media\Video_Facade;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Turns the block's attributes and saved content into the markup visitors get. Everything is
 * escaped here; the view script (blocks/modal/view.ts) only reads it.
 */
final class Modal_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/modal';

	/**
	 * The query parameter that opens a modal by its id (docs/popups.md "Opening from outside"), a public contract.
	 */
	public const URL_ACTION_PARAM = Popups_Module::URL_ACTION_PARAM;

	/**
	 * Class of the element the editor saves around the content. It carries `hidden` in the saved
	 * markup, so that with the block unregistered (the Popups module off) WordPress prints the
	 * content hidden instead of open on the page.
	 */
	public const CONTENT_CLASS = 'wp-block-frontage-modal__content';

	/**
	 * Triggers that put something on the page to click.
	 */
	private const VISIBLE_TRIGGERS = array( 'button', 'text', 'icon', 'photo' );

	/**
	 * The icons an icon trigger can show (24×24 paths).
	 */
	private const ICONS = array(
		'info' => 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 1.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15ZM11.25 10v6.5h1.5V10h-1.5Zm0-3v1.5h1.5V7h-1.5Z',
		'plus' => 'M11.25 5v6.25H5v1.5h6.25V19h1.5v-6.25H19v-1.5h-6.25V5h-1.5Z',
		'play' => 'M8 5.5v13l11-6.5-11-6.5Z',
		'chat' => 'M4 5h16v11H8l-4 4V5Zm1.5 1.5v9.88L7.38 14.5H18.5v-8h-13Z',
	);

	/**
	 * How the boolean data attributes say true and false (docs/popups.md).
	 */
	private const YES = 'yes';
	private const NO  = 'no';

	/**
	 * The block's markup.
	 *
	 * @param mixed $attributes The block's attributes, defaults filled in by WordPress; anything
	 *                          that is not an array (or a value of the wrong type in it) reads
	 *                          as the default, without a warning.
	 * @param mixed $content    The saved inner markup, inner blocks rendered.
	 * @return string HTML.
	 */
	public static function render( mixed $attributes, mixed $content ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$content    = is_string( $content ) ? $content : '';
		$modal_id  = sanitize_key( self::text( $attributes, 'modalId', '' ) );
		$trigger   = self::text( $attributes, 'triggerOn', 'button' );
		$heading   = trim( self::text( $attributes, 'heading', '' ) );
		$dialog_id = wp_unique_id( 'frontage-modal-' );
		$title_id  = $dialog_id . '-title';

		$trigger_html = in_array( $trigger, self::VISIBLE_TRIGGERS, true )
			? self::trigger( $attributes, $trigger, $modal_id, $dialog_id )
			: '';

		// The heading names the dialog; without one the trigger's words do, so it is never nameless.
		$trigger_words   = trim( self::text( $attributes, 'triggerText', '' ) );
		$label_attribute = '' !== $heading
			? sprintf( 'aria-labelledby="%s"', esc_attr( $title_id ) )
			: sprintf( 'aria-label="%s"', esc_attr( '' !== $trigger_words ? $trigger_words : __( 'Modal', 'frontage' ) ) );
		$title_html      = '' !== $heading
			? sprintf( '<h2 id="%s" class="wp-block-frontage-modal__title">%s</h2>', esc_attr( $title_id ), esc_html( $heading ) )
			: '';

		return sprintf(
			'<div %1$s>%2$s<dialog id="%3$s" class="wp-block-frontage-modal__dialog" aria-modal="true" %4$s><div class="wp-block-frontage-modal__panel"><div class="wp-block-frontage-modal__header">%5$s<button type="button" class="wp-block-frontage-modal__close" aria-label="%6$s">%7$s</button></div>%8$s</div></dialog></div>',
			get_block_wrapper_attributes( self::data_attributes( $attributes, $modal_id ) ),
			$trigger_html,
			esc_attr( $dialog_id ),
			$label_attribute,
			$title_html,
			esc_attr__( 'Close', 'frontage' ),
			'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M13 11.8l6.1-6.3-1-1-6.1 6.2-6.1-6.2-1 1 6.1 6.3-6.5 6.7 1 1 6.5-6.6 6.5 6.6 1-1z" fill="currentColor"/></svg>',
			self::media( $attributes, '' !== $heading ? $heading : self::trigger_text( $attributes ) ) . self::visible_content( $content )
		);
	}

	/**
	 * The modal's settings as the data attributes docs/popups.md names for the modal, read by
	 * src/popups/modal-settings.ts. get_block_wrapper_attributes() escapes them.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $modal_id   The sanitized modal id.
	 * @return array<string, string> Attribute name to value.
	 */
	private static function data_attributes( array $attributes, string $modal_id ): array {
		return array(
			'data-modal-id'           => $modal_id,
			'data-trigger-on'         => self::text( $attributes, 'triggerOn', 'button' ),
			'data-after-sec'          => self::yes_no( $attributes['afterSec'] ?? true ),
			'data-after-sec-val'      => (string) self::number( $attributes, 'afterSecVal', 3 ),
			'data-exit-intent'        => self::yes_no( $attributes['exitIntent'] ?? false ),
			'data-scroll-direction'   => self::text( $attributes, 'scrollDirection', 'down' ),
			'data-scroll-percentage'  => (string) min( 100, self::number( $attributes, 'scrollPercentage', 50 ) ),
			'data-scroll-element'     => self::text( $attributes, 'scrollElement', '' ),
			'data-custom'             => self::html_names( self::text( $attributes, 'customClasses', '' ) ),
			'data-custom-id'          => self::html_names( self::text( $attributes, 'customIds', '' ) ),
			'data-close-on-esc'       => self::yes_no( $attributes['closeOnEsc'] ?? true ),
			'data-close-on-overlay'   => self::yes_no( $attributes['closeOnOverlay'] ?? true ),
			'data-cookies'            => self::yes_no( $attributes['cookies'] ?? false ),
			'data-cookies-type'       => self::text( $attributes, 'cookiesType', 'default' ),
			'data-cookies-days'       => (string) self::number( $attributes, 'cookiesDays', 7 ),
			'data-page-views-enabled' => self::yes_no( $attributes['pageViewsEnabled'] ?? false ),
			'data-page-views-count'   => (string) max( 1, self::number( $attributes, 'pageViewsCount', 3 ) ),
			'data-page-views-scope'   => self::text( $attributes, 'pageViewsScope', 'global' ),
			'data-sessions-enabled'   => self::yes_no( $attributes['sessionsEnabled'] ?? false ),
			'data-sessions-count'     => (string) max( 1, self::number( $attributes, 'sessionsCount', 2 ) ),
			'data-content'            => self::text( $attributes, 'contentType', 'blocks' ),
			'data-autoplay'           => self::yes_no( $attributes['autoplay'] ?? false ),
		);
	}

	/**
	 * The button, or the text link to the page with the modal open (which works in a new tab too).
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $trigger    `button` or `text`.
	 * @param string               $modal_id   The sanitized modal id.
	 * @param string               $dialog_id  The dialog element's id.
	 * @return string HTML.
	 */
	private static function trigger( array $attributes, string $trigger, string $modal_id, string $dialog_id ): string {
		$text = esc_html( self::trigger_text( $attributes ) );
		if ( 'text' === $trigger && '' !== $modal_id ) {
			return sprintf(
				'<a class="wp-block-frontage-modal__trigger is-text" href="%1$s" aria-haspopup="dialog" aria-controls="%2$s">%3$s</a>',
				esc_url( '?' . self::URL_ACTION_PARAM . '=' . rawurlencode( $modal_id ) ),
				esc_attr( $dialog_id ),
				$text
			);
		}
		$photo = esc_url( self::text( $attributes, 'triggerImageUrl', '' ), array( 'http', 'https' ) );
		if ( 'icon' === $trigger || ( 'photo' === $trigger && '' !== $photo ) ) {
			// The picture is the button; its words name it.
			$picture = 'icon' === $trigger
				? sprintf(
					'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"><path d="%s" fill="currentColor"/></svg>',
					esc_attr( self::ICONS[ self::text( $attributes, 'triggerIcon', '' ) ] ?? self::ICONS['info'] )
				)
				: sprintf( '<img src="%s" alt="" />', $photo );
			return sprintf(
				'<button type="button" class="wp-block-frontage-modal__trigger is-%1$s" aria-haspopup="dialog" aria-controls="%2$s" aria-label="%3$s">%4$s</button>',
				esc_attr( $trigger ),
				esc_attr( $dialog_id ),
				esc_attr( 'photo' === $trigger && '' !== trim( self::text( $attributes, 'triggerImageAlt', '' ) ) ? self::text( $attributes, 'triggerImageAlt' ) : self::trigger_text( $attributes ) ),
				$picture
			);
		}
		$classes = 'text' === $trigger
			? 'wp-block-frontage-modal__trigger is-text'
			: 'wp-block-frontage-modal__trigger wp-element-button';
		return sprintf(
			'<button type="button" class="%1$s" aria-haspopup="dialog" aria-controls="%2$s">%3$s</button>',
			esc_attr( $classes ),
			esc_attr( $dialog_id ),
			$text
		);
	}

	/**
	 * The modal's video, page frame or photo, before its blocks (`data-content`, docs/popups.md
	 * "The modal block"). A frame's address waits in data-src until the modal opens (view.ts), so
	 * a closed modal loads nothing; a video is a facade whose player loads on the visitor's
	 * click; a video id that is not one (same page) or an address that is not http(s) shows nothing.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $title      The frame's name for assistive technology.
	 * @return string HTML.
	 */
	public static function media( array $attributes, string $title ): string {
		$type     = self::text( $attributes, 'contentType', 'blocks' );
		$id       = trim( self::text( $attributes, 'videoId', '' ) );
		$autoplay = ! empty( $attributes['autoplay'] );
		$address  = '';
		if ( 'youtube' === $type || 'vimeo' === $type ) {
			// A video facade (docs/media.md "Video facade"): the poster until the visitor plays it.
			$video = Video_Address::from_id( $type, $id );
			return $video ? sprintf( '<div class="wp-block-frontage-modal__media is-%s">%s</div>', esc_attr( $type ), Video_Facade::render_for_modal( $video, $title, $autoplay ) ) : '';
		} elseif ( 'iframe' === $type ) {
			$address = esc_url_raw( self::text( $attributes, 'iframeUrl', '' ), array( 'http', 'https' ) );
		} elseif ( 'photo' === $type ) {
			$photo = esc_url( self::text( $attributes, 'photoUrl', '' ), array( 'http', 'https' ) );
			return '' === $photo ? '' : sprintf(
				'<figure class="wp-block-frontage-modal__media is-photo"><img src="%s" alt="%s" /></figure>',
				$photo,
				esc_attr( self::text( $attributes, 'photoAlt', '' ) )
			);
		}
		if ( '' === $address ) {
			return '';
		}
		return sprintf(
			'<div class="wp-block-frontage-modal__media is-%1$s"><iframe data-src="%2$s" title="%3$s" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe></div>',
			esc_attr( $type ),
			esc_url( $address ),
			esc_attr( $title )
		);
	}

	/**
	 * The trigger's words, unescaped.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string The editor's text, or a translated "Open" so the button is never empty.
	 */
	private static function trigger_text( array $attributes ): string {
		$text = trim( self::text( $attributes, 'triggerText', '' ) );
		return '' !== $text ? $text : __( 'Open', 'frontage' );
	}

	/**
	 * The saved content, made visible inside the dialog: the editor saves it in a `hidden` element
	 * (see CONTENT_CLASS), whose `hidden` goes here because the closed dialog hides it already.
	 * Content saved without that element is wrapped in one.
	 *
	 * @param string $content The saved inner markup.
	 * @return string HTML.
	 */
	private static function visible_content( string $content ): string {
		$processor = new \WP_HTML_Tag_Processor( $content );
		if ( $processor->next_tag() && $processor->has_class( self::CONTENT_CLASS ) ) {
			$processor->remove_attribute( 'hidden' );
			return trim( $processor->get_updated_html() );
		}
		return sprintf( '<div class="%s">%s</div>', esc_attr( self::CONTENT_CLASS ), $content );
	}

	/**
	 * A comma-separated list of class names or ids, each reduced to the characters a class name
	 * may hold, blanks dropped.
	 *
	 * @param string $list What the editor typed.
	 * @return string The cleaned list.
	 */
	private static function html_names( string $list ): string {
		$names = array_map(
			static fn ( string $name ): string => sanitize_html_class( ltrim( trim( $name ), '.#' ) ),
			explode( ',', $list )
		);
		return implode( ',', array_filter( $names ) );
	}

	/**
	 * A text attribute, or its default when it is missing or not text (a block comment can hold
	 * any JSON: `{"heading":["a"]}` must not warn). Numbers read as their digits.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $key        The attribute.
	 * @param string               $fallback   Its default.
	 */
	private static function text( array $attributes, string $key, string $fallback = '' ): string {
		$value = $attributes[ $key ] ?? null;
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? (string) $value : $fallback;
	}

	/**
	 * A whole-number attribute, 0 or more, or its default when it is missing or not a number.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $key        The attribute.
	 * @param int                  $fallback   Its default.
	 */
	private static function number( array $attributes, string $key, int $fallback ): int {
		$value = $attributes[ $key ] ?? null;
		return is_numeric( $value ) ? absint( $value ) : $fallback;
	}

	/**
	 * A boolean as the data attributes spell it (docs/popups.md).
	 *
	 * @param mixed $value The attribute.
	 * @return string `yes` or `no`.
	 */
	private static function yes_no( mixed $value ): string {
		return $value ? self::YES : self::NO;
	}
}
