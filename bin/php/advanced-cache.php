<?php
/**
 * A full-page cache, for tests: the `e2e-page-cache` step of `npm test` copies this file to a
 * site's wp-content/advanced-cache.php and defines WP_CACHE in its wp-config.php
 * (bin/lib/page-cache.mjs), the way WP Super Cache, WP Rocket and W3 Total Cache hook in.
 * docs/scale-out.md "A full-page cache in front" says what it is for and why each rule is there.
 *
 * WordPress includes it near the start of wp-settings.php, before the database, the plugins and
 * the theme. For an anonymous GET of a front-end address it sends the stored copy of that
 * address (the whole URL, query included) at once, with `X-Test-Page-Cache: hit`, and WordPress
 * never loads. Otherwise it lets WordPress run and keeps the first visitor's HTML for everyone
 * after (`X-Test-Page-Cache: miss`), unless the answer says it must not be shared:
 *
 * - requests it neither serves nor stores: anything but GET; the admin, admin-ajax, cron,
 *   XML-RPC, the REST API and every PHP file but index.php; a request carrying WordPress's
 *   logged-in, post password or comment author cookie (other cookies are ignored, as the common
 *   caches ignore them: a language or consent cookie does not change which copy is sent);
 * - answers it does not store: a status other than 200, anything but HTML, a page that does not
 *   end with `</html>`, an answer that sets a cookie, `Cache-Control` with no-cache, no-store,
 *   private or max-age=0 (what `nocache_headers()` sends), `DONOTCACHEPAGE` defined, a user
 *   logged in during the request. Those get `X-Test-Page-Cache: bypass` and
 *   `X-Test-Page-Cache-Reason`.
 *
 * Copies are files under wp-content/cache/frontage-page-cache/, one per address, kept until a
 * post or term changes or the theme is switched (then every copy is dropped), with no expiry:
 * stricter than real caches, which keep a copy for minutes to hours.
 *
 * @package Frontage
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The cache: static, as a drop-in runs before anything could build it.
 */
final class Frontage_Test_Page_Cache {

	/**
	 * The response header that says what the cache did, and the one that says why it kept nothing.
	 */
	public const HEADER        = 'X-Test-Page-Cache';
	public const REASON_HEADER = 'X-Test-Page-Cache-Reason';

	/**
	 * Cookies that make a page someone's own (WordPress's): such requests are passed through.
	 */
	private const PRIVATE_COOKIES = '/^(wordpress_logged_in_|wp-postpass_|comment_author_)/';

	/**
	 * Cache-Control directives that forbid a shared copy.
	 */
	private const PRIVATE_CONTROL = '/\b(no-cache|no-store|private|max-age=0)\b/i';

	/**
	 * The headers of the first answer that a stored copy is sent with.
	 */
	private const KEPT_HEADERS = '/^(content-type|link):/i';

	/**
	 * Why this request is passed through, set when it is.
	 *
	 * @var string
	 */
	private static string $bypass = '';

	/**
	 * Serves the stored copy of this address and exits, or watches the page WordPress makes.
	 */
	public static function start(): void {
		self::add_purge_hooks();
		if ( 'cli' === PHP_SAPI ) {
			return;
		}
		self::$bypass = self::request_bypass();
		if ( '' !== self::$bypass ) {
			self::bypass( self::$bypass );
			return;
		}
		$file = self::file();
		if ( is_readable( $file ) ) {
			$copy = json_decode( (string) file_get_contents( $file ), true );
			if ( is_array( $copy ) && isset( $copy['body'], $copy['headers'] ) && is_string( $copy['body'] ) ) {
				foreach ( (array) $copy['headers'] as $header ) {
					header( (string) $header );
				}
				header( self::HEADER . ': hit' );
				echo $copy['body']; // Printed as is: the page as WordPress made it.
				exit;
			}
		}
		ob_start( array( self::class, 'finish' ) );
	}

	/**
	 * The output buffer's end: stores the page when it may be shared, and says what was done.
	 *
	 * @param string $html  The page.
	 * @param int    $phase PHP_OUTPUT_HANDLER_* flags.
	 * @return string The page, unchanged.
	 */
	public static function finish( string $html, int $phase ): string {
		if ( ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) || ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
			// Discarded (a download took over) or sent in parts: nothing whole to keep.
			self::$bypass = 'streamed';
			return $html;
		}
		$reason = '' !== self::$bypass ? self::$bypass : self::response_bypass( $html );
		if ( '' !== $reason ) {
			self::bypass( $reason );
			return $html;
		}
		$headers = array_values( array_filter( headers_list(), static fn ( string $header ): bool => (bool) preg_match( self::KEPT_HEADERS, $header ) ) );
		$file    = self::file();
		if ( ! is_dir( dirname( $file ) ) ) {
			mkdir( dirname( $file ), 0775, true );
		}
		$temporary = $file . '.' . getmypid() . '.tmp';
		$json      = json_encode(
			array(
				'url'     => self::url(),
				'stored'  => time(),
				'headers' => $headers,
				'body'    => $html,
			)
		);
		// Written whole, then renamed: a request at the same moment reads the old copy or this one.
		if ( false !== $json && false !== file_put_contents( $temporary, $json ) ) {
			rename( $temporary, $file );
		}
		if ( ! headers_sent() ) {
			header( self::HEADER . ': miss' );
		}
		return $html;
	}

	/**
	 * Drops every stored copy.
	 */
	public static function purge(): void {
		foreach ( glob( self::folder() . '*.json' ) ? glob( self::folder() . '*.json' ) : array() as $file ) {
			unlink( $file );
		}
	}

	/**
	 * Why this request may be neither served from the cache nor stored; '' when it may be.
	 */
	private static function request_bypass(): string {
		if ( 'GET' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return 'method';
		}
		foreach ( array( 'WP_ADMIN', 'DOING_AJAX', 'DOING_CRON', 'XMLRPC_REQUEST', 'REST_REQUEST', 'WP_INSTALLING', 'IFRAME_REQUEST' ) as $constant ) {
			if ( defined( $constant ) && constant( $constant ) ) {
				return 'not a page';
			}
		}
		$uri = (string) ( $_SERVER['REQUEST_URI'] ?? '' );
		if ( 'index.php' !== basename( (string) ( $_SERVER['SCRIPT_NAME'] ?? '' ) )
			|| preg_match( '#^/wp-json(/|$)|[?&]rest_route=#', $uri ) ) {
			return 'not a page';
		}
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( preg_match( self::PRIVATE_COOKIES, (string) $name, $match ) ) {
				return 'cookie ' . $match[1];
			}
		}
		return '';
	}

	/**
	 * Why this answer may not be shared; '' when it may.
	 *
	 * @param string $html The page.
	 */
	private static function response_bypass( string $html ): string {
		if ( 200 !== http_response_code() ) {
			return 'status ' . http_response_code();
		}
		if ( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE ) {
			return 'DONOTCACHEPAGE';
		}
		if ( function_exists( 'is_user_logged_in' ) && is_user_logged_in() ) {
			return 'logged in';
		}
		foreach ( headers_list() as $header ) {
			list( $name, $value ) = array_map( 'trim', explode( ':', $header, 2 ) + array( '', '' ) );
			$name                 = strtolower( $name );
			if ( 'set-cookie' === $name ) {
				return 'sets a cookie';
			}
			if ( 'cache-control' === $name && preg_match( self::PRIVATE_CONTROL, $value ) ) {
				return 'Cache-Control: ' . $value;
			}
			if ( 'content-type' === $name && ! str_starts_with( strtolower( $value ), 'text/html' ) ) {
				return 'not HTML';
			}
		}
		if ( false === stripos( $html, '</html>' ) ) {
			return 'not a whole page';
		}
		return '';
	}

	/**
	 * Says that nothing was served from or kept in the cache, and why.
	 *
	 * @param string $reason Why.
	 */
	private static function bypass( string $reason ): void {
		if ( ! headers_sent() ) {
			header( self::HEADER . ': bypass' );
			header( self::REASON_HEADER . ': ' . preg_replace( '/[\r\n]+/', ' ', $reason ) );
		}
	}

	/**
	 * Drops every copy when what pages show changes, as real caches do on these events.
	 */
	private static function add_purge_hooks(): void {
		foreach ( array( 'save_post', 'deleted_post', 'trashed_post', 'edited_term', 'delete_term', 'switch_theme' ) as $hook ) {
			add_action( $hook, array( self::class, 'purge' ) );
		}
	}

	/**
	 * This request's whole address, scheme and query included.
	 */
	private static function url(): string {
		$https = ! empty( $_SERVER['HTTPS'] ) && 'off' !== strtolower( (string) $_SERVER['HTTPS'] );
		return ( $https ? 'https://' : 'http://' ) . strtolower( (string) ( $_SERVER['HTTP_HOST'] ?? '' ) ) . (string) ( $_SERVER['REQUEST_URI'] ?? '/' );
	}

	/**
	 * Where the copies are.
	 */
	private static function folder(): string {
		return WP_CONTENT_DIR . '/cache/frontage-page-cache/';
	}

	/**
	 * The copy of this request's address.
	 */
	private static function file(): string {
		return self::folder() . hash( 'sha256', self::url() ) . '.json';
	}
}

Frontage_Test_Page_Cache::start();
