<?php
/**
 * File types as the tables and the admin library show them: the label and the icon's family.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One definition of which extension gets which icon (docs/files.md "File-type icons"): the
 * visitors' tables print File_Types::icon(), the REST file answer carries family() as
 * `type_family` for the admin library, and the icons' styles (src/files/_file-icon.scss) draw
 * each family — tests/php/files/test-file-table.php ties the styles to FAMILIES.
 */
final class File_Types {

	/**
	 * File-type families (docs/files.md "File-type icons"): each extension's icon in the tables.
	 * An extension not listed is `other`.
	 */
	public const FAMILIES = array(
		'pdf'     => array( 'pdf' ),
		'doc'     => array( 'doc', 'docx', 'odt', 'rtf', 'pages', 'wpd' ),
		'sheet'   => array( 'xls', 'xlsx', 'ods', 'csv', 'tsv', 'numbers' ),
		'slides'  => array( 'ppt', 'pptx', 'pps', 'ppsx', 'odp', 'key' ),
		'image'   => array( 'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'svgz', 'bmp', 'tif', 'tiff', 'ico', 'heic' ),
		'audio'   => array( 'mp3', 'wav', 'ogg', 'oga', 'm4a', 'flac', 'aac', 'wma', 'mid', 'midi' ),
		'video'   => array( 'mp4', 'm4v', 'mov', 'webm', 'ogv', 'avi', 'wmv', 'mkv', '3gp', 'mpg', 'mpeg' ),
		'archive' => array( 'zip', 'rar', '7z', 'gz', 'tgz', 'tar', 'bz2', 'xz' ),
		'text'    => array( 'txt', 'md', 'log', 'xml', 'json', 'ini', 'vtt', 'srt' ),
	);

	/**
	 * The family of an extension FAMILIES does not list.
	 */
	public const OTHER_FAMILY = 'other';

	/**
	 * A file's type as shown: its extension in capitals.
	 *
	 * @param File $file The file.
	 * @return string E.g. `PDF`.
	 */
	public static function label( File $file ): string {
		return strtoupper( $file->ext );
	}

	/**
	 * The family of a file type, for its icon (docs/files.md "File-type icons").
	 *
	 * @param string $ext The file's extension, any case.
	 * @return string One of the keys of FAMILIES, or `other`.
	 */
	public static function family( string $ext ): string {
		$ext = strtolower( $ext );
		foreach ( self::FAMILIES as $family => $extensions ) {
			if ( in_array( $ext, $extensions, true ) ) {
				return $family;
			}
		}
		return self::OTHER_FAMILY;
	}

	/**
	 * A file type's icon: an empty element the style draws (CSS and SVG, no icon font), of a
	 * fixed size so nothing moves when it is drawn; decorative, so hidden from assistive
	 * technology (the Type column and the link say what the file is).
	 *
	 * @param string $ext The file's extension.
	 * @return string HTML.
	 */
	public static function icon( string $ext ): string {
		return sprintf( '<span class="frontage-file-icon is-%s" aria-hidden="true"></span>', esc_attr( self::family( $ext ) ) );
	}
}
