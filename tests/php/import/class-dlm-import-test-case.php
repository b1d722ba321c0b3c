<?php
/**
 * Seeds Download Monitor's rows the way Download Monitor itself writes them (Dlm_Fixture: its
 * post types and taxonomies registered while it writes, as when it is active; unregistered
 * while the import reads, as when it is not); Import_Test_Case removes them afterwards, with
 * what the imports made.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Import\Dlm_Source;

require_once __DIR__ . '/class-import-test-case.php';
require_once __DIR__ . '/class-dlm-fixture.php';

/**
 * Base class for the tests importing from Download Monitor.
 */
abstract class Dlm_Import_Test_Case extends Import_Test_Case {

	/**
	 * The source the test imports from.
	 */
	protected const SOURCE = Dlm_Source::NAME;

	/**
	 * Download Monitor's taxonomies.
	 */
	protected const SOURCE_TAXONOMIES = array( Dlm_Source::CATEGORY_TAXONOMY, Dlm_Source::TAG_TAXONOMY );

	/**
	 * The folder in uploads where Download Monitor's uploader puts files.
	 */
	protected const SOURCE_FOLDER = Dlm_Fixture::FOLDER;

	/**
	 * Removes Download Monitor's counts table, then its rows, files and what the imports made.
	 */
	protected function tearDown(): void {
		Dlm_Fixture::counts_table( false );
		parent::tearDown();
	}

	/**
	 * Registers Download Monitor's post types and taxonomies, or unregisters them.
	 *
	 * @param bool $on Register.
	 */
	protected function register_source( bool $on ): void {
		Dlm_Fixture::register( $on );
	}

	/**
	 * A Download Monitor category (Dlm_Fixture::category()).
	 *
	 * @param string $name        Name.
	 * @param int    $parent      Parent category.
	 * @param string $description Description.
	 * @return int Term id.
	 */
	protected function dlm_category( string $name, int $parent = 0, string $description = '' ): int {
		return $this->source_term( Dlm_Fixture::category( $name, $parent, $description ) );
	}

	/**
	 * A Download Monitor tag.
	 *
	 * @param string $name Name.
	 * @return int Term id.
	 */
	protected function dlm_tag( string $name ): int {
		return $this->source_term( Dlm_Fixture::tag( $name ) );
	}

	/**
	 * A download with one version whose file is uploaded as Download Monitor's uploader does
	 * (null bytes: a download without a version).
	 *
	 * @param string               $title      Title.
	 * @param string|null          $bytes      The file's content; null: no version at all.
	 * @param array<string, mixed> $options    members_only, categories, tags, post (fields),
	 *                                         count (meta count), name (file name), version.
	 * @return array{download: int, version: int, file: string} Ids and the version's file address.
	 */
	protected function dlm_download( string $title, ?string $bytes, array $options = array() ): array {
		$options += array(
			'members_only' => false,
			'categories'   => array(),
			'tags'         => array(),
			'post'         => array(),
			'count'        => 0,
			'name'         => sanitize_title( $title ) . '.txt',
			'version'      => '1.0',
		);
		$download = $this->source_post( Dlm_Fixture::download( $title, $options['post'], $options['members_only'], $options['categories'], $options['tags'], $options['count'] ) );
		if ( null === $bytes ) {
			return array(
				'download' => $download,
				'version'  => 0,
				'file'     => '',
			);
		}
		$file = Dlm_Fixture::upload( $options['name'], $bytes );
		return array(
			'download' => $download,
			'version'  => $this->dlm_version( $download, array( $file ), $options['version'], 0, $options['count'] ),
			'file'     => $file,
		);
	}

	/**
	 * A version of a download (Dlm_Fixture::version()).
	 *
	 * @param int                 $download   Download.
	 * @param list<string>|string $files      Its files; a string: `_files` as stored.
	 * @param string              $label      Version label.
	 * @param int                 $menu_order Its place (0: served).
	 * @param int                 $meta_count Its meta download count.
	 * @return int Post id.
	 */
	protected function dlm_version( int $download, array|string $files, string $label = '1.0', int $menu_order = 0, int $meta_count = 0 ): int {
		return $this->source_post( Dlm_Fixture::version( $download, $files, $label, $menu_order, $meta_count ) );
	}
}
