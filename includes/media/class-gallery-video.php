<?php
/**
 * One video of a gallery page: what its thumbnail and the player need.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A video of the Media Library (played by the browser's `<video>`) or of a YouTube playlist
 * (played by YouTube's player once the visitor asks for it).
 */
final class Gallery_Video {

	/**
	 * Builds the video.
	 *
	 * @param string $video_id  The thumbnail's `data-videoid`: the attachment id, or the YouTube id.
	 * @param string $title     Its title (plain text).
	 * @param string $src       The video file's address (attachments), or '' (YouTube).
	 * @param string $thumbnail A picture stored on this site, or '' (a drawn placeholder instead).
	 */
	public function __construct(
		public readonly string $video_id,
		public readonly string $title,
		public readonly string $src = '',
		public readonly string $thumbnail = ''
	) {}
}
