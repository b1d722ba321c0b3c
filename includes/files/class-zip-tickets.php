<?php
/**
 * The short-lived hashes of the zip tasks: `files.zipSeletedFiles` answers one, and
 * `files.downloadZipedFile` streams the zip it names (docs/files.md, "Zips of selected files").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A ticket is signed, not stored: URL-safe base64 of the deflated JSON of the exact file ids, the
 * kind of zip, what the download needs besides (the category), the expiry, a random nonce and a
 * keyed fingerprint of the asker, followed by an HMAC-SHA256 (truncated to 128 bits) of all that
 * with a key derived from wp_salt(). Asking for a zip therefore writes nothing: no option, no
 * transient, no row. A ticket is
 *
 * - unforgeable: any change to it, or a ticket signed with other salts, fails the
 *   constant-time signature check (hash_equals) before anything in it is read;
 * - short-lived: LIFETIME seconds (filter `frontage_zip_ticket_lifetime`);
 * - bound to the asker: a logged-in user's id, or for a visitor a random cookie set when the
 *   ticket is made. A cookie, not the IP address or user agent, because addresses change between
 *   two requests behind proxies, load balancers and mobile networks, while the browser that made
 *   the request and follows the link always sends the cookie back. A browser that refuses
 *   cookies gets a clear 403 explaining why. The ticket carries only an HMAC of the binding, so
 *   it names neither the user nor the cookie;
 * - limited-use: USES downloads (filter `frontage_zip_ticket_uses`). More than one, because
 *   browsers and download managers sometimes request the same address twice (a retry, a
 *   hand-over from the browser to the manager); few, so that a link is not a standing
 *   download. A zip is made while it is sent, so it cannot be resumed at a byte offset: a resumed
 *   download starts again and uses one more. Uses are the only state, counted from the first
 *   download in Zip_Counts (atomic: twelve requests at once get exactly USES zips), named by a
 *   hash of the ticket's nonce, and deleted GRACE after the ticket expires — by then the
 *   ticket's own expiry refuses it (410) before any use is looked up.
 *
 * Asking is throttled: ISSUE_LIMIT zip requests per ISSUE_WINDOW seconds (filter
 * `frontage_zip_issue_limit`; 0 turns it off) per logged-in user, or per IP address for visitors
 * (an IPv6 address by its /64 network, which one household or server is given). Not per cookie:
 * a client that wants many tickets simply drops the cookie. Answered with a 429, a message and
 * Retry-After.
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
	 * Seconds the uses of a ticket are kept after it expires, before they are purged.
	 */
	public const GRACE = 3600;

	/**
	 * Zip requests one asker may make per ISSUE_WINDOW.
	 */
	public const ISSUE_LIMIT = 30;

	/**
	 * The throttle's window, in seconds.
	 */
	public const ISSUE_WINDOW = 60;

	/**
	 * Filters: the lifetime, the uses and the throttle's limit.
	 */
	public const FILTER_LIFETIME    = 'frontage_zip_ticket_lifetime';
	public const FILTER_USES        = 'frontage_zip_ticket_uses';
	public const FILTER_ISSUE_LIMIT = 'frontage_zip_issue_limit';

	/**
	 * The cookie that binds a visitor's tickets to their browser.
	 */
	public const COOKIE = 'frontage_zip_visitor';

	/**
	 * What a ticket looks like: URL-safe base64, at least the signature and a few bytes, at most
	 * what the largest selection makes.
	 */
	private const PATTERN = '/^[A-Za-z0-9_-]{32,16384}$/';

	/**
	 * Bytes of the signature at the end of a ticket.
	 */
	private const MAC_BYTES = 16;

	/**
	 * The most bytes a ticket's payload may inflate to.
	 */
	private const MAX_PAYLOAD = 65536;

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
	 * The uses and the throttle's counts.
	 *
	 * @var Zip_Counts
	 */
	private Zip_Counts $counts;

	/**
	 * Takes a clock (tests move time forward); the real time when null.
	 *
	 * @param callable|null   $clock  Returns the Unix time.
	 * @param Zip_Counts|null $counts Where uses are counted.
	 */
	public function __construct( ?callable $clock = null, ?Zip_Counts $counts = null ) {
		$this->clock  = \Closure::fromCallable( $clock ?? 'time' );
		$this->counts = $counts ?? new Zip_Counts();
	}

	/**
	 * Counts one zip request of the asker (user, else IP address) and refuses it over the limit.
	 *
	 * @return \WP_Error|null A 429 with `retry_after` (seconds) in its data, or null to go on.
	 */
	public function throttle(): ?\WP_Error {
		$limit = (int) apply_filters( self::FILTER_ISSUE_LIMIT, self::ISSUE_LIMIT );
		if ( $limit <= 0 ) {
			return null;
		}
		$now = $this->now();
		$end = ( intdiv( $now, self::ISSUE_WINDOW ) + 1 ) * self::ISSUE_WINDOW;
		if ( $this->counts->take( hash( 'sha256', 'ask|' . self::requester() . '|' . $end ), $limit, $end, $now ) ) {
			return null;
		}
		$wait = max( 1, $end - $now );
		return new \WP_Error(
			'frontage_zip_throttled',
			sprintf(
				/* translators: %d: seconds to wait. */
				_n( 'You asked for zips too often. Wait %d second, then select the files again.', 'You asked for zips too often. Wait %d seconds, then select the files again.', $wait, 'frontage' ),
				$wait
			),
			array(
				'status'      => 429,
				'retry_after' => $wait,
			)
		);
	}

	/**
	 * Makes a ticket for a selection. Stores nothing.
	 *
	 * @param int[]                $ids     The exact file ids, checked by the caller.
	 * @param string               $kind    Which download task may redeem it (`category`, `search`).
	 * @param array<string, mixed> $context What the download needs besides the ids (category id…).
	 * @param string               $asker   From asker(); binds the ticket to them.
	 * @return string The ticket (URL-safe base64).
	 */
	public function issue( array $ids, string $kind, array $context, string $asker ): string {
		$lifetime = max( 1, (int) apply_filters( self::FILTER_LIFETIME, self::LIFETIME ) );
		$payload  = gzdeflate(
			(string) wp_json_encode(
				array(
					'i' => array_values( array_map( 'intval', $ids ) ),
					'k' => $kind,
					'c' => (object) $context,
					'e' => $this->now() + $lifetime,
					'n' => bin2hex( random_bytes( 12 ) ),
					'a' => self::fingerprint( $asker ),
				)
			),
			9
		);
		return self::base64url( $payload . self::mac( $payload ) );
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
		$stored = self::verify( $ticket );
		if ( null === $stored || $stored['k'] !== $kind ) {
			return self::invalid();
		}
		if ( ! hash_equals( $stored['a'], self::fingerprint( $asker ) ) ) {
			return new \WP_Error(
				'frontage_zip_not_yours',
				str_starts_with( $asker, 'visitor:' ) && ! self::visitor_cookie()
					? __( 'This download link only works in the browser that asked for it, and your browser did not send its cookie back. Allow cookies for this site and select the files again.', 'frontage' )
					: __( 'This download link was made for someone else. Select the files again to download them.', 'frontage' ),
				array( 'status' => 403 )
			);
		}
		if ( $this->now() > $stored['e'] ) {
			return new \WP_Error( 'frontage_zip_expired', __( 'This download link has expired. Select the files again to download them.', 'frontage' ), array( 'status' => 410 ) );
		}
		$allowed = max( 1, (int) apply_filters( self::FILTER_USES, self::USES ) );
		$uses    = self::uses_name( $stored['n'] );
		$left    = $consume
			? $this->counts->take( $uses, $allowed, $stored['e'] + self::GRACE, $this->now() )
			: $this->counts->hits( $uses ) < $allowed;
		if ( ! $left ) {
			return new \WP_Error( 'frontage_zip_used', __( 'This download link has already been used. Select the files again to download them.', 'frontage' ), array( 'status' => 410 ) );
		}
		return array(
			'ids'     => $stored['i'],
			'context' => $stored['c'],
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
	 * A ticket's contents when its signature is right and its shape is ours; null otherwise.
	 * Nothing in a ticket is read before its signature is checked.
	 *
	 * @param mixed $ticket The hash as it arrived.
	 * @return array{i: int[], k: string, c: array<string, mixed>, e: int, n: string, a: string}|null
	 */
	private static function verify( mixed $ticket ): ?array {
		// Malformed hashes (arrays, path traversal, other lengths) are refused unread.
		if ( ! is_string( $ticket ) || ! preg_match( self::PATTERN, $ticket ) ) {
			return null;
		}
		$bytes = base64_decode( strtr( $ticket, '-_', '+/' ), true ); // base64: the ticket's own encoding.
		if ( false === $bytes || strlen( $bytes ) <= self::MAC_BYTES ) {
			return null;
		}
		$payload = substr( $bytes, 0, -self::MAC_BYTES );
		if ( ! hash_equals( self::mac( $payload ), substr( $bytes, -self::MAC_BYTES ) ) ) {
			return null;
		}
		$json = gzinflate( $payload, self::MAX_PAYLOAD );
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $data ) || ! isset( $data['i'], $data['k'], $data['c'], $data['e'], $data['n'], $data['a'] )
			|| ! is_array( $data['i'] ) || ! is_string( $data['k'] ) || ! is_array( $data['c'] ) || ! is_int( $data['e'] )
			|| ! is_string( $data['n'] ) || ! is_string( $data['a'] ) ) {
			return null;
		}
		$data['i'] = array_values( array_map( 'intval', $data['i'] ) );
		return $data;
	}

	/**
	 * The signature of a payload: HMAC-SHA256 with this site's ticket key, first MAC_BYTES bytes.
	 *
	 * @param string $payload The deflated JSON.
	 */
	private static function mac( string $payload ): string {
		return substr( hash_hmac( 'sha256', $payload, self::key(), true ), 0, self::MAC_BYTES );
	}

	/**
	 * The key tickets are signed with: derived from the site's salts for this one purpose, so it
	 * changes when they do (which voids every ticket out there).
	 */
	private static function key(): string {
		return hash_hmac( 'sha256', 'frontage-zip-ticket', wp_salt( 'auth' ), true );
	}

	/**
	 * What a ticket carries of its asker: a keyed hash, so the link names no one.
	 *
	 * @param string $asker From asker().
	 */
	private static function fingerprint( string $asker ): string {
		return substr( hash_hmac( 'sha256', 'asker|' . $asker, self::key() ), 0, 32 );
	}

	/**
	 * The counter of a ticket's uses, named by a hash of its nonce: a ticket has exactly one
	 * (however its base64 is spelled), and the table never holds a usable link.
	 *
	 * @param string $nonce The ticket's nonce.
	 */
	private static function uses_name( string $nonce ): string {
		return hash( 'sha256', 'use|' . $nonce );
	}

	/**
	 * Who the throttle counts: `user:{id}` when logged in, else the IP address the request came
	 * from (an IPv6 address by its /64). REMOTE_ADDR only: forwarded-for headers are whatever the
	 * client wrote.
	 */
	private static function requester(): string {
		$user = get_current_user_id();
		if ( $user ) {
			return 'user:' . $user;
		}
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		if ( filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			$address = bin2hex( substr( (string) inet_pton( $address ), 0, 8 ) ) . '::/64';
		}
		return 'ip:' . $address;
	}

	/**
	 * URL-safe base64 without padding.
	 *
	 * @param string $bytes Bytes.
	 */
	private static function base64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // base64: the ticket's own encoding.
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
