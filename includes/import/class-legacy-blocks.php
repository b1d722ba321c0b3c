<?php
/**
 * The blocks of WP File Download and Download Monitor left in posts after an import, rendered as
 * Frontage's blocks through the import's id map (docs/migration.md "Old links").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Library;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * WP File Download's blocks save their shortcode (in an attribute, and as the block's HTML); it
 * is read here and rendered as the shortcode is (Wpfd_Shortcodes). Download Monitor's Download
 * button names its download by id and is rendered as Frontage's File block. A block naming
 * something that was not imported shows nothing to visitors and tells people who may edit posts
 * which block to put in its place.
 */
final class Legacy_Blocks {

	/**
	 * WP File Download's category block (attributes `selectedCategoryId`, `shortcode`).
	 */
	public const WPFD_CATEGORY = 'wpfd/wpfd-category';

	/**
	 * WP File Download's file block (attributes `selectedFileId`, `selectedFileCatId`, `shortCode`).
	 */
	public const WPFD_FILE = 'wpfd/wpfd-file';

	/**
	 * WP File Download's search block (attribute `shortcode`, a whole `[wpfd_search …]`).
	 */
	public const WPFD_SEARCH = 'wpfd/wpfd-search';

	/**
	 * Download Monitor's Download button block (attributes `download_id`, `version_id`, `template`).
	 */
	public const DLM_BUTTON = 'download-monitor/download-button';

	/**
	 * The WP File Download blocks, with the shortcode each one saves.
	 */
	private const WPFD_BLOCKS = array(
		self::WPFD_CATEGORY => Wpfd_Shortcodes::CATEGORY,
		self::WPFD_FILE     => Wpfd_Shortcodes::SINGLE_FILE,
		self::WPFD_SEARCH   => Wpfd_Shortcodes::SEARCH,
	);

	/**
	 * Takes the id map, the WP File Download shortcodes and Frontage's own shortcodes.
	 *
	 * @param Id_Map          $map        The import's id map.
	 * @param Wpfd_Shortcodes $wpfd       WP File Download's shortcodes.
	 * @param object          $shortcodes File_Shortcodes, or a Lazy that builds it.
	 */
	public function __construct( private Id_Map $map, private Wpfd_Shortcodes $wpfd, private object $shortcodes ) {}

	/**
	 * A block of theirs, rendered.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 * @return string HTML.
	 */
	public function render( array $block ): string {
		$name  = (string) ( $block['blockName'] ?? '' );
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		if ( self::DLM_BUTTON === $name ) {
			return $this->dlm_button( $attrs );
		}
		$tag  = self::WPFD_BLOCKS[ $name ] ?? '';
		$atts = $this->saved_shortcode( $tag, $attrs, (string) ( $block['innerHTML'] ?? '' ) );
		if ( Wpfd_Shortcodes::CATEGORY === $tag ) {
			$atts['id'] ??= (string) ( $attrs['selectedCategoryId'] ?? '' );
			$source       = Library::parse_id( $atts['id'] );
			if ( ! $source || ! $this->map->category( Id_Map::WPFD, $source ) ) {
				return self::replace_notice( __( 'WP File Download', 'frontage' ), $source ? 'category' : '', $source, __( 'File category', 'frontage' ) );
			}
		} elseif ( Wpfd_Shortcodes::SINGLE_FILE === $tag ) {
			$atts['id'] ??= (string) ( $attrs['selectedFileId'] ?? '' );
			$source       = Library::parse_id( $atts['id'] );
			if ( ! $source || ! $this->map->file( Id_Map::WPFD, $source ) ) {
				return self::replace_notice( __( 'WP File Download', 'frontage' ), $source ? 'file' : '', $source, __( 'Library file', 'frontage' ) );
			}
		} else {
			$source = Library::parse_id( $atts['catid'] ?? 0 );
			if ( $source && ! $this->map->category( Id_Map::WPFD, $source ) ) {
				return self::replace_notice( __( 'WP File Download', 'frontage' ), 'category', $source, __( 'File search', 'frontage' ) );
			}
		}
		return $this->wpfd->render( $atts, $tag );
	}

	/**
	 * Download Monitor's Download button: the imported file's card (the version it named is not
	 * kept apart: the library serves a file's current version).
	 *
	 * @param array<string, mixed> $attrs The block's attributes.
	 * @return string HTML.
	 */
	private function dlm_button( array $attrs ): string {
		$source = Library::parse_id( $attrs['download_id'] ?? 0 );
		$id     = $source ? $this->map->file( Id_Map::DLM, $source ) : 0;
		if ( ! $id ) {
			return self::replace_notice( __( 'Download Monitor', 'frontage' ), $source ? 'download' : '', $source, __( 'Library file', 'frontage' ) );
		}
		return (string) $this->shortcodes->render_file_shortcode( array( 'id' => (string) $id ) );
	}

	/**
	 * The attributes of the shortcode a WP File Download block saved: from its attribute
	 * (`shortcode`, or `shortCode` for the file block), else from its HTML.
	 *
	 * @param string               $tag   The shortcode it saves.
	 * @param array<string, mixed> $attrs The block's attributes.
	 * @param string               $html  The block's saved HTML.
	 * @return array<string, string>
	 */
	private function saved_shortcode( string $tag, array $attrs, string $html ): array {
		foreach ( array( $attrs['shortcode'] ?? null, $attrs['shortCode'] ?? null, $html ) as $text ) {
			if ( is_string( $text ) && '' !== $text && preg_match( '/' . get_shortcode_regex( array( $tag ) ) . '/', $text, $match ) ) {
				$atts = shortcode_parse_atts( $match[3] );
				return is_array( $atts ) ? array_change_key_case( array_filter( $atts, 'is_string' ) ) : array();
			}
		}
		return array();
	}

	/**
	 * The note, for people who may edit posts, where a block of a plugin that is not active shows
	 * nothing: what it names that was not imported, and which block to put in its place.
	 *
	 * @param string $plugin The plugin the block belongs to.
	 * @param string $kind   `category`, `file`, `download`; '' when the block names nothing.
	 * @param int    $source The id it names.
	 * @param string $block  The Frontage block to replace it with.
	 * @return string HTML.
	 */
	private static function replace_notice( string $plugin, string $kind, int $source, string $block ): string {
		$named = match ( $kind ) {
			/* translators: %d: an id in the other plugin. */
			'category' => sprintf( __( 'Its category %d is not in the file library: it was not imported, or its copy was deleted since.', 'frontage' ), $source ),
			/* translators: %d: an id in the other plugin. */
			'file'     => sprintf( __( 'Its file %d is not in the file library: it was not imported, or its copy was deleted since.', 'frontage' ), $source ),
			/* translators: %d: an id in the other plugin. */
			'download' => sprintf( __( 'Its download %d is not in the file library: it was not imported, or its copy was deleted since.', 'frontage' ), $source ),
			default    => __( 'It names nothing to show.', 'frontage' ),
		};
		return Wpfd_Shortcodes::notice(
			/* translators: 1: a plugin's name, 2: what the block names, 3: a block's title. */
			sprintf( __( 'This block belongs to %1$s, which is not active. %2$s Replace it with the %3$s block.', 'frontage' ), $plugin, $named, $block )
		);
	}
}
