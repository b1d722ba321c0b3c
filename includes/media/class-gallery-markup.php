<?php
/**
 * The video gallery's markup: the player, the thumbnail list, previous / next and the page
 * number (docs/media.md "Video gallery"). Everything is escaped here; the browser script
 * (src/media/gallery) only reads it.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Draws a gallery's first page, and the thumbnail list alone for the paging call.
 */
final class Gallery_Markup {

	/**
	 * The gallery's class names (the block's wrapper class is added by WordPress).
	 */
	public const CLASS_NAME = 'frontage-gallery';

	/**
	 * A play button's shape (24×24).
	 */
	private const PLAY_ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M8 5.5v13l11-6.5-11-6.5Z" fill="currentColor"/></svg>';

	/**
	 * The whole gallery, first page.
	 *
	 * @param Gallery_Options $options The gallery's options.
	 * @param Gallery_Page    $page    Its first page.
	 * @param string          $wrapper The wrapper's attributes (get_block_wrapper_attributes() of attributes()), escaped.
	 * @return string HTML; only an owner's note, or nothing, when the page has no video.
	 */
	public static function gallery( Gallery_Options $options, Gallery_Page $page, string $wrapper ): string {
		$notice = self::owner_notice( $page->notice );
		if ( ! $page->videos ) {
			return '' === $notice ? '' : sprintf( '<div %1$s>%2$s</div>', $wrapper, $notice );
		}
		return sprintf(
			'<div %1$s>%2$s%3$s<p class="%4$s__alert" role="alert"></p>%5$s%6$s</div>',
			$wrapper,
			$notice,
			self::player( $page->source, $page->videos[0] ),
			esc_attr( self::CLASS_NAME ),
			self::thumbnail_list( $options, $page ),
			$options->show_paging ? self::paging( $page ) : ''
		);
	}

	/**
	 * The wrapper's attributes the browser script reads: the source, the options, the paging
	 * call's address and nonce, the words it writes, the number of columns.
	 *
	 * @param Gallery_Options $options  The gallery's options.
	 * @param Gallery_Page    $page     Its first page.
	 * @param string          $ajax_url Where the paging call goes.
	 * @param string          $nonce    The paging call's token (Gallery_Ajax::token()).
	 * @return array<string, string> Unescaped (get_block_wrapper_attributes() escapes).
	 */
	public static function attributes( Gallery_Options $options, Gallery_Page $page, string $ajax_url, string $nonce ): array {
		// While the owner blocks third-party players, playing a YouTube video is the visitor's
		// consent to videos, read as the video facade's is (docs/media.md "Consent").
		$consent = Gallery_Page::SOURCE_YOUTUBE === $page->source ? Video_Facade::consent_attributes() : array();
		return $consent + array(
			'class'         => self::CLASS_NAME,
			'style'         => '--frontage-gallery-columns:' . $options->columns,
			'data-source'   => $page->source,
			'data-options'  => (string) wp_json_encode( $options->to_fields() ),
			'data-ajax-url' => $ajax_url,
			'data-nonce'    => $nonce,
			'data-labels'   => (string) wp_json_encode(
				array(
					/* translators: 1: page number, 2: number of pages. */
					'pageOf' => __( 'Page %1$d of %2$d', 'frontage' ),
					/* translators: %d: page number. */
					'page'   => __( 'Page %d', 'frontage' ),
					'error'  => __( 'Sorry, there was an error loading the next page.', 'frontage' ),
					/* translators: %s: the video's title. */
					'play'   => __( 'Play: %s', 'frontage' ),
				)
			),
		);
	}

	/**
	 * The thumbnail list: what the paging call answers (it replaces the list on the page). The
	 * list carries the tokens of the pages around it and the number of pages.
	 *
	 * @param Gallery_Options $options The gallery's options.
	 * @param Gallery_Page    $page    The page.
	 * @param string          $current The `data-videoid` of the current video, '' for none.
	 * @return string HTML.
	 */
	public static function thumbnail_list( Gallery_Options $options, Gallery_Page $page, ?string $current = null ): string {
		$current ??= $page->videos[0]->video_id ?? '';
		$items     = '';
		foreach ( $page->videos as $video ) {
			$items .= '<li>' . self::thumbnail( $video, $current === $video->video_id, $options->show_title ) . '</li>';
		}
		return sprintf(
			'<ul class="%1$s__list" data-prev-token="%2$s" data-next-token="%3$s" data-page-count="%4$d">%5$s</ul>',
			esc_attr( self::CLASS_NAME ),
			esc_attr( $page->prev_token ),
			esc_attr( $page->next_token ),
			$page->page_count,
			$items
		);
	}

	/**
	 * One thumbnail: a button that plays its video. Without a title shown, the title still names it.
	 *
	 * @param Gallery_Video $video      The video.
	 * @param bool          $current    Whether it is the player's video.
	 * @param bool          $show_title Whether the title is shown under the picture.
	 * @return string HTML.
	 */
	private static function thumbnail( Gallery_Video $video, bool $current, bool $show_title ): string {
		return sprintf(
			'<button type="button" class="%1$s__thumb" data-videoid="%2$s"%3$s%4$s%5$s>%6$s%7$s</button>',
			esc_attr( self::CLASS_NAME ),
			esc_attr( $video->video_id ),
			'' !== $video->src ? ' data-src="' . esc_url( $video->src ) . '"' : '',
			$current ? ' aria-current="true"' : '',
			$show_title ? '' : ' aria-label="' . esc_attr( $video->title ) . '"',
			self::picture( $video ),
			$show_title ? sprintf( '<span class="%1$s__thumb-title">%2$s</span>', esc_attr( self::CLASS_NAME ), esc_html( $video->title ) ) : ''
		);
	}

	/**
	 * The player with the first video: the browser's own `<video>` for the Media Library; for
	 * YouTube a poster and a play button, so nothing of YouTube loads before the visitor's click.
	 *
	 * @param string        $source The page's source.
	 * @param Gallery_Video $video  The video.
	 * @return string HTML.
	 */
	private static function player( string $source, Gallery_Video $video ): string {
		if ( Gallery_Page::SOURCE_MEDIA === $source ) {
			$media = sprintf(
				'<video class="%1$s__video" controls playsinline preload="metadata" src="%2$s" data-videoid="%3$s"%4$s aria-label="%5$s"></video>',
				esc_attr( self::CLASS_NAME ),
				esc_url( $video->src ),
				esc_attr( $video->video_id ),
				'' !== $video->thumbnail ? ' poster="' . esc_url( $video->thumbnail ) . '"' : '',
				esc_attr( $video->title )
			);
		} else {
			$media = sprintf(
				'<button type="button" class="%1$s__play" data-videoid="%2$s" aria-label="%3$s">%4$s<span class="%1$s__play-icon">%5$s</span></button>',
				esc_attr( self::CLASS_NAME ),
				esc_attr( $video->video_id ),
				/* translators: %s: the video's title. */
				esc_attr( sprintf( __( 'Play: %s', 'frontage' ), $video->title ) ),
				self::picture( $video ),
				self::PLAY_ICON
			);
		}
		return sprintf(
			'<div class="%1$s__player">%2$s<p class="%1$s__now">%3$s</p>%4$s</div>',
			esc_attr( self::CLASS_NAME ),
			$media,
			esc_html( $video->title ),
			Gallery_Page::SOURCE_YOUTUBE === $source ? self::youtube_note( $video ) : ''
		);
	}

	/**
	 * The line under a YouTube player saying where playing loads the video from, while the
	 * owner blocks third-party players: the video facade's own line.
	 *
	 * @param Gallery_Video $video The video in the player.
	 * @return string HTML, or ''.
	 */
	private static function youtube_note( Gallery_Video $video ): string {
		$address = Video_Address::from_id( Video_Address::YOUTUBE, $video->video_id );
		return $address ? Video_Facade::note( $address, self::CLASS_NAME ) : '';
	}

	/**
	 * A video's picture: stored on this site, or a drawn placeholder.
	 *
	 * @param Gallery_Video $video The video.
	 * @return string HTML.
	 */
	private static function picture( Gallery_Video $video ): string {
		if ( '' === $video->thumbnail ) {
			return sprintf( '<span class="%1$s__picture is-placeholder">%2$s</span>', esc_attr( self::CLASS_NAME ), self::PLAY_ICON );
		}
		return sprintf( '<img class="%1$s__picture" src="%2$s" alt="" loading="lazy" decoding="async" />', esc_attr( self::CLASS_NAME ), esc_url( $video->thumbnail ) );
	}

	/**
	 * Previous, the page number and next. The number is page 1 of the server's render; the
	 * browser keeps it while paging.
	 *
	 * @param Gallery_Page $page The first page.
	 * @return string HTML.
	 */
	private static function paging( Gallery_Page $page ): string {
		return sprintf(
			'<nav class="%1$s__paging" aria-label="%2$s"><button type="button" class="%1$s__prev" disabled>%3$s</button><span class="%1$s__page" aria-live="polite">%4$s</span><button type="button" class="%1$s__next"%5$s>%6$s</button></nav>',
			esc_attr( self::CLASS_NAME ),
			esc_attr__( 'Video gallery pages', 'frontage' ),
			esc_html__( 'Previous', 'frontage' ),
			esc_html( self::page_label( 1, $page->page_count ) ),
			'' === $page->next_token ? ' disabled' : '',
			esc_html__( 'Next', 'frontage' )
		);
	}

	/**
	 * "Page 1 of 3", or "Page 1" when the count is not known.
	 *
	 * @param int $number The page number.
	 * @param int $count  The number of pages, 0 when not known.
	 */
	public static function page_label( int $number, int $count ): string {
		/* translators: 1: page number, 2: number of pages. */
		return $count > 0 ? sprintf( __( 'Page %1$d of %2$d', 'frontage' ), $number, $count )
			/* translators: %d: page number. */
			: sprintf( __( 'Page %d', 'frontage' ), $number );
	}

	/**
	 * A note for people who may edit posts (the editor's preview and the page they see);
	 * visitors get nothing.
	 *
	 * @param string $notice The note, or ''.
	 * @return string HTML.
	 */
	private static function owner_notice( string $notice ): string {
		if ( '' === $notice || ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p class="%1$s__notice">%2$s</p>', esc_attr( self::CLASS_NAME ), esc_html( $notice ) );
	}
}
