<?php
/**
 * Router for PHP's built-in web server (`php -S … bin/php/router.php`).
 *
 * Serves existing files as they are and sends everything else to WordPress's
 * index.php, like Apache with WordPress's .htaccess: pretty permalinks and
 * /wp-json/ both work.
 *
 * @package Frontage
 */

if ( 'cli-server' !== PHP_SAPI ) {
	exit( 1 );
}

/**
 * The path as the file system would resolve it: decoded once, backslashes read as slashes,
 * repeated slashes collapsed, `.` and `..` segments resolved (never above the root). A trailing
 * slash is kept.
 *
 * @param string $decoded Decoded request path.
 * @return string Normalised path, starting with a slash.
 */
function frontage_router_normalise( $decoded ) {
	$segments = array();
	foreach ( explode( '/', str_replace( '\\', '/', $decoded ) ) as $segment ) {
		if ( '' === $segment || '.' === $segment ) {
			continue;
		}
		if ( '..' === $segment ) {
			array_pop( $segments );
			continue;
		}
		$segments[] = $segment;
	}
	$normalised = '/' . implode( '/', $segments );
	if ( $segments && preg_match( '#[/\\\\]\.{0,2}$#', $decoded ) ) {
		$normalised .= '/';
	}
	return $normalised;
}

// Raw input: WordPress is not loaded; the raw path only picks a file.
// Not parse_url(): it reads a path that starts with // as a host name.
$frontage_uri     = (string) $_SERVER['REQUEST_URI'];
$frontage_root    = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$frontage_raw     = explode( '?', $frontage_uri, 2 )[0];
$frontage_query   = substr( $frontage_uri, strlen( $frontage_raw ) );
$frontage_decoded = rawurldecode( $frontage_raw );

if ( str_contains( $frontage_decoded, "\0" ) ) {
	http_response_code( 400 );
	return true;
}

// Every rule below reads the path the file system would open, so `//`, `/./`, `%2f`, `..`,
// backslashes and other letter case (a case-insensitive disk) all meet the same rules.
$frontage_path = frontage_router_normalise( $frontage_decoded );
$frontage_file = $frontage_root . $frontage_path;

// Never hand out the SQLite database, the debug log, other dot files, or the file library's
// stored files (served only through WordPress, which checks visibility: as the .htaccess there
// tells Apache and docs/files.md tells nginx).
if ( preg_match( '#(^|/)\.|^/wp-content/(database(/|$)|debug\.log|uploads/frontage-files(/|$))#i', $frontage_path ) ) {
	http_response_code( 403 );
	return true;
}

if ( file_exists( $frontage_file ) && $frontage_decoded !== $frontage_path ) {
	// A roundabout spelling of a file or folder: send the client to its one address, which the
	// rules above see again. Handing this spelling to the built-in server instead would let it
	// resolve the path its own way (it walks up to the nearest existing file).
	$frontage_location = implode( '/', array_map( 'rawurlencode', explode( '/', $frontage_path ) ) );
	header( 'Location: ' . $frontage_location . $frontage_query, true, 301 );
	return true;
}

if ( is_dir( $frontage_file ) ) {
	if ( ! str_ends_with( $frontage_path, '/' ) ) {
		// /wp-admin → /wp-admin/, so relative links in the admin resolve.
		header( 'Location: ' . $frontage_raw . '/' . $frontage_query, true, 301 );
		return true;
	}
	if ( is_file( $frontage_file . 'index.php' ) ) {
		return false;
	}
} elseif ( is_file( $frontage_file ) ) {
	// The built-in server runs .php files and sends the rest as static files.
	return false;
}

// Everything else is a WordPress URL, passed on as it was asked for.
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $frontage_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $frontage_root );
require $frontage_root . '/index.php';
