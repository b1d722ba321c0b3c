<?php
/**
 * The short-lived hashes of the zip tasks: `files.zipSeletedFiles` answers one, and
 * `files.downloadZipedFile` streams the zip it names.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A ticket is 128 random bits (32 hex digits) naming a transient that holds the exact file ids it
 * was made for, the kind of zip, who asked and when it expires. It is
 *
 * - unguessable: random_bytes(); only a hash of it is stored, so the options table never holds a
 *   usable link;
 * - short-lived: LIFETIME seconds (filter `frontage_zip_ticket_lifetime`);
 * - bound to the asker: a logged-in user's id, or for a visitor a random cookie set when the
 *   ticket is made. A cookie, not the IP address or user agent, because addresses change between
 *   two requests behind proxies, load balancers and mobile networks, while the browser that made
 *   the request and follows the link always sends the cookie back. A browser that refuses
 *   cookies gets a clear 403 explaining why;
 * - limited-use: USES downloads (filter `frontage_zip_ticket_uses`). More than one, because
 *   browsers and download managers sometimes request the same address twice (a retry, a
 *   hand-over from the browser to the manager); few, so that a link is not a standing
 *   download. A zip is made while it is sent, so it cannot be resumed at a byte offset: a resumed
 *   download starts again and uses one more.
 *
 * A ticket that was used up or expired is kept until GRACE after its expiry, so that a late
 * click is told what happened (410) instead of "not valid" (404).
 */
final class Zip_Tickets {

	/**
	 * Seconds a ticket is valid.
	 */
	public const LIFETIME = 600;

	/**
	 * Downloads a ticket allows.
	 */
	public const USES = 3;

	/**
	 * Seconds a spent or expired ticket is kept to explain itself.
	 */
	public const GRACE = 3600;

	/**
	 * Transient name prefix; the rest is a hash of the ticket.
	 */
	public const TRANSIENT_PREFIX = 'frontage_zip_';

	/**
	 * The cookie that binds a visitor's tickets to their browser.
	 */
	public const COOKIE = 'frontage_zip_visitor';

	/**
	 * What a ticket looks like: 32 lower-case hex digits, nothing else.
	 */
	private const PATTERN = '/^[a-f0-9]{32}$/';

	/**
	 * What a visitor cookie looks like.
	 */
	private const COOKIE_PATTERN = '/^[A-Za-z0-9]{32}$/';

	/**
	 * The time now, replaceable in tests.
	 *
	 * @var \Closure(): int
	 */
	private \Closure $clock;

	/**
	 * Takes a clock (tests move time forward); the real time when null.
	 *
	 * @param callable|null $clock Returns the Unix time.
	 */
	public function __construct( ?callable $clock = null ) {
		$this->clock = \Closure::fromCallable( $clock ?? 'time' );
	}

	/**
	 * Makes a ticket for a selection.
	 *
	 * @param int[]                $ids     The exact file ids, checked by the caller.
	 * @param string               $kind    Which download task may redeem it (`category`, `search`).
	 * @param array<string, mixed> $context What the download needs besides the ids (category id…).
	 * @param string               $asker   From asker(); binds the ticket to them.
	 * @return string The ticket (32 hex digits).
	 */
	public function issue( array $ids, string $kind, array $context, string $asker ): string {
		$ticket   = bin2hex( random_bytes( 16 ) );
		$lifetime = max( 1, (int) apply_filters( 'frontage_zip_ticket_lifetime', self::LIFETIME ) );
		set_transient(
			self::transient( $ticket ),
			array(
				'ids'     => array_values( array_map( 'intval', $ids ) ),
				'kind'    => $kind,
				'context' => $context,
				'asker'   => $asker,
				'expires' => $this->now() + $lifetime,
				'uses'    => 0,
			),
			$lifetime + self::GRACE
		);
		return $ticket;
	}

	/**
	 * Checks a ticket from a request and, when $consume, counts one use of it.
	 *
	 * @param mixed  $ticket  The hash as it arrived (anything: it is validated here).
	 * @param string $kind    The kind the redeeming task serves.
	 * @param string $asker   From asker().
	 * @param bool   $consume Whether this request uses it (a HEAD request does not).
	 * @return array{ids: int[], context: array<string, mixed>}|\WP_Error
	 */
	public function redeem( mixed $ticket, string $kind, string $asker, bool $consume = true ): array|\WP_Error {
		// Malformed hashes (arrays, path traversal, other lengths) never reach the database.
		if ( ! is_string( $ticket ) || ! preg_match( self::PATTERN, $ticket ) ) {
			return self::invalid();
		}
		$name   = self::transient( $ticket );
		$stored = get_transient( $name );
		if ( ! is_array( $stored ) || ( $stored['kind'] ?? '' ) !== $kind || ! isset( $stored['ids'], $stored['asker'], $stored['expires'], $stored['uses'] ) ) {
			return self::invalid();
		}
		if ( ! hash_equals( (string) $stored['asker'], $asker ) ) {
			return new \WP_Error(
				'frontage_zip_not_yours',
				str_starts_with( $asker, 'visitor:' ) && ! self::visitor_cookie()
					? __( 'This download link only works in the browser that asked for it, and your browser did not send its cookie back. Allow cookies for this site and select the files again.', 'frontage' )
					: __( 'This download link was made for someone else. Select the files again to download them.', 'frontage' ),
				array( 'status' => 403 )
			);
		}
		if ( $this->now() > (int) $stored['expires'] ) {
			return new \WP_Error( 'frontage_zip_expired', __( 'This download link has expired. Select the files again to download them.', 'frontage' ), array( 'status' => 410 ) );
		}
		$allowed = max( 1, (int) apply_filters( 'frontage_zip_ticket_uses', self::USES ) );
		if ( (int) $stored['uses'] >= $allowed ) {
			return new \WP_Error( 'frontage_zip_used', __( 'This download link has already been used. Select the files again to download them.', 'frontage' ), array( 'status' => 410 ) );
		}
		if ( $consume ) {
			++$stored['uses'];
			set_transient( $name, $stored, max( 1, (int) $stored['expires'] + self::GRACE - $this->now() ) );
		}
		return array(
			'ids'     => array_values( array_map( 'intval', (array) $stored['ids'] ) ),
			'context' => is_array( $stored['context'] ?? null ) ? $stored['context'] : array(),
		);
	}

	/**
	 * Who is asking, for binding tickets: `user:{id}` for a logged-in user, `visitor:{hash}` of
	 * the visitor cookie otherwise. With $create, a visitor without the cookie gets one (sent
	 * with the answer that carries the ticket); without it, a visitor without the cookie is
	 * `visitor:` and matches no ticket.
	 *
	 * @param bool $create Whether to set the visitor cookie when missing.
	 */
	public function asker( bool $create = false ): string {
		$user = get_current_user_id();
		if ( $user ) {
			return 'user:' . $user;
		}
		$cookie = self::visitor_cookie();
		if ( ! $cookie && $create ) {
			$cookie = wp_generate_password( 32, false );
			if ( ! headers_sent() ) {
				setcookie(
					self::COOKIE,
					$cookie,
					array(
						'expires'  => 0,
						'path'     => ADMIN_COOKIE_PATH,
						'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
						'secure'   => is_ssl(),
						'httponly' => true,
						'samesite' => 'Lax',
					)
				);
			}
			$_COOKIE[ self::COOKIE ] = $cookie;
		}
		return 'visitor:' . ( $cookie ? hash_hmac( 'sha256', $cookie, wp_salt( 'nonce' ) ) : '' );
	}

	/**
	 * The visitor cookie when the request carries a well-formed one.
	 */
	private static function visitor_cookie(): string {
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		return preg_match( self::COOKIE_PATTERN, $cookie ) ? $cookie : '';
	}

	/**
	 * The transient that stores a ticket: named by a hash, so that reading the options table does
	 * not give anyone a working link.
	 *
	 * @param string $ticket A well-formed ticket.
	 */
	private static function transient( string $ticket ): string {
		return self::TRANSIENT_PREFIX . substr( hash( 'sha256', $ticket ), 0, 40 );
	}

	/**
	 * The one answer to unknown, forged and malformed tickets alike.
	 */
	private static function invalid(): \WP_Error {
		return new \WP_Error( 'frontage_zip_invalid', __( 'This download link is not valid. Select the files again to download them.', 'frontage' ), array( 'status' => 404 ) );
	}

	/**
	 * The time now.
	 */
	private function now(): int {
		return (int) ( $this->clock )();
	}
}
