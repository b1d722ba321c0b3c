<?php
/**
 * One page of a video gallery, as a source answers it.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The videos of a page, the tokens of the pages around it, and a note for the site's owner when
 * something went wrong (an unknown id, a YouTube error): visitors never see the note.
 */
final class Gallery_Page {

	/**
	 * Where the videos come from: the Media Library or a YouTube playlist.
	 */
	public const SOURCE_MEDIA   = 'media';
	public const SOURCE_YOUTUBE = 'youtube';

	/**
	 * Builds the page.
	 *
	 * @param string          $source     One of the SOURCE_* constants.
	 * @param Gallery_Video[] $videos     The page's videos, in order.
	 * @param string          $prev_token The previous page's token, or '' on the first page.
	 * @param string          $next_token The next page's token, or '' on the last page.
	 * @param int             $page_count How many pages there are, or 0 when not known.
	 * @param string          $notice     What the owner should know, or ''.
	 */
	public function __construct(
		public readonly string $source,
		public readonly array $videos,
		public readonly string $prev_token = '',
		public readonly string $next_token = '',
		public readonly int $page_count = 0,
		public readonly string $notice = ''
	) {}

	/**
	 * The same page with a note for the owner.
	 *
	 * @param string $notice The note.
	 */
	public function with_notice( string $notice ): self {
		return new self( $this->source, $this->videos, $this->prev_token, $this->next_token, $this->page_count, $notice );
	}
}
