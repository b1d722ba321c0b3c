<?php
/**
 * The video gallery's Media Library source: video attachments by id, paged by page number.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Turns the owner's attachment ids into pages of videos. An id is kept only when it names a
 * video attachment that anyone may see (published, or attached to nothing); the others are left
 * out on every request, whoever asks, and the owner's note names them.
 */
final class Gallery_Attachments {

	/**
	 * The thumbnail size of a video's featured image.
	 */
	private const THUMBNAIL_SIZE = 'medium';

	/**
	 * The page the options ask for (their page token is the page number, '' or `1` the first).
	 *
	 * @param Gallery_Options $options The gallery's options.
	 */
	public function page( Gallery_Options $options ): Gallery_Page {
		$videos = array();
		$left   = array();
		_prime_post_caches( $options->ids, false, true ); // One query for the posts and their meta.
		foreach ( $options->ids as $id ) {
			$video = self::video( $id );
			if ( $video ) {
				$videos[] = $video;
			} else {
				$left[] = $id;
			}
		}
		$count  = max( 1, (int) ceil( count( $videos ) / $options->page_size ) );
		$number = min( $count, max( 1, (int) $options->page_token ) );
		$page   = new Gallery_Page(
			Gallery_Page::SOURCE_MEDIA,
			array_slice( $videos, ( $number - 1 ) * $options->page_size, $options->page_size ),
			$number > 1 ? (string) ( $number - 1 ) : '',
			$number < $count ? (string) ( $number + 1 ) : '',
			$count
		);
		return $left ? $page->with_notice( self::left_out_notice( $left ) ) : $page;
	}

	/**
	 * The video an id names, when it is a video attachment anyone may see.
	 *
	 * @param int $id The attachment id.
	 */
	public static function video( int $id ): ?Gallery_Video {
		$post = get_post( $id );
		if ( ! $post || 'attachment' !== $post->post_type || ! wp_attachment_is( 'video', $post ) ) {
			return null;
		}
		// An attachment inherits its parent's status: one in a draft or private post is not public.
		if ( 'publish' !== get_post_status( $post ) || '' !== (string) $post->post_password ) {
			return null;
		}
		$src = wp_get_attachment_url( $id );
		if ( ! $src ) {
			return null;
		}
		$title = trim( wp_strip_all_tags( get_the_title( $post ) ) );
		return new Gallery_Video(
			(string) $id,
			'' !== $title ? $title : basename( (string) wp_parse_url( $src, PHP_URL_PATH ) ),
			$src,
			(string) get_the_post_thumbnail_url( $post, self::THUMBNAIL_SIZE )
		);
	}

	/**
	 * The owner's note for ids that were left out.
	 *
	 * @param int[] $ids The ids.
	 */
	private static function left_out_notice( array $ids ): string {
		return sprintf(
			/* translators: %s: attachment ids, comma-separated. */
			_n(
				'Left out of the gallery: %s is not a public video of the Media Library.',
				'Left out of the gallery: %s are not public videos of the Media Library.',
				count( $ids ),
				'frontage'
			),
			implode( ', ', $ids )
		);
	}
}
