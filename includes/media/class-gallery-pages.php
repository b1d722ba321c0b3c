<?php
/**
 * The video gallery's one service: the page a gallery's options ask for, from the source they
 * name. The block, the shortcode and the paging call (admin-ajax) all ask it.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Attachment ids win over a playlist id when a gallery names both: they are the source that
 * works without any third party.
 */
final class Gallery_Pages {

	/**
	 * The key of the YouTube Data API key in the module's settings (docs/media.md "Settings").
	 */
	public const API_KEY_KEY = 'youtube_api_key';

	/**
	 * Takes the sources.
	 *
	 * @param Gallery_Attachments $attachments The Media Library source.
	 * @param Gallery_Playlist    $playlist    The YouTube source.
	 */
	public function __construct(
		private Gallery_Attachments $attachments,
		private Gallery_Playlist $playlist
	) {}

	/**
	 * The service with the owner's API key.
	 */
	public static function create_default(): self {
		return new self( new Gallery_Attachments(), new Gallery_Playlist( self::api_key() ) );
	}

	/**
	 * The page the options ask for; without ids or a playlist, an empty page with a note.
	 *
	 * @param Gallery_Options $options The gallery's options.
	 */
	public function page( Gallery_Options $options ): Gallery_Page {
		if ( $options->ids ) {
			return $this->attachments->page( $options );
		}
		if ( '' !== $options->playlist_id ) {
			return $this->playlist->page( $options );
		}
		return ( new Gallery_Page( Gallery_Page::SOURCE_MEDIA, array() ) )->with_notice( __( 'Choose videos of the Media Library or a YouTube playlist for this gallery.', 'frontage' ) );
	}

	/**
	 * The owner's YouTube Data API key from the media settings, '' when none is set.
	 */
	public static function api_key(): string {
		$settings = Media_Settings::get();
		$key      = $settings[ self::API_KEY_KEY ] ?? '';
		return is_string( $key ) ? trim( $key ) : '';
	}
}
