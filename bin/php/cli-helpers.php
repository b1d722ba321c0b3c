<?php
/**
 * Small helpers shared by the command-line scripts in bin/php.
 *
 * These scripts run with native PHP and inside WordPress Playground, where
 * environment variables do not reach PHP, so WordPress is located through a
 * --wp-dir option first, then FRONTAGE_WP_DIR, then the current folder.
 *
 * @package Frontage
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

// On the command line, a fatal error should be one readable line, not WordPress's HTML error page.
define( 'WP_DISABLE_FATAL_ERROR_HANDLER', true );
register_shutdown_function(
	static function () {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR ), true ) ) {
			$message = strtok( $error['message'], "\n" );
			if ( ! str_contains( $message, $error['file'] ) ) {
				$message .= " in {$error['file']}:{$error['line']}";
			}
			frontage_cli_fail( "PHP fatal error: {$message}", 255 );
		}
	}
);

/**
 * Reads a `--name=value` option from the command line.
 *
 * @param string      $name    Option name without the dashes.
 * @param string|null $fallback Value when the option is absent.
 * @return string|null The value.
 */
function frontage_cli_option( $name, $fallback = null ) {
	foreach ( array_slice( $GLOBALS['argv'], 1 ) as $arg ) {
		if ( str_starts_with( $arg, '--' . $name . '=' ) ) {
			return substr( $arg, strlen( $name ) + 3 );
		}
	}
	return $fallback;
}

/**
 * Prints one line to standard error and exits.
 *
 * @param string $message What went wrong and how to fix it.
 * @param int    $code    Exit code.
 * @return never
 */
function frontage_cli_fail( $message, $code = 1 ) {
	// Plain file functions: plain CLI output, WordPress may not be loaded.
	fwrite( STDERR, $message . "\n" );
	exit( $code ); // Printed as is: an exit code.
}

/**
 * Prints one line to standard output.
 *
 * @param string $message The line.
 */
function frontage_cli_line( $message ) {
	echo $message . "\n"; // Printed as is: plain text on a terminal.
}

/**
 * Finds the WordPress folder and fakes the request globals that WordPress
 * reads even on the command line, so URLs come out right.
 *
 * @param string|null $url The site address, when known.
 * @return string WordPress folder, with wp-load.php in it.
 */
function frontage_cli_wp_dir( $url = null ) {
	$dir = frontage_cli_option( 'wp-dir' );
	if ( ! $dir ) {
		$dir = getenv( 'FRONTAGE_WP_DIR' );
	}
	if ( ! $dir ) {
		$dir = getcwd();
	}
	$dir = rtrim( $dir, '/' );
	if ( ! is_file( $dir . '/wp-load.php' ) ) {
		frontage_cli_fail( "No WordPress in {$dir}: pass --wp-dir=PATH or set FRONTAGE_WP_DIR." );
	}

	$parts = $url ? frontage_cli_parse_url( $url ) : array();
	$host  = $parts['host'] ?? 'localhost';
	if ( isset( $parts['port'] ) ) {
		$host .= ':' . $parts['port'];
	}
	$_SERVER['HTTP_HOST']   = $host;
	$_SERVER['SERVER_NAME'] = $parts['host'] ?? 'localhost';
	$_SERVER['REQUEST_URI'] = '/';
	$_SERVER['SERVER_PORT'] = (string) ( $parts['port'] ?? 80 );
	return $dir;
}

/**
 * Splits a URL before WordPress (and its wp_parse_url()) is loaded.
 *
 * @param string $url The URL.
 * @return array<string, mixed> Its parts.
 */
function frontage_cli_parse_url( $url ) {
	// parse_url(): WordPress is not loaded yet.
	$parts = parse_url( $url );
	return is_array( $parts ) ? $parts : array();
}

/**
 * Makes the administrator the current user, so that content made from the command line has
 * an author, as in the admin screens. Call after wp-load.php.
 */
function frontage_cli_act_as_admin() {
	$admin = get_user_by( 'login', 'admin' );
	if ( $admin ) {
		wp_set_current_user( $admin->ID );
	}
}

/**
 * A JSON object from the command line, or a one-line failure.
 *
 * @param string|null $json The argument, e.g. $argv[2]; null reads as {}.
 * @return array<string, mixed> The object.
 */
function frontage_cli_json_argument( $json ) {
	$value = json_decode( $json ?? '{}', true );
	if ( ! is_array( $value ) ) {
		frontage_cli_fail( 'The second argument must be a JSON object.' );
	}
	return $value;
}

/**
 * Prints a value as one line of JSON and exits 0; a WP_Error fails with its message instead.
 * Call after wp-load.php.
 *
 * @param mixed $value The value.
 */
function frontage_cli_json_answer( $value ) {
	if ( is_wp_error( $value ) ) {
		frontage_cli_fail( $value->get_error_message() );
	}
	frontage_cli_line( (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
	exit( 0 );
}
