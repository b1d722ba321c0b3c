<?php
/**
 * The video facade (docs/media.md "Video facade"): block `frontage/video`, shortcode
 * `[frontage_video url="…" title="…"]`, and the modal block's video.
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Server-rendered: the poster stored on the site and a real button named "Play: {title}". The
 * page loads nothing from the video host; the view script (src/media/video) swaps in the player
 * when the visitor clicks. An address that names no video renders nothing, without a notice.
 */
final class Video_Facade {

	/**
	 * The block's name.
	 */
	public const BLOCK = 'frontage/video';

	/**
	 * The shortcode's name.
	 */
	public const SHORTCODE = Media_Module::VIDEO_SHORTCODE;

	/**
	 * The view script and its styles, enqueued by the first facade of a page.
	 */
	public const HANDLE = 'frontage-media-video';
	private const ENTRY = 'media/video/index';

	/**
	 * The kind of consent a click gives (src/media/consent.ts, docs/media.md "Consent").
	 */
	public const CONSENT_KIND = 'video';

	/**
	 * The root element's class, which the view script and the styles find.
	 */
	public const CLASS_NAME = 'frontage-video';

	/**
	 * The block's markup.
	 *
	 * @param mixed $attributes The block's attributes: url, title, volume, liveFallback.
	 * @return string HTML, or '' for an address that names no video.
	 */
	public static function render_block( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$video      = Video_Address::parse( $attributes['url'] ?? '' );
		if ( ! $video ) {
			return '';
		}
		$options = self::options( $attributes, 'liveFallback' );
		return self::markup( $video, $options, get_block_wrapper_attributes( self::data_attributes( $video, $options ) ) );
	}

	/**
	 * The shortcode's markup.
	 *
	 * @param mixed $atts The shortcode's attributes: url, title, volume, live_fallback.
	 * @return string HTML, or '' for an address that names no video.
	 */
	public static function render_shortcode( mixed $atts ): string {
		$atts  = is_array( $atts ) ? $atts : array();
		$video = Video_Address::parse( $atts['url'] ?? '' );
		if ( ! $video ) {
			return '';
		}
		$options = self::options( $atts, 'live_fallback' );
		return self::markup( $video, $options, self::attribute_html( self::data_attributes( $video, $options ) ) );
	}

	/**
	 * The modal block's video: a facade inside the dialog (docs/popups.md "The modal block").
	 *
	 * @param Video_Address $video    The video.
	 * @param string        $title    The dialog's name, the player's too.
	 * @param bool          $autoplay Whether the player starts when the modal opens, once the
	 *                                visitor has agreed to videos.
	 * @return string HTML.
	 */
	public static function render_for_modal( Video_Address $video, string $title, bool $autoplay ): string {
		$options = array(
			'title'    => $title,
			'volume'   => null,
			'fallback' => '',
		);
		$data    = self::data_attributes( $video, $options ) + ( $autoplay ? array( 'data-autoplay' => '1' ) : array() );
		return self::markup( $video, $options, self::attribute_html( $data ) );
	}

	/**
	 * The root's attributes outside a block (shortcode, modal), with the block's class too so
	 * that themes style both alike.
	 *
	 * @param array<string, string> $data Attribute name => value, unescaped.
	 * @return string Escaped attributes.
	 */
	private static function attribute_html( array $data ): string {
		$data['class'] = 'wp-block-frontage-video ' . $data['class'];
		$html          = array();
		foreach ( $data as $name => $value ) {
			$html[] = sprintf( '%s="%s"', $name, esc_attr( $value ) );
		}
		return implode( ' ', $html );
	}

	/**
	 * The owner's options, cleaned.
	 *
	 * @param array<string, mixed> $attributes The block's or shortcode's attributes.
	 * @param string               $fallback   The name of the live fallback's attribute.
	 * @return array{title: string, volume: int|null, fallback: string}
	 */
	private static function options( array $attributes, string $fallback ): array {
		$text   = static fn ( mixed $value ): string => is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
		$volume = $attributes['volume'] ?? null;
		return array(
			'title'    => $text( $attributes['title'] ?? '' ),
			'volume'   => is_numeric( $volume ) ? max( 0, min( 100, (int) $volume ) ) : null,
			'fallback' => $text( $attributes[ $fallback ] ?? '' ),
		);
	}

	/**
	 * What the view script reads: the player's address and name, the volume, whether a click
	 * counts as consent, whether it is a live channel.
	 *
	 * @param Video_Address                                          $video   The video.
	 * @param array{title: string, volume: int|null, fallback: string} $options The owner's options.
	 * @return array<string, string> Attribute name => value, unescaped.
	 */
	private static function data_attributes( Video_Address $video, array $options ): array {
		$data = array(
			'class'         => self::CLASS_NAME,
			'data-player'   => $video->player_url(),
			'data-provider' => $video->provider,
		);
		if ( null !== $options['volume'] ) {
			$data['data-volume'] = (string) $options['volume'];
		}
		$data += self::consent_attributes();
		if ( $video->channel ) {
			$data['data-live'] = '1';
		}
		return $data;
	}

	/**
	 * The facade.
	 *
	 * @param Video_Address                                          $video      The video.
	 * @param array{title: string, volume: int|null, fallback: string} $options    The owner's options.
	 * @param string                                                 $attributes The root's attributes, escaped.
	 * @return string HTML.
	 */
	private static function markup( Video_Address $video, array $options, string $attributes ): string {
		( new Assets() )->enqueue_script( self::HANDLE, self::ENTRY );
		$poster = Video_Posters::for_page( $video );
		$title  = '' !== $options['title'] ? $options['title'] : $poster['title'];
		$image  = '' === $poster['url'] ? '' : sprintf(
			'<img class="frontage-video__poster" src="%s" alt="" width="%d" height="%d" loading="lazy" decoding="async" />',
			esc_url( $poster['url'] ),
			$poster['width'],
			$poster['height']
		);
		return sprintf(
			'<div %1$s data-title="%2$s"><div class="frontage-video__frame">%3$s<button type="button" class="frontage-video__play" aria-label="%4$s"><svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false"><path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" class="frontage-video__icon-back"/><path d="M45 24 27 14v20" fill="#fff"/></svg></button></div>%7$s%5$s%6$s</div>',
			$attributes,
			esc_attr( '' !== $title ? $title : sprintf( /* translators: %s: YouTube or Vimeo. */ __( '%s video', 'frontage' ), $video->provider_name() ) ),
			$image,
			esc_attr( '' !== $title ? sprintf( /* translators: %s: the video's title. */ __( 'Play: %s', 'frontage' ), $title ) : __( 'Play video', 'frontage' ) ),
			self::note( $video ),
			$video->channel ? self::live_fallback( $video, $options['fallback'] ) : '',
			self::without_script( $video, $title )
		);
	}

	/**
	 * Where a browser without JavaScript (or with the script blocked) can still watch: a link to
	 * the video's own page on its host. A link loads nothing until it is followed.
	 *
	 * @param Video_Address $video The video.
	 * @param string        $title Its title, or ''.
	 * @return string HTML.
	 */
	private static function without_script( Video_Address $video, string $title ): string {
		return sprintf(
			'<noscript><p class="frontage-video__watch"><a href="%s">%s</a></p></noscript>',
			esc_url( $video->page_url() ),
			esc_html(
				'' !== $title
					/* translators: 1: the video's title, 2: YouTube or Vimeo. */
					? sprintf( __( 'Watch “%1$s” on %2$s', 'frontage' ), $title, $video->provider_name() )
					/* translators: %s: YouTube or Vimeo. */
					: sprintf( __( 'Watch the video on %s', 'frontage' ), $video->provider_name() )
			)
		);
	}

	/**
	 * What a player's script reads to count a click as consent (src/media/consent.ts
	 * consentByPlaying()), while the owner blocks third-party players: the kind, and the WP
	 * Consent API category when a consent plugin is in charge. The video gallery's YouTube
	 * player uses the same.
	 *
	 * @return array<string, string> Attribute name => value, unescaped; none while blocking is off.
	 */
	public static function consent_attributes(): array {
		if ( ! Media_Settings::get()['block_third_party'] ) {
			return array();
		}
		return array( 'data-consent' => self::CONSENT_KIND )
			+ ( Consent::api_in_charge() ? array( 'data-consent-category' => Consent::category( self::CONSENT_KIND ) ) : array() );
	}

	/**
	 * The line under the button saying where playing loads the video from, while clicking
	 * counts as consent (the `block_third_party` setting). The video gallery's YouTube player
	 * shows the same words.
	 *
	 * @param Video_Address $video      The video.
	 * @param string        $class_name The class of the block it is in (`frontage-video`, `frontage-gallery`).
	 * @return string HTML, or ''.
	 */
	public static function note( Video_Address $video, string $class_name = self::CLASS_NAME ): string {
		if ( ! Media_Settings::get()['block_third_party'] ) {
			return '';
		}
		return sprintf(
			'<p class="%s__note">%s <a href="%s" rel="noopener" target="_blank">%s</a></p>',
			esc_attr( $class_name ),
			/* translators: %s: YouTube or Vimeo. */
			esc_html( sprintf( __( 'Playing loads the video from %s.', 'frontage' ), $video->provider_name() ) ),
			esc_url( $video->privacy_url() ),
			/* translators: %s: YouTube or Vimeo. */
			esc_html( sprintf( __( '%s’s privacy policy', 'frontage' ), $video->provider_name() ) )
		);
	}

	/**
	 * What replaces a live channel's player when the channel is not live (hidden until then).
	 *
	 * @param Video_Address $video The live channel.
	 * @param string        $text  The owner's words, or '' for the default.
	 * @return string HTML.
	 */
	private static function live_fallback( Video_Address $video, string $text ): string {
		return sprintf(
			'<div class="frontage-video__offline" hidden><p>%s <a href="%s">%s</a></p></div>',
			esc_html( '' !== $text ? $text : __( 'The live stream is not on air right now.', 'frontage' ) ),
			esc_url( $video->page_url() ),
			/* translators: %s: YouTube. */
			esc_html( sprintf( __( 'See the channel on %s', 'frontage' ), $video->provider_name() ) )
		);
	}

	/**
	 * Schedules the posters of the videos a saved post shows (blocks, shortcodes, modal videos),
	 * so that they are on the site before the first visitor comes.
	 *
	 * @param int      $post_id The post.
	 * @param \WP_Post $post    The post.
	 */
	public static function schedule_posters( int $post_id, \WP_Post $post ): void {
		unset( $post_id );
		$content = (string) $post->post_content;
		if ( wp_is_post_revision( $post ) || ! preg_match( '/frontage\/(video|modal)|\[' . self::SHORTCODE . '\b/', $content ) ) {
			return;
		}
		foreach ( self::videos_in( parse_blocks( $content ) ) as $video ) {
			Video_Posters::schedule( $video );
		}
		if ( preg_match_all( '/' . get_shortcode_regex( array( self::SHORTCODE ) ) . '/', $content, $matches ) ) {
			foreach ( $matches[3] as $atts ) {
				$video = Video_Address::parse( shortcode_parse_atts( $atts )['url'] ?? '' );
				if ( $video ) {
					Video_Posters::schedule( $video );
				}
			}
		}
	}

	/**
	 * The videos of blocks and their inner blocks.
	 *
	 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
	 * @return Video_Address[]
	 */
	private static function videos_in( array $blocks ): array {
		$videos = array();
		foreach ( $blocks as $block ) {
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			$video = match ( $block['blockName'] ?? '' ) {
				self::BLOCK      => Video_Address::parse( $attrs['url'] ?? '' ),
				'frontage/modal' => Video_Address::from_id( (string) ( $attrs['contentType'] ?? '' ), $attrs['videoId'] ?? null ),
				default          => null,
			};
			if ( $video ) {
				$videos[] = $video;
			}
			array_push( $videos, ...self::videos_in( is_array( $block['innerBlocks'] ?? null ) ? $block['innerBlocks'] : array() ) );
		}
		return $videos;
	}
}
