<?php
/**
 * Decides whether an uploaded file may enter the library. Nothing executable is ever stored.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Checks the name (every extension in it, not only the last), the real content type as WordPress
 * detects it, SVG content (Svg_Check's allowlist, where the site allows SVG), and the size limit. Each refusal is a WP_Error with a clear message
 * and status 400 (413 for size).
 */
final class Upload_Validator {

	/**
	 * Extensions that a web server or a browser may execute, refused anywhere in a name
	 * (so `report.php.pdf` is refused too).
	 */
	private const EXECUTABLE_EXTENSIONS = array(
		'php', 'php3', 'php4', 'php5', 'php7', 'php8', 'phtml', 'pht', 'phps', 'phar', 'pgif', 'inc',
		'cgi', 'pl', 'py', 'rb', 'sh', 'bash', 'asp', 'aspx', 'jsp', 'jspx', 'cfm', 'shtml', 'htaccess',
		'exe', 'com', 'bat', 'cmd', 'msi', 'dll', 'vbs', 'scr', 'jar', 'js', 'mjs', 'html', 'htm', 'xhtml',
	);

	/**
	 * Checks a file before it is stored.
	 *
	 * @param string $name      The name the uploader gave.
	 * @param string $tmp_path  Where the uploaded bytes are now.
	 * @param int    $max_bytes Size limit in bytes, 0 for none beyond the server's.
	 * @return array{name: string, ext: string, mime: string, size: int}|\WP_Error What to store.
	 */
	public function validate( string $name, string $tmp_path, int $max_bytes = 0 ): array|\WP_Error {
		$given = $this->display_name( $name );
		$name  = $this->check_name( $name );
		if ( is_wp_error( $name ) ) {
			return $name;
		}
		if ( ! is_file( $tmp_path ) || ! is_readable( $tmp_path ) ) {
			return $this->refuse( __( 'The upload did not arrive. Try again.', 'frontage' ) );
		}

		$size = (int) filesize( $tmp_path );
		if ( $max_bytes > 0 && $size > $max_bytes ) {
			return new \WP_Error(
				'frontage_file_too_large',
				/* translators: 1: the file's size, 2: the limit, both like "12 MB". */
				sprintf( __( 'The file is %1$s; the library accepts files up to %2$s.', 'frontage' ), size_format( $size ), size_format( $max_bytes ) ),
				array( 'status' => 413 )
			);
		}

		$type = wp_check_filetype_and_ext( $tmp_path, $name );
		$ext  = strtolower( (string) ( $type['ext'] ?: pathinfo( $name, PATHINFO_EXTENSION ) ) );
		$mime = (string) $type['type'];
		if ( ! $type['ext'] || ! $mime ) {
			// check_name() let the extension in, so WordPress refused what the bytes are.
			return $this->refuse(
				sprintf(
					/* translators: %s: the extension the file's name has, e.g. pdf. */
					__( 'This file\'s content does not match .%s: save or export it again as that type, or give it the extension of what it really is.', 'frontage' ),
					$ext
				)
			);
		}
		if ( $type['proper_filename'] ) {
			// WordPress corrected the extension to match the content: keep the given name with it.
			$name  = (string) $type['proper_filename'];
			$given = pathinfo( $given, PATHINFO_FILENAME ) . '.' . pathinfo( $name, PATHINFO_EXTENSION );
		}
		if ( 'svg' === $ext || 'svgz' === $ext ) {
			$problem = $this->svg_problem( $tmp_path, 'svgz' === $ext );
			if ( null !== $problem ) {
				return $this->refuse( $problem );
			}
		}

		return array(
			// The name downloads carry: as given (accents, spaces), the checks ran on $name.
			'name' => '' !== pathinfo( $given, PATHINFO_FILENAME ) ? $given : $name,
			'ext'  => $ext,
			'mime' => $mime,
			'size' => $size,
		);
	}

	/**
	 * Checks a file name alone, before any bytes arrive (chunked uploads ask this first, so a
	 * refused type is known before gigabytes are sent). validate() checks the content as well.
	 *
	 * @param string $name The name the uploader gave.
	 * @return string|\WP_Error The sanitized name.
	 */
	public function check_name( string $name ): string|\WP_Error {
		// Every extension in the name as given, before sanitize_file_name() disguises
		// `x.php.pdf` as `x.php_.pdf`.
		$parts = array_map( static fn ( string $part ): string => strtolower( rtrim( $part, '_ ' ) ), array_slice( explode( '.', wp_basename( $name ) ), 1 ) );
		$name  = sanitize_file_name( wp_basename( $name ) );
		if ( '' === $name || ! str_contains( $name, '.' ) ) {
			return $this->refuse( __( 'The file needs a name with an extension, such as report.pdf.', 'frontage' ) );
		}
		$bad = array_intersect( $parts, self::EXECUTABLE_EXTENSIONS );
		if ( $bad ) {
			return $this->refuse(
				/* translators: %s: the refused extension, e.g. php. */
				sprintf( __( 'Files of type .%s cannot be added to the library, because a web server could run them.', 'frontage' ), reset( $bad ) )
			);
		}
		if ( ! wp_check_filetype( $name )['ext'] ) {
			return $this->refuse(
				/* translators: %s: the extension. */
				sprintf( __( 'Files of type .%s are not allowed on this site.', 'frontage' ), strtolower( pathinfo( $name, PATHINFO_EXTENSION ) ) )
			);
		}
		return $name;
	}

	/**
	 * The name as the uploader gave it, safe to store and to send in a header: no folders, no
	 * control characters, no surrounding spaces. Types were checked on the sanitized name.
	 *
	 * @param string $name The name the uploader gave.
	 */
	private function display_name( string $name ): string {
		$name = (string) preg_replace( '/[\x00-\x1F\x7F\/\\\\]+/u', '', wp_basename( str_replace( '\\', '/', $name ) ) );
		return trim( $name, " \t." ) === '' ? '' : trim( $name );
	}

	/**
	 * Why an SVG (on a site that allows them) may not enter the library, or null: Svg_Check's
	 * allowlist, on the decompressed bytes of an .svgz.
	 *
	 * @param string $path       The uploaded file.
	 * @param bool   $compressed Whether it is gzip-compressed (.svgz).
	 */
	private function svg_problem( string $path, bool $compressed ): ?string {
		$svg = (string) file_get_contents( $path ); // Plain file functions: a local upload.
		if ( $compressed ) {
			$svg = '' !== $svg ? @gzdecode( $svg, Svg_Check::MAX_BYTES + 1 ) : ''; // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a bad file is refused below, not warned about.
			if ( ! is_string( $svg ) ) {
				return __( 'This compressed SVG could not be read, so it cannot be checked and cannot be added to the library.', 'frontage' );
			}
		}
		return ( new Svg_Check() )->problem( $svg );
	}

	/**
	 * A 400 refusal.
	 *
	 * @param string $message What is wrong, for the uploader.
	 */
	private function refuse( string $message ): \WP_Error {
		return new \WP_Error( 'frontage_file_refused', $message, array( 'status' => 400 ) );
	}
}
