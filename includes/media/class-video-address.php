<?php
/**
 * A YouTube or Vimeo video named by its address (docs/media.md "Video facade": the addresses accepted).
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The provider and the checked id of a video: YouTube ids are 11 letters, digits, `_` or `-`,
 * Vimeo ids are numbers. A live channel (YouTube) is named by its channel id instead. Anything
 * else is not a video address: parse() gives null, and the facade shows nothing.
 */
final class Video_Address {

	public const YOUTUBE = 'youtube';
	public const VIMEO   = 'vimeo';

	/**
	 * Video ids and channel ids, as docs/media.md states them.
	 */
	private const YOUTUBE_ID = '/^[A-Za-z0-9_-]{11}$/';
	private const VIMEO_ID   = '/^\d{1,12}$/';
	private const CHANNEL_ID = '/^UC[A-Za-z0-9_-]{22}$/';

	/**
	 * The hosts of each provider's addresses.
	 */
	private const YOUTUBE_HOSTS = array( 'youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be' );
	private const VIMEO_HOSTS   = array( 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com' );

	/**
	 * YouTube paths that end in the video id: /embed/ID, /shorts/ID, /live/ID, /v/ID.
	 */
	private const YOUTUBE_PATH = '#^/(?:embed|shorts|live|v)/([^/]+)/?$#';

	/**
	 * Vimeo paths that end in the video id: /ID, /video/ID (the player), /channels/NAME/ID,
	 * /groups/NAME/videos/ID, each with an optional privacy hash after it.
	 */
	private const VIMEO_PATH = '#^/(?:video/|channels/[\w-]+/|groups/[\w-]+/videos/)?(\d+)(?:/([0-9a-f]+))?/?$#';

	/**
	 * The privacy hash of an unlisted Vimeo video (`vimeo.com/ID/HASH`, the player's `h=`):
	 * without it the player refuses to play the video.
	 */
	private const VIMEO_HASH = '/^[0-9a-f]{6,32}$/';

	/**
	 * The player addresses (docs/media.md "Video facade": the player loads with autoplay=1 and,
	 * for YouTube, its JavaScript API so that one player can pause the others).
	 */
	private const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com/embed/';
	private const VIMEO_PLAYER   = 'https://player.vimeo.com/video/';

	/**
	 * A checked video.
	 *
	 * @param string $provider YOUTUBE or VIMEO.
	 * @param string $id       The video id (the channel id of a live channel).
	 * @param bool   $channel  Whether it is a YouTube channel's live stream rather than a video.
	 * @param string $hash     An unlisted Vimeo video's privacy hash, or ''.
	 */
	private function __construct(
		public readonly string $provider,
		public readonly string $id,
		public readonly bool $channel = false,
		public readonly string $hash = ''
	) {}

	/**
	 * The video an address names, or null when it names none (a foreign host, an id of the
	 * wrong shape, anything that is not an http(s) address).
	 *
	 * @param mixed $url The address as the owner typed it.
	 */
	public static function parse( mixed $url ): ?self {
		if ( ! is_string( $url ) || strlen( $url ) > 2000 ) {
			return null;
		}
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		$host = strtolower( $parts['host'] ?? '' );
		$path = $parts['path'] ?? '/';
		parse_str( $parts['query'] ?? '', $query );
		if ( in_array( $host, self::YOUTUBE_HOSTS, true ) ) {
			return self::youtube( $host, $path, $query );
		}
		if ( in_array( $host, self::VIMEO_HOSTS, true ) && preg_match( self::VIMEO_PATH, $path, $match ) ) {
			$video = self::from_id( self::VIMEO, $match[1] );
			$hash  = $match[2] ?? ( is_string( $query['h'] ?? null ) ? $query['h'] : '' );
			return null !== $video && preg_match( self::VIMEO_HASH, $hash ) ? new self( self::VIMEO, $video->id, false, $hash ) : $video;
		}
		return null;
	}

	/**
	 * A video from its provider and id, or null when the id has the wrong shape.
	 *
	 * @param string $provider YOUTUBE or VIMEO.
	 * @param mixed  $id       The id.
	 */
	public static function from_id( string $provider, mixed $id ): ?self {
		if ( ! is_string( $id ) ) {
			return null;
		}
		$pattern = array(
			self::YOUTUBE => self::YOUTUBE_ID,
			self::VIMEO   => self::VIMEO_ID,
		)[ $provider ] ?? null;
		return null !== $pattern && preg_match( $pattern, $id ) ? new self( $provider, $id ) : null;
	}

	/**
	 * A YouTube address: watch?v=, youtu.be/, /embed/, /shorts/, /live/, a channel's /live.
	 *
	 * @param string               $host  Its host, lower case.
	 * @param string               $path  Its path.
	 * @param array<string, mixed> $query Its query.
	 */
	private static function youtube( string $host, string $path, array $query ): ?self {
		if ( 'youtu.be' === $host ) {
			return self::from_id( self::YOUTUBE, trim( $path, '/' ) );
		}
		if ( '/watch' === rtrim( $path, '/' ) ) {
			return self::from_id( self::YOUTUBE, $query['v'] ?? null );
		}
		$channel = null;
		if ( preg_match( '#^/channel/([^/]+)/live/?$#', $path, $match ) ) {
			$channel = $match[1];
		} elseif ( '/embed/live_stream' === rtrim( $path, '/' ) ) {
			$channel = $query['channel'] ?? null;
		}
		if ( null !== $channel ) {
			return is_string( $channel ) && preg_match( self::CHANNEL_ID, $channel ) ? new self( self::YOUTUBE, $channel, true ) : null;
		}
		return preg_match( self::YOUTUBE_PATH, $path, $match ) ? self::from_id( self::YOUTUBE, $match[1] ) : null;
	}

	/**
	 * The player's address, loaded only after the visitor's click.
	 */
	public function player_url(): string {
		if ( self::VIMEO === $this->provider ) {
			return self::VIMEO_PLAYER . $this->id . '?' . ( '' !== $this->hash ? 'h=' . $this->hash . '&' : '' ) . 'autoplay=1&dnt=1';
		}
		$base = $this->channel
			? self::YOUTUBE_PLAYER . 'live_stream?channel=' . $this->id . '&'
			: self::YOUTUBE_PLAYER . $this->id . '?';
		return $base . 'autoplay=1&enablejsapi=1&rel=0';
	}

	/**
	 * The video's page on its provider's site (what oEmbed is asked about; a link for the owner).
	 */
	public function page_url(): string {
		if ( self::VIMEO === $this->provider ) {
			return 'https://vimeo.com/' . $this->id . ( '' !== $this->hash ? '/' . $this->hash : '' );
		}
		return $this->channel
			? 'https://www.youtube.com/channel/' . $this->id . '/live'
			: 'https://www.youtube.com/watch?v=' . $this->id;
	}

	/**
	 * The provider's name as visitors read it.
	 */
	public function provider_name(): string {
		return self::VIMEO === $this->provider ? 'Vimeo' : 'YouTube';
	}

	/**
	 * The provider's privacy policy, linked from the facade's note.
	 */
	public function privacy_url(): string {
		return self::VIMEO === $this->provider ? 'https://vimeo.com/privacy' : 'https://policies.google.com/privacy';
	}

	/**
	 * The key a video's poster and title are stored under: `youtube-{id}`, `vimeo-{id}`.
	 */
	public function key(): string {
		return $this->provider . '-' . ( $this->channel ? 'live-' : '' ) . $this->id;
	}
}
