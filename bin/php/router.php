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

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded: the raw path only picks a file.
$frontage_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$frontage_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
// phpcs:enable
$frontage_file = $frontage_root . $frontage_path;

// Never hand out the SQLite database, the debug log, other dot files, or the file library's
// stored files (served only through WordPress, which checks visibility: as the .htaccess there
// tells Apache and docs/files.md tells nginx).
if ( preg_match( '#(^|/)\.|^/wp-content/(database/|debug\.log|uploads/frontage-files/)#', $frontage_path ) ) {
	http_response_code( 403 );
	return true;
}

if ( is_dir( $frontage_file ) ) {
	if ( ! str_ends_with( $frontage_path, '/' ) ) {
		// /wp-admin → /wp-admin/, so relative links in the admin resolve.
		header( 'Location: ' . $frontage_path . '/', true, 301 );
		return true;
	}
	if ( is_file( $frontage_file . 'index.php' ) ) {
		return false;
	}
} elseif ( is_file( $frontage_file ) ) {
	// The built-in server runs .php files and sends the rest as static files.
	return false;
}

// Everything else is a WordPress URL.
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $frontage_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $frontage_root );
require $frontage_root . '/index.php';
