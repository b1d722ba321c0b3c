<?php
/**
 * Consent for third-party content, the markup (docs/media.md "Consent"): a placeholder instead of
 * an embed the visitor has not agreed to, and reCAPTCHA forms that wait for consent.
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The blocked content is kept, inert, in a `<template>` inside the placeholder, so nothing of it
 * loads; the consent script (src/media/consent/) swaps it in once the visitor agrees. Built the
 * first time a page has an embed, a modal frame or a reCAPTCHA form; a page without any never
 * loads this class, the script or its styles.
 */
final class Content_Blocker {

	/**
	 * The consent script and its styles (src/media/consent/).
	 */
	public const HANDLE = 'frontage-consent';
	private const ENTRY = 'media/consent/index';

	/**
	 * Marks the submit controls this class disabled and the reCAPTCHA scripts it kept from
	 * loading, so the script undoes exactly that.
	 */
	public const DISABLED_ATTRIBUTE = 'data-frontage-consent-disabled';
	public const SCRIPT_ATTRIBUTE   = 'data-frontage-consent-src';

	/**
	 * What a core/embed's markup must hold for it to load anything from its host (a plain link,
	 * which is what WordPress prints when the oEmbed call failed, loads nothing).
	 */
	private const LOADS = '/<(?:iframe|script|img|video|audio|object|embed)\b/i';

	/**
	 * A core/embed block's figure: its opening, the embed's markup inside the wrapper, and the
	 * rest (the wrapper's end, the caption, the figure's end).
	 */
	private const EMBED_PARTS = '#^(\s*<figure\b[^>]*>\s*<div class="wp-block-embed__wrapper">)(.*)(</div>\s*(?:<figcaption\b.*</figcaption>\s*)?</figure>\s*)$#is';

	/**
	 * An iframe or video element, as Frontage's modal and core/cover print them.
	 */
	private const FRAME = '#<(iframe|video)\b[^>]*>.*?</\1>#is';

	/**
	 * Marks a reCAPTCHA form held for consent (kept, so a later pass over markup that holds it
	 * leaves it alone), and one while it is rewritten.
	 */
	private const FORM_MARK = 'data-frontage-consent-form';
	private const FORM_NEW  = 'data-frontage-consent-new';

	/**
	 * The markup this request's passes held reCAPTCHA forms in: a block that holds it again (a
	 * template part around a form block, a template around the post's content) has only the
	 * rest looked at.
	 *
	 * @var string[]
	 */
	private array $held = array();

	/**
	 * Takes the script registration.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * A core/embed block's markup, or a placeholder holding it when it loads from a third party
	 * the visitor has not agreed to. The host of the block's `url` decides the kind.
	 *
	 * @param string               $html  The block's rendered markup.
	 * @param array<string, mixed> $block The parsed block.
	 * @return string HTML.
	 */
	public function embed( string $html, array $block ): string {
		$url    = $block['attrs']['url'] ?? '';
		$source = Consent::source( is_string( $url ) && '' !== $url ? $url : $this->first_source( $html ) );
		if ( null === $source || ! preg_match( self::LOADS, $html ) || $this->allowed( $source['kind'] ) ) {
			return $html;
		}
		$poster = $this->poster( $source, (string) $url );
		if ( preg_match( self::EMBED_PARTS, $html, $parts ) ) {
			// The figure, its alignment and caption stay; the placeholder takes the embed's box.
			return $parts[1] . $this->placeholder( $source, $parts[2], $poster ) . $parts[3];
		}
		return $this->placeholder( $source, $html, $poster );
	}

	/**
	 * Markup with each third-party iframe or video the visitor has not agreed to replaced by a
	 * placeholder: the modal block's page or video frame (its address waits in data-src), a
	 * core/cover's background video (kind VIDEO_BACKGROUND, whatever its host).
	 *
	 * @param string $html Rendered markup.
	 * @return string HTML.
	 */
	public function frames( string $html ): string {
		return (string) preg_replace_callback(
			self::FRAME,
			function ( array $frame ): string {
				$url    = $this->first_source( $frame[0] );
				$source = Consent::source( $url );
				if ( null !== $source && 'video' === strtolower( $frame[1] ) ) {
					$source['kind'] = Consent::VIDEO_BACKGROUND;
				}
				if ( null === $source || $this->allowed( $source['kind'] ) ) {
					return $frame[0];
				}
				return $this->placeholder( $source, $frame[0], $this->poster( $source, $url ) );
			},
			$html
		);
	}

	/**
	 * reCAPTCHA forms waiting for consent wherever markup is rendered (a block outside the post
	 * content, a widget, the post content): only when the markup mentions reCAPTCHA outside
	 * what an earlier pass of this request held already, so no form is looked at twice.
	 *
	 * @param string $html Rendered markup.
	 * @return string HTML.
	 */
	public function recaptcha_anywhere( string $html ): string {
		$rest = array() === $this->held ? $html : str_replace( $this->held, '', $html );
		if ( false === stripos( $rest, 'recaptcha' ) ) {
			return $html;
		}
		$held = $this->recaptcha_forms( $html );
		if ( $held !== $html ) {
			$this->held[] = $held;
		}
		return $held;
	}

	/**
	 * Content with its reCAPTCHA forms waiting for consent: their submit controls disabled, a
	 * note with the consent button before each, the reCAPTCHA scripts in it kept from loading.
	 * A form held already (FORM_MARK) is left as it is.
	 *
	 * @param string $html Rendered content.
	 * @return string HTML.
	 */
	public function recaptcha_forms( string $html ): string {
		if ( $this->allowed( Consent::RECAPTCHA ) ) {
			return $html;
		}
		$forms = $this->recaptcha_form_numbers( $html );
		if ( array() === $forms ) {
			return $html;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		$form = 0;
		$in   = false;
		while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
			$name = $tags->get_tag();
			if ( 'FORM' === $name ) {
				$in = ! $tags->is_tag_closer() && in_array( ++$form, $forms, true );
				if ( $in ) {
					$tags->set_attribute( self::FORM_NEW, true );
				}
			} elseif ( $in && ! $tags->is_tag_closer() ) {
				$this->hold_form_part( $tags, $name );
			}
		}
		$source = array(
			'provider' => 'Google reCAPTCHA',
			'kind'     => Consent::RECAPTCHA,
			'known'    => true,
		);
		$note   = $this->placeholder( $source, sprintf( '<p>%s</p>', esc_html__( 'reCAPTCHA has loaded: you can send this form.', 'frontage' ) ), '' );
		return (string) preg_replace( '#<(form) ' . self::FORM_NEW . '\b#i', $note . '<$1 ' . self::FORM_MARK, $tags->get_updated_html() );
	}

	/**
	 * A script tag WordPress prints, kept from loading when it is reCAPTCHA's and the visitor has
	 * not agreed: the script swaps it in on consent.
	 *
	 * @param string $tag The `<script>` tag.
	 * @param string $src Its address.
	 * @return string HTML.
	 */
	public function recaptcha_script( string $tag, string $src ): string {
		$source = Consent::source( $src );
		if ( null === $source || Consent::RECAPTCHA !== $source['kind'] || $this->allowed( Consent::RECAPTCHA ) ) {
			return $tag;
		}
		$tags = new \WP_HTML_Tag_Processor( $tag );
		while ( $tags->next_tag( 'script' ) ) {
			$this->hold_script( $tags );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The numbers (1 = the first form) of the forms that carry reCAPTCHA: a `.g-recaptcha`
	 * element, a site key or reCAPTCHA's script inside; not those held already.
	 *
	 * @param string $html Rendered content.
	 * @return int[]
	 */
	private function recaptcha_form_numbers( string $html ): array {
		$tags    = new \WP_HTML_Tag_Processor( $html );
		$numbers = array();
		$form    = 0;
		$in      = false;
		while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
			if ( 'FORM' === $tags->get_tag() ) {
				$form += $tags->is_tag_closer() ? 0 : 1;
				$in    = ! $tags->is_tag_closer() && null === $tags->get_attribute( self::FORM_MARK );
				continue;
			}
			$script = 'SCRIPT' === $tags->get_tag() ? Consent::source( $tags->get_attribute( 'src' ) ) : null;
			if ( $in && ( $tags->has_class( 'g-recaptcha' ) || null !== $tags->get_attribute( 'data-sitekey' ) || Consent::RECAPTCHA === ( $script['kind'] ?? '' ) ) ) {
				$numbers[] = $form;
			}
		}
		return array_values( array_unique( $numbers ) );
	}

	/**
	 * Holds one element of a reCAPTCHA form: a submit control is disabled, reCAPTCHA's script
	 * kept from loading.
	 *
	 * @param \WP_HTML_Tag_Processor $tags At the element.
	 * @param string                 $name Its tag name.
	 */
	private function hold_form_part( \WP_HTML_Tag_Processor $tags, string $name ): void {
		$type = strtolower( (string) $tags->get_attribute( 'type' ) );
		if ( ( 'BUTTON' === $name && in_array( $type, array( '', 'submit' ), true ) ) || ( 'INPUT' === $name && in_array( $type, array( 'submit', 'image' ), true ) ) ) {
			if ( null === $tags->get_attribute( 'disabled' ) ) {
				$tags->set_attribute( 'disabled', true );
				$tags->set_attribute( self::DISABLED_ATTRIBUTE, true );
			}
		} elseif ( 'SCRIPT' === $name && Consent::RECAPTCHA === ( Consent::source( $tags->get_attribute( 'src' ) )['kind'] ?? '' ) ) {
			$this->hold_script( $tags );
		}
	}

	/**
	 * Keeps a script from loading: its address moves to SCRIPT_ATTRIBUTE, its type to text/plain.
	 *
	 * @param \WP_HTML_Tag_Processor $tags At the script.
	 */
	private function hold_script( \WP_HTML_Tag_Processor $tags ): void {
		$src = $tags->get_attribute( 'src' );
		if ( ! is_string( $src ) ) {
			return;
		}
		$tags->remove_attribute( 'src' );
		$tags->set_attribute( 'type', 'text/plain' );
		$tags->set_attribute( self::SCRIPT_ATTRIBUTE, $src );
		$this->enqueue();
	}

	/**
	 * The placeholder: the stored thumbnail (if any), the provider's name, what agreeing loads,
	 * the button, and the blocked markup kept inert in a template. Markup that loads its
	 * provider's script cannot be swapped in (the script would not run again), so agreeing
	 * reloads the page then; markup that would end the template early is left out for the same
	 * reload.
	 *
	 * @param array{provider: string, kind: string, known: bool} $source Who serves it.
	 * @param string                                             $inner  The blocked markup.
	 * @param string                                             $poster The stored thumbnail's address, or ''.
	 * @return string HTML.
	 */
	private function placeholder( array $source, string $inner, string $poster ): string {
		$this->enqueue();
		$words    = Consent_Words::of( $source['kind'], $source['provider'], Consent::api_in_charge() );
		$reload   = (bool) preg_match( '#<script\b#i', $inner ) || false !== stripos( $inner, '</template' );
		$extra    = Consent::api_in_charge() ? sprintf( ' data-frontage-category="%s"', esc_attr( Consent::category( $source['kind'] ) ) ) : '';
		$extra   .= $reload ? ' data-frontage-reload' : '';
		$template = false === stripos( $inner, '</template' ) ? '<template>' . $inner . '</template>' : '';
		return sprintf(
			'<div class="frontage-consent is-%1$s%2$s" data-frontage-consent="%1$s"%3$s role="group" aria-label="%4$s" tabindex="-1">%5$s<div class="frontage-consent__body"><p class="frontage-consent__provider">%6$s</p><p class="frontage-consent__note">%7$s</p><button type="button" class="frontage-consent__agree">%8$s</button></div>%9$s</div>',
			esc_attr( $source['kind'] ),
			'' !== $poster ? ' has-poster' : '',
			$extra,
			esc_attr( $words['label'] ),
			'' !== $poster ? sprintf( '<img class="frontage-consent__poster" src="%s" alt="" loading="lazy" />', esc_url( $poster ) ) : '',
			esc_html( $source['provider'] ),
			esc_html( $words['note'] ),
			esc_html( $words['button'] ),
			$template // Printed as is: the block's own rendered markup, kept inert.
		);
	}

	/**
	 * Whether the visitor agreed to a kind (or nothing is blocked). A page rendered with content
	 * shown because this visitor agreed is one page caches must not keep for everyone.
	 *
	 * @param string $kind The kind.
	 */
	private function allowed( string $kind ): bool {
		if ( ! Consent::has( $kind ) ) {
			return false;
		}
		if ( Consent::blocking_on() && ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // Honoured by the common page-cache plugins.
		}
		return true;
	}

	/**
	 * The address a frame or embed loads: the first iframe's, video's, video source's or
	 * script's src (or data-src, where the modal keeps its frame's).
	 *
	 * @param string $html Markup.
	 */
	private function first_source( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( in_array( $tags->get_tag(), array( 'IFRAME', 'SCRIPT', 'VIDEO', 'SOURCE' ), true ) ) {
				$src = $tags->get_attribute( 'src' ) ?? $tags->get_attribute( 'data-src' );
				if ( is_string( $src ) && '' !== $src ) {
					return $src;
				}
			}
		}
		return '';
	}

	/**
	 * The video's thumbnail stored on the site, from the video facade's poster store, when the
	 * address is a known video host's and that store is there; '' otherwise (the placeholder
	 * then shows the provider's name alone). Nothing is fetched by the visitor's browser.
	 *
	 * @param array{provider: string, kind: string, known: bool} $source Who serves it.
	 * @param string                                             $url    The embed's address.
	 */
	private function poster( array $source, string $url ): string {
		if ( Consent::VIDEO !== $source['kind'] || ! $source['known'] || ! class_exists( Video_Address::class ) || ! class_exists( Video_Posters::class ) ) {
			return '';
		}
		$video = Video_Address::parse( html_entity_decode( $url, ENT_QUOTES ) );
		return null === $video ? '' : (string) ( Video_Posters::for_page( $video )['url'] ?? '' );
	}

	/**
	 * Queues the consent script and its styles, once.
	 */
	private function enqueue(): void {
		if ( ! wp_script_is( self::HANDLE ) ) {
			$this->assets->enqueue_script( self::HANDLE, self::ENTRY );
		}
	}
}
